/**
 * The e2e suite's `test`: Playwright's, with a server of its own for each worker (worker-server.ts)
 * as every test's `baseURL`, so `page`, `request` and the contexts a test opens all talk to it.
 * Specs and helpers import `test` and `expect` from here.
 */
import { expect, test as base } from '@playwright/test';
import { runDir, startWorkerServer, type WorkerServer } from './worker-server';

export { expect };
export { E2E_ADMIN } from './worker-server';

/**
 * What Playwright itself writes to a page's console where the suite blocks service workers
 * (playwright.config.ts; its stub of `register`): the harness's, not the page's, so no test counts it.
 */
export const BLOCKED_WORKER_WARNING = 'Service Worker registration blocked by Playwright';

export const test = base.extend<{ dataDir: string }, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const server = await startWorkerServer(runDir());
      await provide(server);
      await server.stop();
    },
    // Started with the worker's first test; its start is not that test's time.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.baseURL);
  },
  /** The worker's server's DATA_DIR. */
  dataDir: async ({ server }, provide) => {
    await provide(server.dataDir);
  },
});
