import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { call, removeDir } from './helpers.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the request log', () => {
  it('writes one line a request, when it is answered, with the request and its answer', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    const lines: string[] = [];
    const built = await buildApp(loadConfig({ DATA_DIR: dir, STATIC_DIR: '', ADMIN_EMAIL: 'owner@example.org', ADMIN_PASSWORD: 'a long passphrase here', LOG_LEVEL: 'info' }), {
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      expect((await call(built.app, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
      expect((await call(built.app, { method: 'GET', url: '/api/posts/999999' })).statusCode).toBe(404);
      const requests = lines.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId);
      expect(requests.map((line) => line.msg)).not.toContain('incoming request');
      const settings = requests.filter((line) => line.req?.url === '/api/settings');
      expect(settings).toHaveLength(1);
      expect(settings[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/settings' }, res: { statusCode: 200 } });
      expect(settings[0]!.responseTime).toBeTypeOf('number');
      const missing = requests.filter((line) => line.req?.url === '/api/posts/999999' && line.msg === 'request completed');
      expect(missing).toHaveLength(1);
      expect(missing[0]!.res).toEqual({ statusCode: 404 });
    } finally {
      await built.app.close();
      removeDir(dir);
    }
  });
});
