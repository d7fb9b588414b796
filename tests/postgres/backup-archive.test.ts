import { afterAll, expect, it } from 'vitest';
import { bearer, call, removeDir, snapshot, startServer, type TestServer } from '../api/helpers.js';

// Backups from the browser on PostgreSQL (decision 023): every backup call answers 501 naming pg_dump, and
// nothing changes. (The archive itself is tested on SQLite: tests/api/backup-archive.test.ts.)

let server: TestServer;
afterAll(async () => {
  await server?.close();
  if (server) removeDir(server.dataDir);
});

it('answers 501 naming pg_dump to a download, a restore and the kept backups, and changes nothing', async () => {
  server = await startServer();
  const token = await server.login();
  const before = await snapshot(server);
  const download = await call(server.app, { method: 'GET', url: '/api/backup', headers: bearer(token) });
  const restore = await call(server.app, { method: 'POST', url: '/api/backup', headers: { ...bearer(token), 'content-type': 'application/x-tar' }, payload: Buffer.from('x') });
  const saved = await call(server.app, { method: 'GET', url: '/api/backup/saved', headers: bearer(token) });
  const savedOne = await call(server.app, { method: 'GET', url: '/api/backup/saved/before-restore-2026-01-01T00-00-00-000Z.tar', headers: bearer(token) });
  for (const res of [download, restore, saved, savedOne]) {
    expect(res.statusCode).toBe(501);
    expect(res.json<{ message: string }>().message).toContain('pg_dump');
  }
  expect(await snapshot(server)).toEqual(before);
});
