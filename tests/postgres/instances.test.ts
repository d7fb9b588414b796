import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.js';
import { call, databaseFor, removeDir, sendForm, startServer, type Schemas, type TestServer } from '../api/helpers.js';

// Several instances share one PostgreSQL (issue 14): started at once on a new database, they
// migrate it once between them and all serve.

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) {
    await s.close();
    removeDir(s.dataDir);
  }
});

it('three instances starting at once on a new database migrate it once, and each serves what another wrote', async () => {
  const databaseUrl = (await databaseFor(mkdtempSync(path.join(os.tmpdir(), 'tucasa-shared-'))))!;
  servers.push(...(await Promise.all([1, 2, 3].map(() => startServer({ databaseUrl })))));

  const client = new pg.Client(databaseUrl);
  await client.connect();
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  await client.end();
  expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());

  const [first, second, third] = servers;
  const token = await first!.login();
  const made = await sendForm(first!.app, 'POST', '/api/posts/create', { title: 'Shared', description: 'From the first.' }, token);
  expect(made.statusCode).toBe(201);
  for (const other of [second!, third!]) {
    const list = (await call(other.app, { method: 'GET', url: '/api/posts' })).json<Array<Schemas['Post']>>();
    expect(list.map((p) => p.Title)).toContain('Shared');
  }
});
