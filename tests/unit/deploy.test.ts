/**
 * The files a production server is set up with (deploy/, README "On a server"; issue 46), checked by
 * the tools that would read them there: systemd's own checks of the service, offline.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
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

  it("stops later than the server's own grace time", () => {
    const stop = /^(\d+)s$/.exec(settings.get('TimeoutStopSec')![0]!);
    expect(Number(stop![1])).toBeGreaterThan(loadConfig({}).shutdownGraceSeconds + 5);
  });
});
