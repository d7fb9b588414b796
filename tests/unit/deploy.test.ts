/**
 * The files a production server is set up with (deploy/, docs/on-a-server.md; issue 46), checked by
 * the tools that would read them there: systemd's own checks of the service, offline.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { LASTING_FAILURE_EXIT } from '../../server/start/failure';
import { ROOT } from './support/sourceFiles';

const UNIT = path.join(ROOT, 'deploy', 'tucasa.service');
const MAX_EXPOSURE = 2.5;

function systemdAnalyze(...args: string[]) {
  const run = spawnSync('systemd-analyze', args, { cwd: path.dirname(UNIT), encoding: 'utf8' });
  if (run.error) throw new Error(`systemd-analyze could not run (${run.error.message}): Debian's systemd package has it.`);
  return run;
}

/** The settings of the unit's [Service] section, each name with its values in order. */
function serviceSettings(unit: string): Map<string, string[]> {
  const section = unit.split(/^\[Service\]$/m)[1]!.split(/^\[/m)[0]!;
  const settings = new Map<string, string[]>();
  for (const line of section.split('\n').filter((l) => /^\w+=/.test(l))) {
    const [name, value] = [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)];
    settings.set(name, [...(settings.get(name) ?? []), value]);
  }
  return settings;
}

describe('deploy/tucasa.service', () => {
  const unit = readFileSync(UNIT, 'utf8');
  const settings = serviceSettings(unit);

  it('passes systemd-analyze verify without a word', () => {
    const run = systemdAnalyze('verify', `./${path.basename(UNIT)}`);
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it(`is exposed at most ${MAX_EXPOSURE} in systemd-analyze security`, () => {
    const run = systemdAnalyze('security', '--offline=true', `./${path.basename(UNIT)}`);
    const exposure = /Overall exposure level for tucasa\.service: ([\d.]+)/.exec(run.stdout);
    expect(exposure, run.stdout + run.stderr).not.toBeNull();
    expect(Number(exposure![1])).toBeLessThanOrEqual(MAX_EXPOSURE);
  });

  it('runs as a user of its own, writes only its data folder, and restarts when it fails', () => {
    expect(settings.get('User')).toEqual(['tucasa']);
    expect(settings.get('ProtectSystem')).toEqual(['strict']);
    expect(settings.get('StateDirectory')).toEqual(['tucasa']);
    expect(settings.get('Environment')![0]).toContain('DATA_DIR=/var/lib/tucasa');
    expect(settings.has('ReadWritePaths')).toBe(false);
    expect(settings.get('NoNewPrivileges')).toEqual(['yes']);
    expect(settings.get('PrivateTmp')).toEqual(['yes']);
    expect(settings.get('Restart')).toEqual(['on-failure']);
    // V8 writes the code it compiles: the service would be killed at its start.
    expect(settings.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('does not restart a start that would fail the same way again', () => {
    expect(settings.get('RestartPreventExitStatus')).toEqual([String(LASTING_FAILURE_EXIT)]);
  });

  it("stops later than the server's own grace time", () => {
    const stop = /^(\d+)s$/.exec(settings.get('TimeoutStopSec')![0]!);
    expect(Number(stop![1])).toBeGreaterThan(loadConfig({}).shutdownGraceSeconds + 5);
  });
});

/** deploy/install.sh as it would run (TUCASA_DRY_RUN: its commands and files printed, nothing done). */
function install(...args: string[]) {
  return spawnSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), ...args], { encoding: 'utf8', env: { ...process.env, TUCASA_DRY_RUN: '1' } });
}

/** The content install.sh writes to `file`, from its dry run's output. */
function written(output: string, file: string): string {
  const start = output.indexOf(`+ write ${file}\n`);
  expect(start, `${file} written`).toBeGreaterThanOrEqual(0);
  const body = output.slice(start + `+ write ${file}\n`.length);
  return body.slice(0, body.search(/^\+ /m)).trimEnd();
}

describe('deploy/install.sh', () => {
  it('takes a domain, and refuses anything else with its usage', () => {
    for (const args of [[], ['-h'], ['tucasa.example.org;rm'], ['bad domain']]) {
      const run = install(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^usage: deploy\/install\.sh DOMAIN \[BACKUP_URL\]/);
    }
  });

  it('sets the service, its settings, the backup folder it may write, and Caddy for the domain', () => {
    const run = install('tucasa.example.org', '/mnt/backup/tucasa');
    expect(run.status, run.stderr).toBe(0);
    const env = written(run.stdout, '/etc/tucasa/tucasa.env');
    const config = loadConfig(Object.fromEntries(env.split('\n').map((line) => line.split('=', 2) as [string, string])));
    expect(config).toMatchObject({ host: '127.0.0.1', trustProxy: ['127.0.0.1'], publicOrigin: 'https://tucasa.example.org', dataDir: '/var/lib/tucasa', backup: { folder: '/mnt/backup/tucasa' } });
    expect(written(run.stdout, '/etc/systemd/system/tucasa.service.d/backup.conf')).toBe('[Service]\nReadWritePaths=/mnt/backup/tucasa');
    expect(written(run.stdout, '/etc/systemd/system/caddy.service.d/tucasa.conf')).toBe('[Service]\nEnvironment=TUCASA_DOMAIN=tucasa.example.org');
    // The unit as installed: the code where it was cloned.
    const unit = written(run.stdout, '/etc/systemd/system/tucasa.service');
    expect(serviceSettings(unit).get('WorkingDirectory')).toEqual([ROOT]);
    expect(run.stdout).toContain('+ cp ' + path.join(ROOT, 'deploy', 'Caddyfile') + ' /etc/caddy/Caddyfile');
    expect(run.stdout).toMatch(/runuser -u tucasa -- bash -c .*npm run --silent doctor -- --env '\/etc\/tucasa\/tucasa\.env'/);
  });

  it('on a bucket, makes no folder and opens no path', () => {
    const run = install('tucasa.example.org', 's3://tucasa-backup/site');
    expect(written(run.stdout, '/etc/tucasa/tucasa.env')).toContain('BACKUP_URL=s3://tucasa-backup/site');
    expect(run.stdout).not.toContain('backup.conf');
  });
});

describe('deploy/update.sh --rollback', () => {
  it('takes back the code and the database the update\'s start migrated, keeping the newer one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-rollback-'));
    try {
      const [etc, data] = [path.join(dir, 'etc'), path.join(dir, 'data')];
      mkdirSync(etc);
      mkdirSync(path.join(data, 'backups'), { recursive: true });
      writeFileSync(path.join(etc, 'previous-commit'), 'abc123\n');
      writeFileSync(path.join(etc, 'updated-at'), '2026-12-06T10:00:00Z\n');
      const older = path.join(data, 'backups', 'before-migration-018-x-2026-12-01T09-00-00-000Z.db');
      const taken = path.join(data, 'backups', 'before-migration-019-y-2026-12-06T10-00-05-000Z.db');
      writeFileSync(older, '');
      writeFileSync(taken, '');
      utimesSync(older, new Date('2026-12-01T09:00:00Z'), new Date('2026-12-01T09:00:00Z'));
      utimesSync(taken, new Date('2026-12-06T10:00:05Z'), new Date('2026-12-06T10:00:05Z'));
      const run = spawnSync('bash', [path.join(ROOT, 'deploy', 'update.sh'), '--rollback'], { encoding: 'utf8', env: { ...process.env, TUCASA_DRY_RUN: '1', TUCASA_ETC: etc, DATA_DIR: data } });
      expect(run.status, run.stderr).toBe(0);
      const commands = run.stdout.split('\n').filter((l) => l.startsWith('+ '));
      expect(commands[0]).toBe('+ systemctl stop tucasa');
      expect(commands).toContain(`+ git -C ${ROOT} checkout --detach abc123`);
      expect(commands).toContain(`+ install -o tucasa -g tucasa -m 600 ${taken} ${path.join(data, 'tucasa.db')}`);
      expect(commands.find((c) => c.startsWith('+ mv '))).toMatch(new RegExp(`^\\+ mv ${data}/tucasa\\.db ${data}/tucasa\\.db\\.rolled-back-`));
      expect(commands.indexOf('+ systemctl start tucasa')).toBeGreaterThan(commands.findIndex((c) => c.startsWith('+ install ')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
