import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { allOperations, type Operation } from '../../server/openapi.js';
import { ADMIN, bearer, call, removeDir, sendForm, serverForFile, type ErrorBody, type Schemas } from './helpers.js';
import { accept, inviteAs, member } from '../accounts/helpers.js';

// Issue 13: the server enforces the roles on every call. The lists come from openapi.yaml, whose
// `x-role: owner` the routes are built from, so a new owner-only call is in this test the day it is added.

const run = promisify(execFile);

const suite = serverForFile({ rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 } });

const url = (op: Operation) => op.path.replace(/\{\w+\}/g, '1');
const ownerOnly = allOperations.filter((op) => op.role === 'owner');
// Logging out ends the editor's session: last.
const forEveryone = allOperations.filter((op) => op.requiresAuth && op.role === null).sort((a) => (a.operationId === 'logout' ? 1 : -1));

describe('roles on every call', () => {
  it('the document marks the account calls owner-only, and nothing public', () => {
    expect(ownerOnly.map((op) => op.operationId).sort()).toEqual(
      ['changeAccountRole', 'deactivateAccount', 'downloadBackup', 'downloadSavedBackup', 'getBackupStatus', 'inviteAccount', 'issueAccountLink', 'listAccounts', 'listSavedBackups', 'reactivateAccount', 'restoreBackup'].sort(),
    );
    for (const op of ownerOnly) expect(op.requiresAuth, op.operationId).toBe(true);
  });

  it('answers 403 to an editor for every owner-only call, before reading its body', async () => {
    const editor = await member(suite.server.app, suite.token, 'editor-403@example.org');
    for (const op of ownerOnly) {
      const res = await call(suite.server.app, { method: op.method, url: url(op), headers: bearer(editor.token), ...(op.jsonBody ? { payload: {} } : {}) });
      expect(res.statusCode, op.operationId).toBe(403);
      expect(res.json<ErrorBody>().message).toBe('Only an owner can do this.');
    }
  });

  it('answers 401, not 403, to a call without a token', async () => {
    for (const op of ownerOnly) expect((await call(suite.server.app, { method: op.method, url: url(op) })).statusCode, op.operationId).toBe(401);
  });

  it('lets an editor make every other call that takes a token (neither 401 nor 403)', async () => {
    const editor = await member(suite.server.app, suite.token, 'editor-content@example.org');
    for (const op of forEveryone) {
      const res = await suite.server.app.inject({ method: op.method, url: url(op), headers: bearer(editor.token), ...(op.jsonBody ? { payload: {} } : {}) });
      expect([401, 403], `${op.operationId} answered ${res.statusCode}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('an editor creates, updates and deletes content', async () => {
    const editor = await member(suite.server.app, suite.token, 'editor-writes@example.org');
    const created = await sendForm(suite.server.app, 'POST', '/api/posts/create', { title: 'By an editor' }, editor.token);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Schemas['Post']>().ID;
    expect((await sendForm(suite.server.app, 'PUT', `/api/posts/${id}/update`, { title: 'Edited' }, editor.token)).statusCode).toBe(200);
    expect((await call(suite.server.app, { method: 'DELETE', url: `/api/posts/${id}/delete`, headers: bearer(editor.token) })).statusCode).toBe(200);
  });
});

describe('secrets stay out of the log', () => {
  it('an invite or reset token, and the password set with it, never appear in the log', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    const lines: string[] = [];
    const built = await buildApp(
      loadConfig({ DATA_DIR: dir, STATIC_DIR: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'debug' }),
      { logger: true, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const owner = (await call<Schemas['LoginResponse']>(built.app, { method: 'POST', url: '/api/user/login', payload: ADMIN })).json().token;
      const { id, token } = await inviteAs(built.app, owner, 'logged@example.org');
      await call(built.app, { method: 'POST', url: '/api/account-links/check', payload: { token } });
      expect((await accept(built.app, token, 'a secret passphrase')).statusCode).toBe(200);
      const reset = (await call<Schemas['AccountLink']>(built.app, { method: 'POST', url: `/api/accounts/${id}/link`, headers: bearer(owner) })).json().token;
      expect((await accept(built.app, reset, 'another secret phrase')).statusCode).toBe(200);
      const log = lines.join('\n');
      expect(log).toContain('account link used');
      for (const secret of [token, reset, 'a secret passphrase', 'another secret phrase']) expect(log).not.toContain(secret);
    } finally {
      await built.app.close();
      removeDir(dir);
    }
  });
});

describe('owners from the shell and at start', () => {
  it('npm run admin -- add makes an owner', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    try {
      await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'add', 'shell@example.org'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dir, ADMIN_PASSWORD: 'a long shell passphrase', LOG_LEVEL: 'silent' },
      });
      const db = await openDatabase({ dataDir: dir, databaseUrl: null });
      expect(await db.selectFrom('admins').select(['email', 'role']).execute()).toEqual([{ email: 'shell@example.org', role: 'owner' }]);
      await db.destroy();
    } finally {
      removeDir(dir);
    }
  });
});

describe('the accounts migration', () => {
  it('makes every admin of an existing database an owner', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-test-'));
    try {
      // A database as it was before accounts: the migrations before 004_accounts applied.
      const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < '004_accounts'));
      const old = new Kysely<{ admins: { email: string; password_hash: string; created_at: string } }>({
        dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'tucasa.db')) }),
      });
      const result = await new Migrator({ db: old, provider: { getMigrations: () => Promise.resolve(before) } }).migrateToLatest();
      expect(result.error).toBeUndefined();
      await old.insertInto('admins').values({ email: 'old@example.org', password_hash: 'x', created_at: new Date().toISOString() }).execute();
      await old.destroy();

      const db = await openDatabase({ dataDir: dir, databaseUrl: null });
      const admins = await db.selectFrom('admins').select(['email', 'role', 'deactivated_at']).execute();
      expect(admins).toEqual([{ email: 'old@example.org', role: 'owner', deactivated_at: null }]);
      await db.destroy();
    } finally {
      removeDir(dir);
    }
  });
});
