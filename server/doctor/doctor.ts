/**
 * `npm run doctor` (issue 46): looks at an installation, running or stopped, through the settings
 * the server would read, and says what to fix, one line each (checks.ts). Touches nothing: the
 * database is opened read-only, the data folder gets one probe file, removed at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statfsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DB_FILE, snapshotDatabase } from '../backup/folder.js';
import { listStates, readManifest } from '../backup/read.js';
import { openTarget } from '../backup/target.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { migrations } from '../db/migrations/index.js';
import { listMigrationSnapshots } from '../db/snapshots.js';
import { appliedMigrations } from '../db/upgrade.js';
import { s3Store } from '../files/s3.js';
import { backupChecks, fail, nodeCheck, ok, proxyCheck, schemaCheck, secretCheck, spaceCheck, warn, type BackupFacts, type Finding } from './checks.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A promise given `ms` at most: a bucket or a database that does not answer is a finding, not a hang. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function dataDirChecks(config: Config): Promise<Finding[]> {
  const dir = config.dataDir;
  if (!existsSync(dir)) return [warn(`${dir} does not exist yet: the first start creates it (DATA_DIR).`)];
  const probe = path.join(dir, `.doctor-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, 'ok');
  } catch (error) {
    return [fail(`${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? message(error)}): give the server's user the folder (chown -R tucasa ${dir}).`)];
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
  const fs = statfsSync(dir);
  return [spaceCheck(dir, fs.bavail * fs.bsize)];
}

async function databaseChecks(config: Config): Promise<Finding[]> {
  const known = Object.keys(migrations).sort();
  if (!config.databaseUrl) {
    const file = path.join(config.dataDir, DB_FILE);
    if (!existsSync(file)) return [schemaCheck([], known)];
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
    try {
      return [ok(`SQLite database ${file}.`), schemaCheck(await appliedMigrations(db), known)];
    } catch (error) {
      return [fail(`${file} cannot be read: ${message(error)}.`)];
    } finally {
      await db.destroy();
    }
  }
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 1, connectionTimeoutMillis: 5000 }) }) });
  try {
    return [ok('PostgreSQL answers (DATABASE_URL).'), schemaCheck(await within(appliedMigrations(db), 10_000, 'PostgreSQL'), known)];
  } catch (error) {
    return [fail(`PostgreSQL (DATABASE_URL) cannot be reached: ${message(error)}.`)];
  } finally {
    await db.destroy();
  }
}

async function storageCheck(config: Config): Promise<Finding> {
  if (!config.storage) return ok(`Uploads in ${path.join(config.dataDir, 'uploads')}.`);
  const store = s3Store(config.storage);
  try {
    const names = await within(store.list(), 10_000, 'The bucket');
    return ok(`Uploads in s3://${config.storage.bucket}/${config.storage.prefix} (${names.length} files).`);
  } catch (error) {
    return fail(`STORAGE_URL s3://${config.storage.bucket}/${config.storage.prefix}: cannot be read (${message(error)}).`);
  } finally {
    store.close();
  }
}

/** The running server's answer on this machine, if one answers on PORT. */
async function running(config: Config): Promise<{ configured: boolean; lastBackupAt: string | null; late: boolean } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { backup?: { configured: boolean; lastBackupAt: string | null; late: boolean } };
    return body.backup ?? null;
  } catch {
    return null;
  }
}

async function backupFacts(config: Config, live: Awaited<ReturnType<typeof running>>): Promise<BackupFacts> {
  const dbFile = path.join(config.dataDir, DB_FILE);
  const facts: BackupFacts = {
    configured: !!config.backup,
    database: config.databaseUrl ? 'postgres' : 'sqlite',
    target: config.backup?.url ?? null,
    lastBackupAt: live?.lastBackupAt ?? null,
    late: live ? live.late : null,
    lastError: null,
    newestStateAt: null,
    verifiedAt: null,
    statesKept: null,
    databaseBehind: null,
    unreachable: null,
  };
  if (!config.backup) return facts;
  const target = openTarget(config.backup);
  try {
    const states = await within(listStates(target), 15_000, 'BACKUP_URL');
    facts.statesKept = states.length;
    const newest = states.at(-1);
    const manifest = newest ? await within(readManifest(target, newest.name), 15_000, 'BACKUP_URL') : null;
    facts.newestStateAt = manifest?.createdAt ?? null;
    facts.verifiedAt = manifest?.verifiedAt ?? null;
    // Stopped: the database as it lies against the newest state, by content (a snapshot's bytes
    // are the same whatever checkpoints happened since; its file's times are not).
    if (!live && !config.databaseUrl && existsSync(dbFile)) facts.databaseBehind = (await snapshotHash(dbFile)) !== manifest?.database.sha256;
  } catch (error) {
    facts.unreachable = message(error);
  } finally {
    target.close();
  }
  return facts;
}

async function snapshotHash(dbFile: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tucasa-doctor-'));
  try {
    await snapshotDatabase(dbFile, path.join(dir, DB_FILE));
    return createHash('sha256').update(await readFile(path.join(dir, DB_FILE))).digest('hex');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every finding, in the order an operator fixes them. */
export async function doctor(env: NodeJS.ProcessEnv, now: Date, nodeVersion = process.version): Promise<Finding[]> {
  const findings: Finding[] = [nodeCheck(nodeVersion, now)];
  let config: Config;
  try {
    config = loadConfig(env, { staticDir: null });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...findings, fail(`${error.message}.`)];
  }
  const live = await running(config);
  findings.push(live ? ok(`A server answers on port ${config.port}.`) : warn(`No server answers on port ${config.port}: stopped (checked as it lies on disk).`));
  findings.push(...(await dataDirChecks(config)));
  findings.push(...(await databaseChecks(config)));
  findings.push(await storageCheck(config));
  findings.push(...proxyCheck(config));
  const secretFile = path.join(config.dataDir, 'jwt-secret');
  findings.push(secretCheck(secretFile, existsSync(secretFile) ? statSync(secretFile).mode : null, !!config.jwtSecret));
  findings.push(...backupChecks(await backupFacts(config, live), now));
  if (!config.databaseUrl) {
    const snapshots = await listMigrationSnapshots(config.dataDir);
    findings.push(ok(snapshots.length ? `Snapshots before migrations: ${snapshots.map((s) => `${s.name} (schema ${s.schema})`).join(', ')}.` : 'No snapshot before a migration yet (one is kept at each update that changes the schema).'));
  }
  return findings;
}

const MARK = { ok: '✓', warn: '!', fail: '✗' } as const;

/** The findings as lines: a mark, then the text. */
export const doctorLines = (findings: Finding[]) => findings.map((f) => `${MARK[f.verdict]} ${f.text}`).join('\n');
