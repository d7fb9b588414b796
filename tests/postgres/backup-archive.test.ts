import { afterAll, expect, it } from 'vitest';
import { bearer, call, removeDir, snapshot, startServer, type TestServer } from '../api/helpers.js';

// Backups from the browser on PostgreSQL (decision 023): both calls answer 501 naming pg_dump, and
// nothing changes. (The archive itself is tested on SQLite: tests/api/backup-archive.test.ts.)

let server: TestServer;
afterAll(async () => {
  await server?.close();
  if (server) removeDir(server.dataDir);
});

it('answers 501 naming pg_dump to a download and to a restore, and changes nothing', async () => {
  server = await startServer();
  const token = await server.login();
  const before = await snapshot(server);
  const download = await call(server.app, { method: 'GET', url: '/api/backup', headers: bearer(token) });
  const restore = await call(server.app, { method: 'POST', url: '/api/backup', headers: { ...bearer(token), 'content-type': 'application/x-tar' }, payload: Buffer.from('x') });
  for (const res of [download, restore]) {
    expect(res.statusCode).toBe(501);
    expect(res.json<{ message: string }>().message).toContain('pg_dump');
  }
  expect(await snapshot(server)).toEqual(before);
});
