// Uploads onto a full disk or a read-only one: 507 or 503 with a clear text, nothing half-written
// left (no temp file, no stored file, no row), reads go on, and saving works again once the disk
// does. The disks are real where this machine allows mounting (root: a small tmpfs, a read-only
// bind mount); elsewhere the same failures are injected at the storage layer (storageFs), and the
// same assertions run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { storageFailure } from '../../server/files/faults.js';
import { storageFs } from '../../server/files/storage.js';
import { call, jpeg, pdf, png, removeDir, sendForm, snapshot, startServer, type FormValue, type TestServer } from './helpers.js';

const NO_ROOM = 'The server has no room to store this file. Nothing was saved.';
const NOT_WRITABLE = 'The server cannot write to its storage right now (it is read-only or not writable). Nothing was saved.';

// TUCASA_TEST_NO_MOUNT=1 runs the injected failures even where mounting is allowed.
let warned = false;
function mount(...args: string[]): boolean {
  const refused = () => {
    if (!warned) console.warn('disk-faults: cannot mount here; the disk failures are injected at the storage layer');
    warned = true;
    return false;
  };
  if (process.env.TUCASA_TEST_NO_MOUNT === '1') return refused();
  try {
    execFileSync('mount', args, { stdio: 'ignore' });
    return true;
  } catch {
    return refused();
  }
}

const undo: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-disk-'));
  undo.push(() => removeDir(dir));
  return dir;
}

async function serve(dir: string) {
  const s = await startServer({}, dir);
  undo.push(() => s.close());
  return { s, token: await s.login() };
}

function unmountLater(dir: string) {
  undo.push(() => {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    } catch {
      // already unmounted by the test
    }
  });
}

/** Fills the file system holding `dir` to the last byte (the write stops at ENOSPC). */
function fill(dir: string) {
  const filler = path.join(dir, 'filler');
  try {
    writeFileSync(filler, Buffer.alloc(64 * 1024 * 1024));
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    return filler;
  }
  throw new Error(`${dir} is not on a small file system`);
}

const errno = (code: string, syscall: string, file: string) =>
  Object.assign(new Error(`${code}: injected, ${syscall} '${file}'`), { code, syscall, path: file });

/** As a full or read-only disk fails, at the storage layer: temp files (`temps`) and/or stored files. */
function inject(code: 'ENOSPC' | 'EROFS', where: { temps: boolean }) {
  const real = { ...storageFs };
  undo.push(() => void Object.assign(storageFs, real));
  storageFs.open = ((file: string) => Promise.reject(errno(code, 'open', file))) as typeof storageFs.open;
  storageFs.rename = ((from: string) => Promise.reject(errno(code, 'rename', from))) as typeof storageFs.rename;
  storageFs.copyFile = ((from: string) => Promise.reject(errno(code, 'copyfile', from))) as typeof storageFs.copyFile;
  if (where.temps) {
    storageFs.createWriteStream = ((file: string) => {
      // The temp file exists, as a real failed write leaves it, so its removal is checked too.
      writeFileSync(file, '');
      return new Writable({ write: (_chunk, _enc, done) => done(errno(code, 'write', file)) });
    }) as unknown as typeof storageFs.createWriteStream;
  }
  return () => Object.assign(storageFs, real);
}

type Fields = Record<string, FormValue>;

/** Every failing save answers `status` with `text` and changes nothing; reads and stored files still serve. */
async function refusedAndNothingLeft(s: TestServer, token: string, status: number, text: string, saves: Array<[string, string, Fields]>) {
  const before = await snapshot(s);
  for (const [method, url, fields] of saves) {
    const res = await sendForm(s.app, method as 'POST' | 'PUT', url, fields, token);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    expect(res.json()).toEqual({ error: text, message: text });
    expect(await snapshot(s)).toEqual(before);
  }
  const posts = await call(s.app, { method: 'GET', url: '/api/posts' });
  expect(posts.statusCode).toBe(200);
  for (const post of posts.json<Array<{ Image: string | null }>>()) {
    if (post.Image) expect((await s.app.inject({ method: 'GET', url: `/${post.Image}` })).statusCode).toBe(200);
  }
}

async function saves(postId: number): Promise<Array<[string, string, Fields]>> {
  return [
    ['POST', '/api/posts/create', { title: 'picture', image: await jpeg(1000, 700) }],
    ['POST', '/api/posts/create', { title: 'document', attachment: pdf() }],
    ['PUT', `/api/posts/${postId}/update`, { title: 'new picture', image: await png() }],
    ['POST', '/api/media/create', { event_title: 'several', media_files: [await png(), await png()] }],
  ];
}

async function aPost(s: TestServer, token: string) {
  const res = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'already there', image: await png(), attachment: pdf() }, token);
  expect(res.statusCode).toBe(201);
  return res.json<{ ID: number }>().ID;
}

async function savesAgain(s: TestServer, token: string, postId: number) {
  for (const [method, url, fields] of await saves(postId)) {
    const res = await sendForm(s.app, method as 'POST' | 'PUT', url, fields, token);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

/**
 * `full` (a folder of the server's DATA_DIR `dir`, or `dir` itself) runs out of room: a tmpfs of
 * `size` mounted there and filled, or ENOSPC injected where mounting is not allowed (`temps`: for
 * temporary files too). Saving is refused with 507 and leaves nothing; once there is room it works again.
 */
async function refusedWhenFull(dir: string, full: string, size: string, temps: boolean) {
  const real = mount('-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', full);
  if (real) unmountLater(full);
  const { s, token } = await serve(dir);
  const post = await aPost(s, token);

  let restore: () => void;
  if (real) {
    const filler = fill(full);
    restore = () => rmSync(filler);
  } else restore = inject('ENOSPC', { temps });
  await refusedAndNothingLeft(s, token, 507, NO_ROOM, await saves(post));
  restore();
  await savesAgain(s, token, post);
}

describe('a full disk', () => {
  it('uploads/ full: 507, nothing half-written, reads go on; saving works again once there is room', async () => {
    const dir = dataDir();
    const uploads = path.join(dir, 'uploads');
    mkdirSync(uploads);
    await refusedWhenFull(dir, uploads, '1m', false);
  });

  it('DATA_DIR full (temp files cannot be written either): 507, no temp file left, reads go on', async () => {
    const dir = dataDir();
    await refusedWhenFull(dir, dir, '4m', true);
  });
});

describe('a read-only disk', () => {
  it('uploads/ read-only: 503, nothing written, reads go on; saving works again once it is writable', async () => {
    const dir = dataDir();
    const { s, token } = await serve(dir);
    const post = await aPost(s, token);

    const uploads = path.join(dir, 'uploads');
    let restore: () => void;
    if (mount('--bind', uploads, uploads)) {
      unmountLater(uploads);
      expect(mount('-o', 'remount,bind,ro', uploads)).toBe(true);
      // Lazy (-l): a plain unmount fails while a read still holds a file open there ("target is busy",
      // seen on a loaded machine); this one detaches the read-only view at once all the same.
      restore = () => execFileSync('umount', ['-l', uploads]);
    } else restore = inject('EROFS', { temps: false });
    await refusedAndNothingLeft(s, token, 503, NOT_WRITABLE, await saves(post));
    restore();
    await savesAgain(s, token, post);
  });
});

describe('storage failures as answered', () => {
  it.each([
    [errno('ENOSPC', 'write', 'f'), 507, NO_ROOM],
    [errno('EDQUOT', 'open', 'f'), 507, NO_ROOM],
    [Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 507, 'The server has no room left to save this. Nothing was saved.'],
    [errno('EROFS', 'open', 'f'), 503, NOT_WRITABLE],
    [errno('EACCES', 'mkdir', 'f'), 503, NOT_WRITABLE],
    [errno('EPERM', 'rename', 'f'), 503, NOT_WRITABLE],
    [Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }), 503, NOT_WRITABLE],
  ])('%s answers %i', (err, status, text) => {
    expect(storageFailure(err)).toMatchObject({ statusCode: status, message: text });
  });

  it.each([
    ['an error of another kind', errno('EIO', 'write', 'f')],
    ['a code without a file system call (not from the disk)', Object.assign(new Error('x'), { code: 'EACCES' })],
    ['no code', new Error('x')],
    ['not an error', undefined],
  ])('%s is not one', (_name, err) => {
    expect(storageFailure(err)).toBeNull();
  });
});
