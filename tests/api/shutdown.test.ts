// SIGTERM while an upload is streaming in: the server refuses new connections, lets the upload finish
// and answer, closes the database and exits 0; past SHUTDOWN_GRACE_SECONDS it cuts off what is left
// and exits 1, leaving what a crash leaves (swept at the next start).
import http from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CHILD_START_MS, diskState, exitOf, killChildren, loginTo, sleep, startChild, type Child } from './child.js';
import { jpeg, multipart, padded, pdf, removeDir } from './helpers.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-stop-'));
  dirs.push(dir);
  return dir;
};
afterEach(killChildren);
afterAll(() => dirs.forEach(removeDir));

/** A new connection's fate: 'refused' once the server no longer listens. */
function tryConnect(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

async function untilRefused(child: Child, ms = 15_000) {
  const deadline = Date.now() + ms;
  while ((await tryConnect(child.port)) === 'accepted') {
    if (Date.now() > deadline) throw new Error('new connections were still accepted after SIGTERM');
    await sleep(50);
  }
}

interface SlowUpload {
  /** Sends the body up to `fraction` of it, in small pieces with pauses, as a slow phone would. */
  sendUntil(fraction: number): Promise<void>;
  end(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** A multipart POST of a post with a picture and a PDF of a few hundred KB, over a kept-alive connection. */
async function slowUpload(child: Child, token: string): Promise<SlowUpload> {
  const form = await multipart({ title: 'Sent while stopping', image: await jpeg(1200, 800), attachment: await padded(pdf(), 400 * 1024) });
  const body = form.payload;
  // A browser keeps its connection open after the answer: that must not hold the stop.
  const agent = new http.Agent({ keepAlive: true });
  const req = http.request({
    host: '127.0.0.1',
    port: child.port,
    method: 'POST',
    path: '/api/posts/create',
    agent,
    headers: { ...form.headers, 'content-length': body.length, authorization: `Bearer ${token}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.once('end', () => resolve({ status: res.statusCode!, body: text }));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
  answer.catch(() => {}); // awaited, or meant to fail, by the test
  let sent = 0;
  const CHUNK = 16 * 1024;
  return {
    answer,
    async sendUntil(fraction) {
      const until = Math.floor(body.length * fraction);
      while (sent < until) {
        const next = Math.min(until, sent + CHUNK);
        req.write(body.subarray(sent, next));
        sent = next;
        await sleep(15);
      }
    },
    end() {
      req.end();
    },
  };
}

describe('graceful shutdown', () => {
  it('on SIGTERM refuses new connections, finishes the upload in flight, stores it and exits 0', async () => {
    const dir = dataDir();
    const child = await startChild(dir);
    const token = await loginTo(child);
    const upload = await slowUpload(child, token);
    await upload.sendUntil(0.5);

    child.proc.kill('SIGTERM');
    await untilRefused(child);
    // Still running: the upload is only half sent.
    expect(child.proc.exitCode).toBeNull();

    await upload.sendUntil(1);
    upload.end();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    const post = JSON.parse(answer.body) as { Image: string; Attachment: string };

    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    const state = await diskState(dir);
    expect(state.referenced.sort()).toEqual([post.Image, post.Attachment].sort());
    expect(state).toMatchObject({ orphans: [], missing: [], temps: [] });
  }, CHILD_START_MS + 60_000);

  it('past SHUTDOWN_GRACE_SECONDS cuts off what is left, says so and exits 1; nothing of it stays after the next start', async () => {
    const dir = dataDir();
    const child = await startChild(dir, { SHUTDOWN_GRACE_SECONDS: '1' });
    const token = await loginTo(child);
    const upload = await slowUpload(child, token);
    await upload.sendUntil(0.5);
    child.proc.kill('SIGTERM');
    // The rest never comes.
    await expect(upload.answer).rejects.toThrow();
    expect(await exitOf(child)).toEqual({ code: 1, signal: null });
    expect(child.output()).toMatch(/still running after the 1 s grace period/);

    const again = await startChild(dir);
    const posts = (await (await fetch(`${again.base}/api/posts`)).json()) as unknown[];
    expect(posts).toEqual([]);
    expect(await diskState(dir)).toMatchObject({ referenced: [], orphans: [], missing: [], temps: [] });
  }, CHILD_START_MS + 60_000);
});
