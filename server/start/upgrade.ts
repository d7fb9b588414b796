// The two lines of a start stopped by its database's schema (server/db/upgrade.ts): a database a
// newer version has migrated, or a migration that failed and was rolled back.
import path from 'node:path';
import type { Config } from '../config.js';
import { MigrationFailedError, NewerDatabaseError } from '../db/upgrade.js';

/** As failure.ts's StartFailure (which imports this file). */
interface StartFailure {
  cause: string;
  fix: string;
}

const GO_BACK = 'docs/on-a-server.md';

function where(config: Config): string {
  return config.databaseUrl ? 'the PostgreSQL database' : `the database ${path.join(config.dataDir, 'tucasa.db')}`;
}

function newer(e: NewerDatabaseError, config: Config): StartFailure {
  const back = e.snapshot
    ? `put back ${e.snapshot}, the snapshot kept before its migrations (${GO_BACK})`
    : `restore the database as it was before that update (${config.databaseUrl ? GO_BACK : 'docs/backups.md'})`;
  return {
    cause: `${where(config)} was written by a newer version of the site (its schema is at ${e.database}; this version knows up to ${e.known}).`,
    fix: `Start that newer version again, or, to run this one, ${back}.`,
  };
}

const DISK_FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

function failed(e: MigrationFailedError): StartFailure {
  const reason = e.cause instanceof Error ? e.cause.message : JSON.stringify(e.cause);
  const code = (e.cause as { code?: unknown } | undefined)?.code;
  // The version that ran before uses the database as it is: nothing of this start's migrations was applied.
  const copy = e.snapshot ? ` A copy taken before it: ${e.snapshot}` : '';
  return {
    cause: `migration ${e.migration} failed: ${reason}${typeof code === 'string' ? ` (${code})` : ''}. The database was left as it was.`,
    fix: DISK_FULL.has(String(code))
      ? 'Free some space on the disk of the data folder, and start again.'
      : `Run the version that ran before until this is fixed (${GO_BACK}).${copy}`,
  };
}

/** The cause and the fix when the schema stopped the start, else null. */
export function explainUpgradeFailure(errors: Error[], config: Config): StartFailure | null {
  const found = errors.find((e) => e instanceof NewerDatabaseError || e instanceof MigrationFailedError);
  if (found instanceof NewerDatabaseError) return newer(found, config);
  if (found instanceof MigrationFailedError) return failed(found);
  return null;
}
