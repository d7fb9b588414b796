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
