import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { startS3 } from '../../scripts/s3rver.js';
import { LASTING_FAILURE_EXIT } from '../../server/start/failure.js';
import { buildServerOnce, expectTwoLines, removeTempDirs, STACK, start, tempDir, unwritable } from './start-run.js';

// A start that fails for a reason its user can fix (a setting, the port, the data folder, the
// database, the bucket) says so in two plain lines on standard error, the cause and the fix, and
// exits 1, without a stack trace (LOG_LEVEL=debug adds it). `npm start`'s own command
// (scripts/start.mjs: builds what is stale, runs the compiled server), API only.

beforeAll(buildServerOnce, 90_000);
afterAll(removeTempDirs);

describe('a start that fails', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number, got "eighty".'],
    [{ LOG_FORMAT: 'fancy' }, 'LOG_FORMAT must be json or pretty'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must list the proxies\' addresses'],
  ])('on a malformed setting (%o) names it and how to correct it', async (env, cause) => {
    expectTwoLines(await start(env), cause, 'Correct it in the environment, or unset it for its default', LASTING_FAILURE_EXIT);
  });

  it('on a port in use says which and how to choose another', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      expectTwoLines(
        await start({ PORT: String(port) }),
        `port ${port} is already in use on 127.0.0.1 (by another program, or another copy of this server).`,
        `Stop that program, or start on another port: PORT=${port + 1} npm start`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('on a data folder it cannot write names the folder and the user to give access', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    unwritable(dataDir);
    const run = await start({ DATA_DIR: dataDir });
    const user = os.userInfo().username;
    expectTwoLines(
      run,
      `the database file ${path.join(dataDir, 'tucasa.db')} cannot be opened or created`,
      `Give the user ${user} write access to ${dataDir} (chown or chmod), or set DATA_DIR to a folder it can write.`,
    );
  });

  it('on a DATA_DIR that a file stands in the way of names the file', async () => {
    const file = path.join(tempDir(), 'notes.txt');
    writeFileSync(file, 'not a folder');
    expectTwoLines(
      await start({ DATA_DIR: path.join(file, 'data') }),
      `DATA_DIR (${path.join(file, 'data')}) cannot be a folder: ${file} is a file.`,
      'Set DATA_DIR to a folder; a missing one is created.',
    );
  });

  it('on an unreachable PostgreSQL names its place (never the password) and what to check', async () => {
    const port = await freePort(); // free: nothing listens there
    const run = await start({ DATABASE_URL: `postgres://tucasa:s3cret-pw@127.0.0.1:${port}/tucasa` });
    expectTwoLines(
      run,
      `cannot reach PostgreSQL at 127.0.0.1:${port}/tucasa: connection refused, nothing listens there.`,
      'Start PostgreSQL, or correct the host and port in DATABASE_URL',
    );
    expect(run.stderr).not.toContain('s3cret-pw');
  });

  it.each([
    ['mysql://tucasa@127.0.0.1/tucasa', 'DATABASE_URL must be postgres://USER:PASSWORD@HOST:PORT/DATABASE', 'Correct it in the environment'],
    ['postgres://tucasa:pw@127.0.0.1:no-port/tucasa', 'DATABASE_URL is not a valid URL.', 'Write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE'],
  ])('on a bad DATABASE_URL (%s) says what it must look like', async (url, cause, fix) => {
    expectTwoLines(await start({ DATABASE_URL: url }), cause, fix, LASTING_FAILURE_EXIT);
  });

  it('on a bucket that cannot be reached names the bucket and its address', async () => {
    const port = await freePort();
    const run = await start({
      STORAGE_URL: 's3://tucasa-files',
      AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      // The AWS SDK's own notice that its releases of 2027 will want Node 22, printed on any start
      // with a bucket under Node 20: not this failure's.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    expectTwoLines(
      run,
      `cannot reach the bucket s3://tucasa-files/ at http://127.0.0.1:${port}: connection refused, nothing listens there.`,
      'Start the storage service, or correct AWS_ENDPOINT_URL (and the bucket in STORAGE_URL).',
    );
  });

  it('on a bucket that its service does not have names it', async () => {
    const s3 = await startS3();
    try {
      expectTwoLines(
        await start({
          STORAGE_URL: 's3://not-created/site',
          AWS_ENDPOINT_URL: s3.endpoint,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        }),
        `there is no bucket s3://not-created/site/ at ${s3.endpoint}.`,
        "Create it, or correct the bucket's name in STORAGE_URL.",
      );
    } finally {
      await s3.stop();
    }
  });

  it('on a first admin password that is too common says so', async () => {
    expectTwoLines(
      await start({ ADMIN_PASSWORD: 'password123' }),
      "ADMIN_PASSWORD cannot be the first admin's password: This password is too common: choose another.",
      'Choose another (8 to 256 characters, not a common one), or unset ADMIN_PASSWORD to have one generated and printed.',
      LASTING_FAILURE_EXIT,
    );
  });

  it('adds the stack at LOG_LEVEL=debug', async () => {
    const run = await start({ PORT: 'eighty', LOG_LEVEL: 'debug' });
    expect(run.code).toBe(LASTING_FAILURE_EXIT);
    const [cause, fix, blank, ...stack] = run.stderr.split('\n');
    expect([cause, fix, blank]).toEqual([
      'The server could not start: PORT must be a whole number, got "eighty".',
      'Correct it in the environment, or unset it for its default (every setting: docs/configuration.md).',
      '',
    ]);
    expect(stack.join('\n')).toMatch(STACK);
  });
});
