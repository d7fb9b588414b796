import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { PAGE_READ_HEADER } from '../../server/http/server-options.js';
import { fakeSite } from './fake-site.js';
import { call, removeDir } from './helpers.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** A server on its own DATA_DIR whose log lines a test reads; `env` adds settings (a website, a level). */
async function logged(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
  const lines: string[] = [];
  let closed = false;
  const built = await buildApp(
    loadConfig({ DATA_DIR: dir, STATIC_DIR: '', ADMIN_EMAIL: 'owner@example.org', ADMIN_PASSWORD: 'a long passphrase here', LOG_LEVEL: 'info', ...env }),
    { logger: true, logStream: { write: (line) => void lines.push(line) } },
  );
  return {
    app: built.app,
    /** The lines about requests (they have a request id). */
    requests: () => lines.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId),
    /** Stops it (once): every request it took has been answered and logged when this resolves. */
    async close() {
      if (closed) return;
      closed = true;
      await built.app.close();
      removeDir(dir);
    },
  };
}

describe('the request log', () => {
  it('writes one line a request, when it is answered, with the request and its answer', async () => {
    const s = await logged();
    try {
      expect((await call(s.app, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
      expect((await call(s.app, { method: 'GET', url: '/api/posts/999999' })).statusCode).toBe(404);
      const requests = s.requests();
      expect(requests.map((line) => line.msg)).not.toContain('incoming request');
      const settings = requests.filter((line) => line.req?.url === '/api/settings');
      expect(settings).toHaveLength(1);
      expect(settings[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/settings' }, res: { statusCode: 200 } });
      expect(settings[0]!.responseTime).toBeTypeOf('number');
      const missing = requests.filter((line) => line.req?.url === '/api/posts/999999' && line.msg === 'request completed');
      expect(missing).toHaveLength(1);
      expect(missing[0]!.res).toEqual({ statusCode: 404 });
    } finally {
      await s.close();
    }
  });

  it("logs a rendered page as the visitor's one request, not the API reads the server made for it", async () => {
    const site = fakeSite();
    const s = await logged({ STATIC_DIR: site.dir });
    try {
      const page = await s.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      // The render was given the home page's answers: the server read them.
      expect(page.body).toContain('<p id="reads">/api/settings /api/posts</p>');
      const requests = s.requests();
      expect(requests.map((line) => [line.msg, line.req?.url])).toEqual([['request completed', '/']]);
    } finally {
      await s.close();
      site.remove();
    }
  });

  it('writes the page render reads at debug level, marked as such', async () => {
    const site = fakeSite();
    const s = await logged({ STATIC_DIR: site.dir, LOG_LEVEL: 'debug' });
    try {
      expect((await s.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      const reads = s.requests().filter((line) => line.msg === 'page render read');
      expect(reads.map((line) => [line.level, line.req?.url, line.res?.statusCode]).sort()).toEqual([
        [20, '/api/posts', 200],
        [20, '/api/settings', 200],
      ]);
    } finally {
      await s.close();
      site.remove();
    }
  });

  it("logs a visitor's request that carries the render's header: only the server's own reads go unlogged", async () => {
    const s = await logged();
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/settings`, { headers: { [PAGE_READ_HEADER]: '1' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      await s.close();
      const lines = s.requests().filter((line) => line.req?.url === '/api/settings');
      expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, 'request completed']]);
    } finally {
      await s.close();
    }
  });
});
