import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, removeDir, startServer, type TestServer, type ErrorBody } from './helpers.js';

let s: TestServer | null = null;
afterEach(async () => {
  if (!s) return;
  await s.close().catch(() => undefined);
  removeDir(s.dataDir);
  s = null;
});

describe('GET /healthz and /readyz', () => {
  it('answer ok, never cached, without a token', async () => {
    s = await startServer();
    for (const url of ['/healthz', '/readyz']) {
      const res = await call(s.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // The probe leaves nothing behind.
    expect((await call(s.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when DATA_DIR takes no write, and /healthz still 200', async () => {
    s = await startServer();
    const tmp = path.join(s.dataDir, 'tmp');
    rmSync(tmp, { recursive: true, force: true });
    // A file where the folder should be: every write under it fails, as on a read-only disk.
    writeFileSync(tmp, 'not a folder');
    const res = await call(s.app, { method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Not ready: DATA_DIR cannot be written.', message: 'Not ready: DATA_DIR cannot be written.' });
    expect((await call(s.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    s = await startServer();
    await s.db.destroy();
    const res = await call(s.app, { method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorBody>().error).toBe('Not ready: the database does not answer.');
  });
});
