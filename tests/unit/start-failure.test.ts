import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { NewerDatabaseError } from '../../server/db/upgrade.js';
import { explainStartFailure, LASTING_FAILURE_EXIT, startFailureExitCode, startFailureText } from '../../server/start/failure.js';
import { startBanner } from '../../server/start/terminal.js';

// The words of a failed start for what only a real PostgreSQL, bucket or network says (the
// spawned starts of tests/api/start-failures.test.ts cover one of each kind), and the banner.

const dataDir = path.resolve('/srv/tucasa-data');
const base = { DATA_DIR: dataDir, STATIC_DIR: '' };
const postgres = loadConfig({ ...base, DATABASE_URL: 'postgres://site:hunter2-secret@db.internal:5433/tucasa' });
const bucket = loadConfig({ ...base, STORAGE_URL: 's3://photos/site', AWS_ENDPOINT_URL: 'https://s3.example.net', AWS_REGION: 'eu-west-1' });

/** An error as pg, the AWS SDK or Node make them. */
const failure = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
/** As openDatabase throws them: its own message, PostgreSQL's error as the cause. */
const migration = (cause: Error) => new Error(`Database migration unknown failed: ${cause.message}`, { cause });

describe('a failed start, explained', () => {
  it.each([
    ['28P01', 'password authentication failed for user "site"', 'PostgreSQL at db.internal:5433/tucasa refused the user "site"', 'Correct USER and PASSWORD in DATABASE_URL'],
    ['3D000', 'database "tucasa" does not exist', 'PostgreSQL at db.internal:5433/tucasa has no database "tucasa".', 'Create it (createdb -O site tucasa)'],
    ['42501', 'permission denied for schema public', 'the user "site" may not change the database\'s tables', 'Make that user the database\'s owner'],
  ])('PostgreSQL answering %s', (code, message, cause, fix) => {
    const error = migration(failure(message, { code, severity: 'FATAL' }));
    const explained = explainStartFailure(error, { phase: 'open', config: postgres })!;
    expect(explained.cause).toContain(cause);
    expect(explained.fix).toContain(fix);
    expect(JSON.stringify(explained)).not.toContain('hunter2-secret');
  });

  it('a database host that does not resolve', () => {
    const error = migration(failure('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'db.internal' }));
    expect(explainStartFailure(error, { phase: 'open', config: postgres })).toEqual({
      cause: 'the database host of DATABASE_URL (db.internal:5433/tucasa) is not a name this machine can resolve.',
      fix: 'Correct the host in DATABASE_URL.',
    });
  });

  it.each([
    ['NoSuchBucket', 404, 'there is no bucket s3://photos/site/ at https://s3.example.net.', "Create it, or correct the bucket's name in STORAGE_URL."],
    ['AccessDenied', 403, 'the bucket s3://photos/site/ at https://s3.example.net refused access (AccessDenied).', 'Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'],
    ['InvalidAccessKeyId', 403, 'refused access (InvalidAccessKeyId).', 'Check AWS_ACCESS_KEY_ID'],
    ['PermanentRedirect', 301, 'is in another region than AWS_REGION (eu-west-1).', "Set AWS_REGION to the bucket's region."],
  ])('a bucket answering %s', (name, status, cause, fix) => {
    const error = failure('refused', { name, $metadata: { httpStatusCode: status } });
    const explained = explainStartFailure(error, { phase: 'open', config: bucket })!;
    expect(explained.cause).toContain(cause);
    expect(explained.fix).toContain(fix);
  });

  it('a bucket without credentials', () => {
    const error = failure('Could not load credentials from any providers', { name: 'CredentialsProviderError' });
    expect(explainStartFailure(error, { phase: 'open', config: bucket })?.fix).toBe(
      'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or another credential the AWS SDK finds).',
    );
  });

  it.each([
    [{ code: 'EACCES', syscall: 'listen', port: 80 }, 'port 80 needs administrator rights', 'PORT=8080'],
    [{ code: 'EADDRNOTAVAIL', syscall: 'listen', port: 8080 }, 'HOST=0.0.0.0 is not an address of this machine.', 'Set HOST to one of its addresses'],
  ])('listening failing with %o', (fields, cause, fix) => {
    const explained = explainStartFailure(failure('listen failed', fields), { phase: 'listen', config: loadConfig(base) })!;
    expect(explained.cause).toContain(cause);
    expect(explained.fix).toContain(fix);
  });

  it.each([
    [{ code: 'EROFS', syscall: 'open', path: path.join(dataDir, 'jwt-secret') }, `the data folder ${dataDir} is on a read-only file system`],
    [{ code: 'ENOSPC', syscall: 'write', path: path.join(dataDir, 'jwt-secret') }, `the disk of the data folder ${dataDir} is full.`],
    [{ code: 'SQLITE_NOTADB' }, `${path.join(dataDir, 'tucasa.db')} is not a usable SQLite database (SQLITE_NOTADB).`],
  ])('the data folder failing with %o', (fields, cause) => {
    expect(explainStartFailure(failure('failed', fields), { phase: 'open', config: loadConfig(base) })?.cause).toContain(cause);
  });

  it('leaves a file error outside the data folder, and any other error, unexplained: printed with its stack', () => {
    const config = loadConfig(base);
    expect(explainStartFailure(failure('denied', { code: 'EACCES', syscall: 'open', path: '/etc/elsewhere' }), { phase: 'open', config })).toBeNull();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(explainStartFailure(bug, { phase: 'open', config })).toBeNull();
    expect(startFailureText(bug, { phase: 'open', config }, false)).toMatch(/^The server could not start:\nTypeError: Cannot read properties[^\n]*\n\s+at /);
  });

  it('a setting, from whatever phase it is found in', () => {
    expect(explainStartFailure(new ConfigError('IMAGE_JOBS must be a whole number, got "many"'), { phase: 'config', config: null })).toEqual({
      cause: 'IMAGE_JOBS must be a whole number, got "many".',
      fix: 'Correct it in the environment, or unset it for its default (every setting: docs/configuration.md).',
      lasting: true,
    });
  });

  it('exits so that a service manager starts again only what may succeed then', () => {
    const config = loadConfig(base);
    expect(startFailureExitCode(new ConfigError('PORT must be a whole number, got "x"'), { phase: 'config', config: null })).toBe(LASTING_FAILURE_EXIT);
    expect(startFailureExitCode(new NewerDatabaseError('020_a', '999_b', null), { phase: 'open', config })).toBe(LASTING_FAILURE_EXIT);
    // A port still held by the process before, a database or bucket not answering yet: tried again.
    expect(startFailureExitCode(failure('listen EADDRINUSE', { code: 'EADDRINUSE', syscall: 'listen', port: 8080 }), { phase: 'listen', config })).toBe(1);
    expect(startFailureExitCode(migration(failure('connect ECONNREFUSED', { code: 'ECONNREFUSED' })), { phase: 'open', config: postgres })).toBe(1);
    expect(startFailureExitCode(new TypeError('a fault of ours'), { phase: 'open', config })).toBe(1);
  });
});

describe('the banner', () => {
  const address = { address: '0.0.0.0', family: 'IPv4', port: 8080 };

  it('names PostgreSQL without its password, and the bucket', () => {
    const config = { ...postgres, storage: bucket.storage };
    const text = startBanner(config, address, true);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '  Website      http://localhost:8080/',
        '  Admin login  http://localhost:8080/admin-login',
        '  Database     PostgreSQL, db.internal:5433/tucasa',
        '  Files        bucket s3://photos/site/ at https://s3.example.net',
      ]),
    );
    expect(text).not.toContain('hunter2-secret');
  });

  it('says the API is served alone when there is no website, and leaves the request note out at warn', () => {
    const text = startBanner(loadConfig({ ...base, LOG_LEVEL: 'warn' }), { address: '192.0.2.10', family: 'IPv4', port: 80 }, false);
    expect(text).toContain('  API       http://192.0.2.10:80/api/ (no website here: STATIC_DIR is empty)');
    expect(text).not.toContain('Admin login');
    expect(text).not.toContain('Each request is logged');
  });
});
