/** The backup screen's rules (decision 023): sizes and progress as a person reads them. */

const MB = 1024 * 1024;

/** A size in bytes as people read it: 512 KB, 12.3 MB, 1.2 GB. */
export function byteText(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

export interface Transfer {
  loaded: number;
  /** Null when the server did not say (no Content-Length). */
  total: number | null;
}

/** The bar's 0 to 100, and what it says: "3.1 MB of 12.0 MB", or the bytes alone when the total is unknown. */
export function transferProgress({ loaded, total }: Transfer): { percent: number; text: string } {
  if (!total) return { percent: 0, text: byteText(loaded) };
  return { percent: Math.min(100, Math.floor((loaded / total) * 100)), text: `${byteText(loaded)} of ${byteText(total)}` };
}

/** The name a downloaded backup is saved under: the server's (Content-Disposition), else a dated one. */
export function backupFileName(disposition: string | null, now: Date): string {
  const m = disposition ? /filename="([^"/\\]+)"/.exec(disposition) : null;
  return m?.[1] ?? `tucasa-backup-${now.toISOString().slice(0, 10)}.tar`;
}

/** How long ago, as the Backup screen says it: just now, 40 s (in tens), 12 min, 5 h, 3 days. */
export type Ago = { unit: 'now' } | { unit: 's' | 'min' | 'h' | 'd'; n: number };

/** `iso`'s distance back from `now` (ms), in the unit a reader takes in at a glance; a time ahead is "now". */
export function agoOf(iso: string, now: number): Ago {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 10) return { unit: 'now' };
  // In tens: the figure stays put for ten seconds between two looks, not every second.
  if (seconds < 60) return { unit: 's', n: Math.floor(seconds / 10) * 10 };
  if (seconds < 3600) return { unit: 'min', n: Math.floor(seconds / 60) };
  if (seconds < 48 * 3600) return { unit: 'h', n: Math.floor(seconds / 3600) };
  return { unit: 'd', n: Math.floor(seconds / 86400) };
}
