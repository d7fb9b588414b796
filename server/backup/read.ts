/**
 * Reading the continuous backup (decision 031): the checks after each write, and the restore from
 * BACKUP_URL, which lays a state out as `npm run backup` writes a folder (tucasa.db, uploads/,
 * backup.json) for the one restore (restore.ts) to check whole and put in place.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { FileStore } from '../files/stores.js';
import { DB_FILE, MANIFEST, type BackupManifest } from './folder.js';
import { stateAt, stateTime, type StateManifest } from './states.js';
import type { BackupTarget } from './target.js';

/** The SHA-256 of a stored object (of what is inside it when `gzipped`); null when there is none. */
export async function readHash(store: FileStore, name: string, gzipped = false): Promise<string | null> {
  const found = await store.read(name);
  if (!found) return null;
  const hash = createHash('sha256');
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(gzipped ? [found.body, createGunzip(), sink] : [found.body, sink]);
  return hash.digest('hex');
}

export async function readManifest(target: BackupTarget, name: string): Promise<StateManifest> {
  const found = await target.states.read(name);
  if (!found) throw new Error(`${target.where}: the state ${name} is listed but cannot be read.`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StateManifest;
  if (manifest.format !== 1) throw new Error(`${target.where}: the state ${name} has an unknown format (${String(manifest.format)}).`);
  return manifest;
}

/** The states a target holds, oldest first. */
export async function listStates(target: BackupTarget): Promise<Array<{ at: Date; name: string }>> {
  const names = (await target.states.list()).filter((n) => n.endsWith('.json'));
  return names
    .map((name) => ({ name, at: stateTime(name) }))
    .filter((s): s is { name: string; at: Date } => s.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Lays out the state of `at` (the newest when null) in `dir` as a backup folder, and returns its
 * manifest. Checks nothing itself: restore.ts checks the folder whole (hashes, integrity, schema).
 */
export async function fillFromTarget(target: BackupTarget, at: Date | null, dir: string): Promise<StateManifest> {
  const states = await listStates(target);
  const chosen = stateAt(states, at);
  if (!chosen) {
    throw new Error(
      states.length
        ? `${target.where} holds no state as old as ${at!.toISOString()}: its oldest is of ${states[0]!.at.toISOString()}.`
        : `${target.where} holds no backup (no states/ with a state in it).`,
    );
  }
  const manifest = await readManifest(target, chosen.name);
  await mkdir(path.join(dir, 'uploads'), { recursive: true, mode: 0o700 });
  const db = await target.states.read(manifest.database.file);
  if (!db) throw new Error(`${target.where}: the database of the state ${chosen.name} is missing.`);
  await pipeline(db.body, createGunzip(), createWriteStream(path.join(dir, DB_FILE), { mode: 0o600 }));
  for (const name of Object.keys(manifest.files)) {
    const file = await target.files.read(name);
    if (!file) throw new Error(`${target.where}: ${name}, which the state ${chosen.name} names, is missing.`);
    await pipeline(file.body, createWriteStream(path.join(dir, 'uploads', name), { mode: 0o600 }));
  }
  const folder: BackupManifest = { format: 1, createdAt: manifest.createdAt, database: { file: DB_FILE, sha256: manifest.database.sha256 }, files: manifest.files };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(folder, null, 2)}\n`);
  return manifest;
}
