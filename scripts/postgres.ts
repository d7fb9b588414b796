// A throw-away PostgreSQL 15 for the tests and benchmarks that run against it: Debian's server
// (installed with apt when it is missing), its own cluster in a temporary folder, on a free
// loopback port, stopped and removed after. PostgreSQL refuses to run as root, so it runs as the
// `postgres` user the package creates (TOOLCHAIN.md §11).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const BIN = '/usr/lib/postgresql/15/bin';

export interface Postgres {
  /** A superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

function install() {
  if (existsSync(path.join(BIN, 'pg_ctl'))) return;
  console.log('Installing PostgreSQL 15 from Debian packages…');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** As the `postgres` user when this process is root (PostgreSQL refuses root), else as ourselves. */
function run(command: string, args: string[], cpus?: string) {
  const asRoot = process.getuid?.() === 0;
  const argv = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(BIN, command), ...args] : [path.join(BIN, command), ...args];
  const [file, ...rest] = cpus ? ['taskset', '-c', cpus, ...argv] : argv;
  execFileSync(file!, rest, { stdio: 'pipe' });
}

/** `cpus`: the CPUs the cluster's processes run on (taskset's list), for a benchmark that pins them beside the server. */
export async function startPostgres(options: { cpus?: string } = {}): Promise<Postgres> {
  install();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  // fsync off: a test cluster thrown away after the run; the server's own durability is PostgreSQL's.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', dir, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start'], options.cpus);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs `command` (in `cwd`) with a throw-away cluster's URL in TEST_POSTGRES_URL (and `env`), and stops the
 * cluster after, also when this process is told to stop (Ctrl-C, or npm test ending its run): the
 * signal goes to the command, whose end stops the cluster. Resolves to the command's exit code.
 */
export async function withPostgres(command: string[], env: NodeJS.ProcessEnv = {}, cwd?: string): Promise<number> {
  const postgres = await startPostgres();
  try {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', cwd, env: { ...process.env, ...env, TEST_POSTGRES_URL: postgres.url } });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    postgres.stop();
  }
}
