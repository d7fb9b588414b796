/**
 * The checks of `npm run doctor` (issue 46), as `ghost doctor` makes them: each looks at one thing
 * of an installation, running or stopped, and says in one line what is right or what to fix. Plain
 * functions of what they are given, so a test gives each its case.
 */

export type Verdict = 'ok' | 'warn' | 'fail';

export interface Finding {
  verdict: Verdict;
  /** What was checked, then what is right or what to do: one line. */
  text: string;
}

export const ok = (text: string): Finding => ({ verdict: 'ok', text });
export const warn = (text: string): Finding => ({ verdict: 'warn', text });
export const fail = (text: string): Finding => ({ verdict: 'fail', text });

/**
 * Node's LTS lines and the day each stops getting security fixes (nodejs.org's release schedule).
 * A line not listed is newer than this table: taken as supported.
 */
export const NODE_END_OF_LIFE: Record<number, string> = { 18: '2025-04-30', 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

/** The Node running: a version package.json's engines name, and whether it still gets security fixes. */
export function nodeCheck(version: string, today: Date): Finding {
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  const [minor] = version.replace(/^v?\d+\./, '').split('.').map(Number);
  if (major < 20 || (major === 20 && (minor ?? 0) < 19) || major % 2 === 1) {
    return fail(`Node ${version} is not supported: install Node 24 LTS (docs/on-a-server.md).`);
  }
  const end = NODE_END_OF_LIFE[major];
  if (end && today.toISOString().slice(0, 10) > end) {
    return fail(`Node ${version} stopped getting security fixes on ${end}: install Node 24 LTS (docs/on-a-server.md) and restart.`);
  }
  return ok(`Node ${version}, security fixes until ${end ?? 'a date after 2028'}.`);
}

const GB = 1024 ** 3;

/** The data folder's free space: a full disk stops uploads, saves and backups alike. */
export function spaceCheck(dir: string, freeBytes: number): Finding {
  const free = `${(freeBytes / GB).toFixed(1)} GB free`;
  if (freeBytes < 0.25 * GB) return fail(`${dir}: only ${free}: free some space or grow the disk, or saves and uploads will fail.`);
  if (freeBytes < 1 * GB) return warn(`${dir}: ${free}: a few videos will fill it; plan more room.`);
  return ok(`${dir}: writable, ${free}.`);
}

/** The schema: the migrations the database has against those this code knows. */
export function schemaCheck(applied: string[], known: string[]): Finding {
  const newest = known.at(-1) ?? 'none';
  const unknown = applied.filter((m) => !known.includes(m));
  if (unknown.length) return fail(`The database was written by a newer version (schema ${unknown.at(-1)}; this code knows up to ${newest}): update the code, or put back the snapshot taken before that update (docs/on-a-server.md).`);
  const pending = known.filter((m) => !applied.includes(m));
  if (!applied.length) return ok('The database is new: the next start creates its tables.');
  if (pending.length) return ok(`Schema ${applied.at(-1)}: the next start applies ${pending.length} migration${pending.length === 1 ? '' : 's'}, up to ${newest}, after a snapshot.`);
  return ok(`Schema ${newest}, up to date.`);
}

/**
 * PUBLIC_ORIGIN and TRUST_PROXY behind a proxy: a server listening on loopback only, or known by an
 * https origin, has one in front (Caddy, nginx). Without TRUST_PROXY every visitor is the proxy to
 * the rate limits; without PUBLIC_ORIGIN the feeds link to whatever host a request names.
 */
export function proxyCheck({ host, publicOrigin, trustProxy }: { host: string; publicOrigin: string | null; trustProxy: string[] }): Finding[] {
  const loopback = /^(127\.|::1$|localhost$)/.test(host);
  const behind = loopback || publicOrigin?.startsWith('https:');
  const out: Finding[] = [];
  if (!publicOrigin) out.push((behind ? fail : warn)('PUBLIC_ORIGIN is not set: feeds, the sitemap and link previews take the host each request names; set it to the site\'s https:// address.'));
  else out.push(ok(`PUBLIC_ORIGIN ${publicOrigin}.`));
  if (behind && !trustProxy.length) out.push(fail(`Behind a proxy (HOST ${host}${publicOrigin ? `, ${publicOrigin}` : ''}) but TRUST_PROXY is not set: every visitor counts as the proxy in the rate limits; set TRUST_PROXY=127.0.0.1.`));
  else if (trustProxy.length) out.push(ok(`TRUST_PROXY ${trustProxy.join(', ')}.`));
  return out;
}

/** The token secret's file: the key to every session, for the server's user alone. */
export function secretCheck(file: string, mode: number | null, fromEnv: boolean): Finding {
  if (fromEnv) return ok('The token secret comes from JWT_SECRET.');
  if (mode === null) return ok(`No token secret yet: the first start writes ${file}, readable by its user alone.`);
  if (mode & 0o077) return fail(`${file} can be read by others (mode ${(mode & 0o777).toString(8)}): chmod 600 ${file}, then restart to end every session.`);
  return ok(`${file}: readable by the server's user alone.`);
}

/** What the continuous backup says (from the running server, or read in its target when it is stopped). */
export interface BackupFacts {
  configured: boolean;
  database: 'sqlite' | 'postgres';
  target: string | null;
  /** The running server's last successful round; null when it is stopped or none succeeded. */
  lastBackupAt: string | null;
  late: boolean | null;
  lastError: string | null;
  /** Read in the target: its newest state and when it was verified (null: none, or unreadable). */
  newestStateAt: string | null;
  verifiedAt: string | null;
  statesKept: number | null;
  /** The server stopped: whether its database holds changes the newest state lacks (null: not looked at). */
  databaseBehind: boolean | null;
  /** The target could not be read: why. */
  unreachable: string | null;
}

const minutesAgo = (iso: string, now: Date) => Math.round((now.getTime() - Date.parse(iso)) / 60_000);

export function backupChecks(facts: BackupFacts, now: Date): Finding[] {
  if (!facts.configured) return [fail('BACKUP_URL is not set: nothing is copied off this machine; set it to a second disk or an S3 bucket (docs/backups.md).')];
  const out: Finding[] = [];
  if (facts.unreachable) return [fail(`BACKUP_URL ${facts.target}: cannot be read (${facts.unreachable}).`)];
  out.push(ok(`BACKUP_URL ${facts.target}: ${facts.statesKept ?? 0} states kept${facts.newestStateAt ? `, the newest of ${facts.newestStateAt}` : ''}.`));
  if (facts.database === 'postgres') out.push(warn('The database is PostgreSQL: BACKUP_URL has its files only; its backups are the provider\'s or pg_dump\'s (docs/backups.md): check them there.'));
  if (facts.late === true) out.push(fail(`No backup has succeeded since ${facts.lastBackupAt ?? 'the server started'}: ${facts.lastError ?? 'see the log'}.`));
  else if (facts.lastBackupAt) out.push(ok(`Last backup ${minutesAgo(facts.lastBackupAt, now)} min ago (the running server's).`));
  else if (facts.late === null && facts.database === 'sqlite') {
    // Stopped: its database must be the newest state's.
    if (facts.databaseBehind) out.push(fail('The database holds changes the newest state in the backup lacks: start the server, whose first round backs them up.'));
  }
  if (facts.database === 'sqlite') out.push(facts.verifiedAt ? ok(`Last verification ${facts.verifiedAt}.`) : warn('No state verified yet.'));
  return out;
}
