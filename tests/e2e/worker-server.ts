/**
 * The real server of `npm start`, one per Playwright worker: `node dist-server/main.js` (built
 * once, before any worker starts, by global-setup.ts) on a free loopback port, with a data folder
 * of its own. Two workers' tests then never meet: not in the backup spec's restore, nor in counts,
 * lists, login lockouts or rate limits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

/** The admin every worker's server creates on its first start. */
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-123' };

const root = path.resolve(import.meta.dirname, '../..');

export interface WorkerServer {
  baseURL: string;
  /** This server's DATA_DIR (its SQLite database and uploads). */
  dataDir: string;
  /** Stops the server (SIGTERM, as a service manager would) and removes its data folder. */
  stop(): Promise<void>;
}

/** The environment `npm start` would give the server, for the tests. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // What scripts/start.mjs sets before it imports the same bundle.
    STATIC_DIR: path.join(root, 'dist'),
    NODE_ENV: 'production',
    // The embedded database and the data folder, whatever the shell running the suite says.
    DATABASE_URL: '',
    STORAGE_URL: '',
    // Not the test runner's own loader options.
    NODE_OPTIONS: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // The server writes the pages' dates in the zone its visitors are in (server/main.ts); the
    // tests' browser is in this machine's.
    TZ: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // The tests log in before most calls and write to the association several times: the limits
    // and lockouts themselves are the API suite's (tests/api), never hit here by a fast run.
    LOGIN_RATE_PER_MINUTE: '1000',
    LOGIN_RATE_GLOBAL_PER_MINUTE: '1000',
    MESSAGES_PER_HOUR: '1000',
  };
}

/** Starts a server with a new data folder under `parent`; resolves once it answers. */
export async function startWorkerServer(parent: string): Promise<WorkerServer> {
  const dataDir = mkdtempSync(path.join(parent, 'data-'));
  // A port found free can be taken by another process before the server binds it: then another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist-server', 'main.js')], {
      cwd: root,
      env: serverEnv(port, dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let stopping = false;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A server gone in the middle of the run says why, in the worker's output.
    void exited.then((code) => {
      if (!stopping) console.error(`The e2e server on port ${port} exited (${code}):\n${output}`);
    });
    // If the worker itself ends without its teardown, its server goes with it.
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    const baseURL = `http://127.0.0.1:${port}`;
    const stop = async () => {
      stopping = true;
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    };

    const deadline = Date.now() + 60_000;
    let answered = false;
    while (!answered && child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      try {
        answered = (await fetch(`${baseURL}/api/settings`)).ok;
      } catch {
        // Not listening yet.
      }
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (answered) {
      return {
        baseURL,
        dataDir,
        stop: async () => {
          await stop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    await stop();
    if (attempt < 3 && /EADDRINUSE/.test(output)) continue;
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The e2e server did not start on port ${port}${child.exitCode === null ? ' within 60 s' : ''}:\n${output}`);
  }
}

/** The folder every worker's data folder goes in: the run's (global-setup.ts), else the system's. */
export const runDir = () => process.env.E2E_RUN_DIR ?? os.tmpdir();
