import { describe, expect, it } from 'vitest';
import { backupChecks, nodeCheck, proxyCheck, schemaCheck, secretCheck, spaceCheck, type BackupFacts, type Finding } from '../../server/doctor/checks.js';

const today = new Date('2026-12-06T12:00:00Z');

function failsWith(finding: Finding | undefined, part: string) {
  expect(finding?.verdict).toBe('fail');
  expect(finding?.text).toContain(part);
}
const GB = 1024 ** 3;

describe('npm run doctor’s checks', () => {
  it('Node: a supported LTS that still gets security fixes', () => {
    expect(nodeCheck('v24.22.3', today)).toEqual({ verdict: 'ok', text: 'Node v24.22.3, security fixes until 2028-04-30.' });
    failsWith(nodeCheck('v20.20.2', today), 'stopped getting security fixes on 2026-04-30');
    expect(nodeCheck('v20.20.2', new Date('2026-04-01'))).toMatchObject({ verdict: 'ok' });
    failsWith(nodeCheck('v20.11.0', new Date('2026-04-01')), 'not supported');
    expect(nodeCheck('v23.1.0', today)).toMatchObject({ verdict: 'fail' });
    expect(nodeCheck('v26.0.0', today)).toMatchObject({ verdict: 'ok' });
  });

  it('free space: failing under a quarter of a gigabyte, a warning under one', () => {
    expect(spaceCheck('/var/lib/tucasa', 0.1 * GB).verdict).toBe('fail');
    expect(spaceCheck('/var/lib/tucasa', 0.5 * GB).verdict).toBe('warn');
    expect(spaceCheck('/var/lib/tucasa', 20 * GB)).toEqual({ verdict: 'ok', text: '/var/lib/tucasa: writable, 20.0 GB free.' });
  });

  it('the schema: new, behind (the start migrates), up to date, or newer than the code', () => {
    expect(schemaCheck([], ['001', '002']).verdict).toBe('ok');
    expect(schemaCheck(['001'], ['001', '002']).text).toBe('Schema 001: the next start applies 1 migration, up to 002, after a snapshot.');
    expect(schemaCheck(['001', '002'], ['001', '002']).text).toBe('Schema 002, up to date.');
    failsWith(schemaCheck(['001', '002', '003'], ['001', '002']), 'newer version (schema 003; this code knows up to 002)');
  });

  it('behind a proxy, TRUST_PROXY and PUBLIC_ORIGIN', () => {
    expect(proxyCheck({ host: '127.0.0.1', publicOrigin: 'https://tucasa.example.org', trustProxy: ['127.0.0.1'] }).map((f) => f.verdict)).toEqual(['ok', 'ok']);
    failsWith(proxyCheck({ host: '127.0.0.1', publicOrigin: 'https://tucasa.example.org', trustProxy: [] })[1], 'set TRUST_PROXY=127.0.0.1');
    expect(proxyCheck({ host: '127.0.0.1', publicOrigin: null, trustProxy: ['127.0.0.1'] })[0]!.verdict).toBe('fail');
    // Straight on the internet (a laptop, a LAN): advice, not a failure.
    expect(proxyCheck({ host: '0.0.0.0', publicOrigin: null, trustProxy: [] }).map((f) => f.verdict)).toEqual(['warn']);
  });

  it('the token secret: for the server’s user alone', () => {
    expect(secretCheck('/d/jwt-secret', 0o100600, false).verdict).toBe('ok');
    failsWith(secretCheck('/d/jwt-secret', 0o100644, false), 'chmod 600 /d/jwt-secret');
    expect(secretCheck('/d/jwt-secret', null, true).verdict).toBe('ok');
  });

  const facts = (more: Partial<BackupFacts>): BackupFacts => ({
    configured: true,
    database: 'sqlite',
    target: '/mnt/backup/tucasa',
    lastBackupAt: null,
    late: null,
    lastError: null,
    newestStateAt: '2026-12-06T11:58:00.000Z',
    verifiedAt: '2026-12-06T11:58:01.000Z',
    statesKept: 40,
    databaseBehind: false,
    unreachable: null,
    ...more,
  });

  it('backups: set, reachable, current, verified', () => {
    expect(backupChecks(facts({}), today).map((f) => f.verdict)).toEqual(['ok', 'ok']);
    expect(backupChecks(facts({ configured: false }), today)[0]!.verdict).toBe('fail');
    expect(backupChecks(facts({ unreachable: 'ENOENT' }), today)).toEqual([{ verdict: 'fail', text: 'BACKUP_URL /mnt/backup/tucasa: cannot be read (ENOENT).' }]);
    // Running and late: the server's own word.
    expect(backupChecks(facts({ late: true, lastBackupAt: '2026-12-06T11:40:00.000Z' }), today).some((f) => f.verdict === 'fail')).toBe(true);
    expect(backupChecks(facts({ late: false, lastBackupAt: '2026-12-06T11:59:00.000Z' }), today)[1]!.text).toBe('Last backup 1 min ago (the running server\'s).');
    // Stopped, with changes the newest state lacks.
    failsWith(backupChecks(facts({ databaseBehind: true }), today)[1], 'changes the newest state in the backup lacks');
    expect(backupChecks(facts({ verifiedAt: null, newestStateAt: null, databaseBehind: null }), today).at(-1)!.verdict).toBe('warn');
    expect(backupChecks(facts({ database: 'postgres' }), today)[1]!.text).toContain('pg_dump');
  });
});
