// The file store's two drivers, DATA_DIR/uploads and an S3 bucket (s3rver in-process), held to the
// same assertions (decision 020); then a server on the bucket: served by ranges, a failed upload
// leaving no object, the sweep at start covering the bucket.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../scripts/s3rver.js';
import { s3Store } from '../../server/files/s3.js';
import { fileStore } from '../../server/files/storage.js';
import { readAll, type FileStore } from '../../server/files/stores.js';
import { brokenJpeg, call, jpeg, removeDir, sendForm, startServer, uploadedFiles, type TestServer } from './helpers.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3('stores');
});
afterAll(async () => s3?.stop());

const NAME = `${'a'.repeat(32)}.pdf`;
const drivers: Array<[string, () => FileStore]> = [
  ['the local folder', () => fileStore(mkdtempSync(path.join(os.tmpdir(), 'tucasa-store-')))],
  ['an S3 bucket', () => s3Store({ bucket: s3.bucket, prefix: `${path.basename(mkdtempSync(path.join(os.tmpdir(), 'p-')))}/`, endpoint: s3.endpoint, region: 'us-east-1' })],
];

describe.each(drivers)('the file store on %s', (_, make) => {
  it('puts a buffer and a file, reads them whole and by range, states their size, lists and removes them', async () => {
    const store = make();
    const temp = path.join(mkdtempSync(path.join(os.tmpdir(), 'tucasa-tmp-')), 'upload');
    writeFileSync(temp, 'a finished PDF');
    await store.put(NAME, { data: Buffer.from('0123456789') });
    await store.put(`${'b'.repeat(32)}.pdf`, { file: temp });
    expect((await readAll(store, NAME))?.toString()).toBe('0123456789');
    expect((await readAll(store, `${'b'.repeat(32)}.pdf`))?.toString()).toBe('a finished PDF');
    const part = await store.read(NAME, { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const c of part!.body) chunks.push(c as Buffer);
    expect([Buffer.concat(chunks).toString(), part!.size]).toEqual(['234', 10]);
    expect((await store.stat(NAME))?.size).toBe(10);
    expect((await store.list()).sort()).toEqual([`${'a'.repeat(32)}.pdf`, `${'b'.repeat(32)}.pdf`]);
    await store.remove(NAME);
    expect(await store.list()).toEqual([`${'b'.repeat(32)}.pdf`]);
  });

  it('puts a file larger than one part (a video: lib-storage sends it in 5 MB parts)', async () => {
    const store = make();
    const temp = path.join(mkdtempSync(path.join(os.tmpdir(), 'tucasa-tmp-')), 'video');
    const video = Buffer.alloc(11 * 1024 * 1024, 7);
    video.write('end', video.length - 3);
    writeFileSync(temp, video);
    await store.put(`${'e'.repeat(32)}.mp4`, { file: temp });
    expect((await store.stat(`${'e'.repeat(32)}.mp4`))?.size).toBe(video.length);
    expect((await readAll(store, `${'e'.repeat(32)}.mp4`))?.equals(video)).toBe(true);
  });

  it('answers null for a missing file, and removing one is no error', async () => {
    const store = make();
    expect(await store.stat(NAME)).toBeNull();
    expect(await store.read(NAME)).toBeNull();
    await store.remove(NAME);
    expect(await store.list()).toEqual([]);
  });
});

describe('a server storing in a bucket', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    s = await startServer({ storage: { bucket: s3.bucket, prefix: `site/${path.basename(dir)}/`, endpoint: s3.endpoint, region: 'us-east-1' } }, dir);
    token = await s.login();
  });
  afterAll(async () => {
    await s?.close();
    removeDir(s?.dataDir);
  });

  const post = async (image: File) => sendForm(s.app, 'POST', '/api/posts/create', { title: 'A', image }, token);

  it('keeps nothing on disk, serves the file from the bucket, whole and by range', async () => {
    const res = await post(await jpeg(800, 400));
    expect(res.statusCode).toBe(201);
    const image = res.json<{ Image: string }>().Image;
    expect(await uploadedFiles(s)).toHaveLength(2); // the picture and its 480 px copy
    expect(readdirSync(path.join(s.dataDir, 'uploads'))).toEqual([]);
    const whole = await call(s.app, { method: 'GET', url: `/${image}` });
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    const size = whole.rawPayload.length;
    const part = await call(s.app, { method: 'GET', url: `/${image}`, headers: { range: 'bytes=0-9' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload]).toEqual([206, `bytes 0-9/${size}`, whole.rawPayload.subarray(0, 10)]);
    expect((await call(s.app, { method: 'GET', url: `/${image}`, headers: { range: `bytes=${size}-` } })).statusCode).toBe(416);
    expect((await call(s.app, { method: 'GET', url: `/uploads/${'c'.repeat(32)}.pdf` })).statusCode).toBe(404);
  });

  it('a failed upload leaves no object, and the sweep at start removes what no row names', async () => {
    const before = await uploadedFiles(s);
    const res = await sendForm(s.app, 'POST', '/api/media/create', { event_title: 'B', media_files: [await jpeg(600, 300), await brokenJpeg()] }, token);
    expect(res.statusCode).toBe(415);
    expect(await uploadedFiles(s)).toEqual(before);
    const stray = `${'d'.repeat(32)}-10x10.webp`;
    await fileStore(s.dataDir).put(stray, { data: Buffer.from('left by a crash') });
    await s.close();
    s = await startServer(s.config, s.dataDir);
    token = await s.login();
    expect(await uploadedFiles(s)).toEqual(before);
  });
});
