/**
 * The continuous backup (BACKUP_URL, decision 031). Every round (BACKUP_INTERVAL_SECONDS):
 *  1. every upload not yet in the target is copied there, read back and its hash compared;
 *  2. when the database changed, a snapshot of it (SQLite's online backup) is checked (integrity),
 *     every file it names made sure of in the target, compressed, written, read back and compared,
 *     and its manifest written last: a state without its manifest is not one;
 *  3. the states the retention no longer keeps are removed, then the files no kept state and no
 *     live upload names.
 * On PostgreSQL, the database's backups are its provider's or pg_dump's: only step 1 runs.
 */
import { createHash, randomInt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { components } from '../../shared/api-schema.js';
import type { Clock } from '../clock.js';
import type { BackupConfig } from '../config.js';
import { fileStore } from '../files/storage.js';
import type { FileStore } from '../files/stores.js';
import { DB_FILE, namedUploads, snapshotDatabase } from './folder.js';
import { databaseName, manifestName, stateTime, statesToKeep, type StateManifest } from './states.js';
import { openTarget, type BackupTarget } from './target.js';
import { readManifest, readHash } from './read.js';

/** After this long without a whole round, the backup is late: the Backup screen in red, a warning, /api/health 503. */
export const LATE_AFTER_MS = 10 * 60_000;

/**
 * States are this far apart at least: with a round every 15 s, a change waits 45 s at most for its
 * state (RPO under a minute), and a day of steady edits makes at most two states a minute.
 */
const STATE_GAP_MS = 30_000;

/** The last round at a stop waits this long at most: the shutdown's grace (25 s) keeps room for the rest. */
const FINAL_ROUND_MS = 10_000;

/** GET /api/backup/status's answer (openapi.yaml). */
export type BackupStatus = components['schemas']['BackupStatus'];

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface ContinuousBackup {
  /** One round now (the timer's, or a test's); rounds never overlap. `final`: a stop's, which takes a state whatever the gap. */
  round(final?: boolean): Promise<void>;
  status(): BackupStatus;
  start(): void;
  /** Stops the timer and waits for a round in flight. */
  stop(): Promise<void>;
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The database's lineage, set once (a random positive number) when it has none; a restore carries it. */
function lineageOf(dbFile: string, setIfNone: boolean): number {
  const sqlite = new SQLite(dbFile, { fileMustExist: true, readonly: !setIfNone });
  try {
    sqlite.pragma('busy_timeout = 5000');
    const current = sqlite.pragma('user_version', { simple: true }) as number;
    if (current !== 0 || !setIfNone) return current;
    const fresh = randomInt(1, 2 ** 31 - 1);
    sqlite.pragma(`user_version = ${fresh}`);
    return fresh;
  } finally {
    sqlite.close();
  }
}

export function continuousBackup(options: { backup: BackupConfig; dataDir: string; sqlite: boolean; clock: Clock; log: Log; target?: BackupTarget }): ContinuousBackup {
  const { backup, dataDir, sqlite, clock, log } = options;
  const target = options.target ?? openTarget(backup);
  const live: FileStore = fileStore(dataDir);
  const startedAt = clock();
  /** Files in the target, with their hash once known. */
  let files: Map<string, string | null> | null = null;
  /** The kept states' manifests, by their time. */
  const states = new Map<number, StateManifest>();
  let lastSignature = '';
  let lastBackupAt: Date | null = null;
  let lastVerifiedAt: Date | null = null;
  let lastError: string | null = null;
  let warnedAt = 0;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function load() {
    if (files) return;
    const found = new Map<string, string | null>((await target.files.list()).map((n) => [n, null]));
    for (const name of await target.states.list()) {
      const at = stateTime(name);
      if (!at || !name.endsWith('.json')) continue;
      const manifest = await readManifest(target, name);
      states.set(at.getTime(), manifest);
      for (const [file, hash] of Object.entries(manifest.files)) if (found.has(file)) found.set(file, hash);
    }
    files = found;
    const newest = Math.max(...states.keys());
    if (states.size) lastVerifiedAt = new Date(states.get(newest)!.verifiedAt);
  }

  /** Copies one upload from the live store, then reads it back: the copy's hash must be the source's. */
  async function copyFile(name: string, work: string): Promise<boolean> {
    let source = live.dir ? path.join(live.dir, name) : null;
    if (!source) {
      const found = await live.read(name);
      if (!found) return false;
      source = path.join(work, name);
      await pipeline(found.body, createWriteStream(source));
    }
    const hash = await sha256File(source).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    if (hash === null) return false; // deleted meanwhile
    await target.files.put(name, { file: source });
    const copied = await readHash(target.files, name);
    if (copied !== hash) throw new Error(`The copy of ${name} in ${target.where} does not match the upload (SHA-256 ${copied ?? 'missing'}).`);
    files!.set(name, hash);
    return true;
  }

  async function copyNew(names: string[], work: string) {
    for (const name of names) if (!files!.has(name)) await copyFile(name, work);
  }

  async function signature(): Promise<string> {
    const parts = await Promise.all(['', '-wal'].map((end) => stat(path.join(dataDir, DB_FILE + end)).then((s) => `${s.size}:${s.mtimeMs}`, () => '-')));
    return parts.join('|');
  }

  /** Writes a new state when the database changed since the last one. */
  async function snapshot(work: string, now: Date, final: boolean): Promise<'current' | 'deferred'> {
    const sig = await signature();
    if (sig === lastSignature) return 'current';
    const newest = [...states.entries()].sort(([a], [b]) => b - a)[0]?.[1];
    // A database without lineage gets one only for an empty target: a new machine's fresh database,
    // started before its restore, must not take the target's place (nor be given a lineage of its
    // own that the restored database would keep).
    const lineage = lineageOf(path.join(dataDir, DB_FILE), states.size === 0);
    const other = [...states.values()].find((s) => s.lineage !== lineage);
    if (other) throw new Error(`${target.where} holds the backups of another database: restore from it (npm run restore -- ${target.where}) or set BACKUP_URL to a new place.`);
    // Two states at least STATE_GAP_MS apart (a stop's last round excepted): a busy minute makes two, not four.
    if (!final && newest && now.getTime() - Date.parse(newest.createdAt) < STATE_GAP_MS) return 'deferred';
    const dbFile = path.join(work, DB_FILE);
    await snapshotDatabase(path.join(dataDir, DB_FILE), dbFile);
    const check = new SQLite(dbFile, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The database fails SQLite's integrity check: ${String(result)}`);
    } finally {
      check.close();
    }
    const sha256 = await sha256File(dbFile);
    if (newest?.database.sha256 === sha256) {
      lastSignature = sig;
      return 'current';
    }
    const named = await namedUploads(dbFile);
    for (const name of named.files) {
      if (files!.has(name)) continue;
      if (!(await copyFile(name, work))) throw new Error(`${name} was deleted while the backup ran: the next round takes a new snapshot.`);
    }
    const gz = path.join(work, `${DB_FILE}.gz`);
    await pipeline(createReadStream(dbFile), createGzip(), createWriteStream(gz));
    await target.states.put(databaseName(now), { file: gz });
    const back = await readHash(target.states, databaseName(now), true);
    if (back !== sha256) throw new Error(`The database written to ${target.where} does not read back whole.`);
    const fileHashes: Record<string, string> = {};
    for (const name of [...named.files].sort()) fileHashes[name] = files!.get(name) ?? (await readHash(target.files, name))!;
    const manifest: StateManifest = { format: 1, createdAt: now.toISOString(), lineage, database: { file: databaseName(now), sha256, bytes: (await stat(dbFile)).size }, files: fileHashes, verifiedAt: clock().toISOString() };
    await target.states.put(manifestName(now), { data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
    states.set(now.getTime(), manifest);
    lastSignature = sig;
    lastVerifiedAt = new Date(manifest.verifiedAt);
    return 'current';
  }

  /** Removes the states the retention drops, then the files neither a kept state nor the live store names. */
  async function prune(now: Date, liveNames: Set<string>) {
    const times = [...states.keys()].sort((a, b) => a - b);
    const keep = statesToKeep(times.map((t) => new Date(t)), now, backup);
    for (const [i, t] of times.entries()) {
      if (keep.has(i)) continue;
      const at = new Date(t);
      // The manifest first: a state whose database is gone is never listed.
      await target.states.remove(manifestName(at));
      await target.states.remove(databaseName(at));
      states.delete(t);
    }
    const needed = new Set(liveNames);
    for (const manifest of states.values()) for (const name of Object.keys(manifest.files)) needed.add(name);
    for (const name of [...files!.keys()]) {
      if (needed.has(name)) continue;
      await target.files.remove(name);
      files!.delete(name);
    }
  }

  async function once(final = false) {
    const now = clock();
    const work = path.join(dataDir, 'tmp', `continuous-backup-${now.getTime().toString(36)}`);
    try {
      await mkdir(work, { recursive: true, mode: 0o700 });
      await load();
      const liveNames = new Set(await live.list());
      await copyNew([...liveNames], work);
      const database = sqlite ? await snapshot(work, now, final) : 'current';
      await prune(now, liveNames);
      // A change waiting for the next state is not backed up yet: the last backup stays the one before.
      if (database === 'current') lastBackupAt = now;
      if (!sqlite) lastVerifiedAt = now;
      if (lastError) log.info(`backup to ${target.where} works again`);
      lastError = null;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      const late = lateSince(now);
      // Each failure at info; at warn once late, then every ten minutes while it stays so.
      if (late && now.getTime() - warnedAt >= LATE_AFTER_MS) {
        warnedAt = now.getTime();
        log.warn(`No backup to ${target.where} has succeeded for ${Math.round((now.getTime() - (lastBackupAt ?? startedAt).getTime()) / 60_000)} minutes: ${lastError}`);
      } else log.info(`backup to ${target.where} failed, tried again in ${backup.intervalSeconds} s: ${lastError}`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  const lateSince = (now: Date) => now.getTime() - (lastBackupAt ?? startedAt).getTime() > LATE_AFTER_MS;

  const round = (final = false) => {
    inFlight ??= once(final).finally(() => (inFlight = null));
    return inFlight;
  };

  return {
    round,
    status() {
      const times = [...states.keys()].sort((a, b) => a - b);
      const iso = (t: number | undefined | null) => (t == null ? null : new Date(t).toISOString());
      return {
        configured: true,
        target: target.where,
        database: sqlite ? 'sqlite' : 'postgres',
        lastBackupAt: iso(lastBackupAt?.getTime()),
        lastVerifiedAt: iso(lastVerifiedAt?.getTime()),
        statesKept: times.length,
        oldestStateAt: iso(times[0]),
        newestStateAt: iso(times.at(-1)),
        lastError,
        late: lateSince(clock()),
      };
    },
    start() {
      const tick = () => {
        void round().finally(() => {
          if (timer) timer = setTimeout(tick, backup.intervalSeconds * 1000).unref();
        });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      const started = timer !== null;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
      // A planned stop (an update, a reboot) takes its last changes with it: one more round, within
      // the shutdown's grace (a target that does not answer is the next start's to catch up).
      if (started) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([round(true), new Promise((resolve) => (wait = setTimeout(resolve, FINAL_ROUND_MS)))]);
        clearTimeout(wait);
      }
      target.close();
    },
  };
}
