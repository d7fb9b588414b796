import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from '../../scripts/browsers';

// Which story of each title this run opens (static.spec.ts): chosen here, once, for the workers to
// list the same tests.
process.env.STORYBOOK_SEED ??= String(Date.now() % 1_000_000);

// The static Storybook as a designer opens it (issue 45), built by scripts/test-storybook-static.ts,
// which runs this suite. One browser: the checks walk the Storybook page by page, as a person does.
export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: 0,
  // No JSON report: npm test's (PLAYWRIGHT_JSON_OUTPUT_NAME) is the end-to-end suite's.
  reporter: process.env.CI ? 'line' : 'list',
  // An entry is given 30 s to render on a machine that npm test keeps busy, and a page that stops
  // answering is found in 10 s (static.spec.ts); 20 s for the other waits.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
});
