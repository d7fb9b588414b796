/**
 * The rules of the continuous backup's states (decision 031), plain functions: a state's names,
 * which states the retention keeps, which state a point-in-time restore takes.
 */

/** A state's manifest (states/<stamp>.json), written after its database and checked with it. */
export interface StateManifest {
  format: 1;
  createdAt: string;
  /** The database's lineage (its `user_version`): states of another database are never mixed in. */
  lineage: number;
  /** The compressed snapshot (states/<stamp>.db.gz); the SHA-256 and size of the database inside it. */
  database: { file: string; sha256: string; bytes: number };
  /** Every upload the database names, with its SHA-256, in files/. */
  files: Record<string, string>;
  /** When the snapshot was read back from the target and found whole. */
  verifiedAt: string;
}

/** A sortable name without colons (a name in every file system and bucket): 2026-12-06T140401.123Z. */
export const stamp = (at: Date) => at.toISOString().replaceAll(':', '');
export const manifestName = (at: Date) => `${stamp(at)}.json`;
export const databaseName = (at: Date) => `${stamp(at)}.db.gz`;

/** The time of a state's name (either file), or null for a name that is not a state's. */
export function stateTime(name: string): Date | null {
  const m = /^(\d{4}-\d\d-\d\dT)(\d\d)(\d\d)(\d\d\.\d{3}Z)\.(?:json|db\.gz)$/.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}${m[2]}:${m[3]}:${m[4]}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface Retention {
  keepHours: number;
  keepDays: number;
}

/**
 * The states kept, of those taken at `times`: every one of the last `keepHours` hours, then the
 * last of each UTC day for `keepDays` days, and the newest whatever its age (when nothing changed
 * for weeks, it is the current state).
 */
export function statesToKeep(times: Date[], now: Date, { keepHours, keepDays }: Retention): Set<number> {
  const ms = now.getTime();
  const keep = new Set<number>();
  const lastOfDay = new Map<string, number>();
  times.forEach((at, i) => {
    const age = ms - at.getTime();
    if (age <= keepHours * 3600_000) keep.add(i);
    const day = at.toISOString().slice(0, 10);
    const last = lastOfDay.get(day);
    if (last === undefined || times[last]!.getTime() < at.getTime()) lastOfDay.set(day, i);
  });
  for (const i of lastOfDay.values()) if (ms - times[i]!.getTime() <= keepDays * 86400_000) keep.add(i);
  if (times.length) keep.add(times.reduce((newest, at, i) => (at.getTime() > times[newest]!.getTime() ? i : newest), 0));
  return keep;
}

/** The state a restore `at` a moment takes: the newest taken at or before it; null when none was. */
export function stateAt<T extends { at: Date }>(states: T[], at: Date | null): T | null {
  let found: T | null = null;
  for (const s of states) if ((at === null || s.at.getTime() <= at.getTime()) && (!found || s.at.getTime() > found.at.getTime())) found = s;
  return found;
}

/**
 * `--at`'s time: an ISO time with its zone (2026-12-06T14:04Z, 2026-12-06T17:04:30+03:00). A time
 * without a zone is refused: the server's zone and the admin's may differ by hours.
 */
export function parseAt(raw: string): Date {
  const m = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.exec(raw.trim());
  const at = m ? new Date(raw.trim()) : null;
  if (!at || Number.isNaN(at.getTime())) throw new Error(`--at takes an ISO time with its zone, such as 2026-12-06T14:04Z or 2026-12-06T17:04:30+03:00; got "${raw}".`);
  return at;
}
