import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { listStoryScreenshots, matchStoryScreenshot, matchWiderCanvas, recordPlannedShots } from './.storybook/screenshotCommand';
import { CHROMIUM } from './scripts/browsers';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Browser suites drive Debian's Chromium (see /work/shared/TOOLCHAIN.md): Playwright may not download
// one. The whole browser, not its headless shell (scripts/browsers.ts): the stories' references were
// shot with it, and the shell saved nothing here (the public stories 147 CPU-s with it, 143 without, one run each).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Same rendering on every machine: no HiDPI scaling, no font hinting differences from the host.
  '--force-device-scale-factor=1',
  '--font-render-hinting=none',
];

// A FRESH object per project: Vitest mutates `instances`, and a shared one gives
// "The project name ... was already defined".
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      // Larger than any test iframe (1280 px wide; up to 4000 px tall for full-page screenshots in
      // stories/visual.test.tsx), so Vitest never scales the iframe down.
      contextOptions: { viewport: { width: 1300, height: 4020 } },
    }),
    instances: [{ browser: 'chromium' as const }],
    // Failure screenshots would land in the stories' folders; the failure text and the
    // visual project's diffs (.vitest-attachments/) are enough.
    screenshotFailures: false,
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.join(dirname, 'src') } },
  // Browser mode seeds Vite's dependency scan with the test files only; a dependency first met behind
  // React.lazy or a dynamic import would be optimised mid-run and reload the page (a flaky first run
  // on a fresh clone). Scan everything up front, and name the dynamically imported ones, and those
  // the preview's own modules import: a dependency named here changes the cache's key, so a checkout
  // that adds one has it optimised before the run, not in it (the first run after .storybook/ took up
  // storybook/actions reloaded its tabs, and two of the visual files failed to import).
  optimizeDeps: {
    entries: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}', 'tests/**/*.ui.test.tsx'],
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-collapsible',
      '@radix-ui/react-slot',
      '@emailjs/browser',
      'linkify-it',
      'clsx',
      'openapi-fetch',
      'msw',
      'msw/browser',
      'storybook/actions',
      'storybook/preview-api',
    ],
  },
  test: {
    // As many workers as cores, for the browser projects too: Vitest gives those cores - 1 tabs by
    // default, one on a 2-core machine, where two tabs shot the 881 stories in 264 s instead of 415 s.
    // One value for every project: projects run side by side only when their maxWorkers agree.
    maxWorkers: os.availableParallelism(),
    // How long a browser project's tab may take to load Vitest's tester and report ready (read from
    // here, not from the projects). Vitest's 60 s ran out for the ui project's tab in a fresh clone's
    // npm test at load 21 on 2 cores, while the other suites filled both; a tab that connects sooner
    // starts sooner.
    browser: { connectTimeout: 180_000 },
    // A kind's tests stand in its folder, tests/<kind>/ (decision 033), the project of each told by its
    // suffix; the rest stay in the folders by kind of test.
    projects: [
      {
        extends: true,
        // Some read every source file (the import circles, the inline texts) or compare thousands of
        // dates: a second or two alone, past Vitest's default 5 s beside the other suites on a busy day.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // As the API project: the files share their worker's modules (11 CPU-s instead of 23 for the
          // project, one run each), and what a test stubs (globals, env) is put back after it.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/**/*.api.test.ts'],
          environment: 'node',
          // The site those that serve it read (page-table, server-render), built once when stale.
          globalSetup: ['tests/api/global-setup.ts'],
          // The files share their worker's modules: each still builds its own app on its own DATA_DIR,
          // but the server's modules (Fastify, sharp, the AWS SDK, pg) are imported once per worker,
          // not once per file: 141 CPU-s instead of 229 for the project, run after run here (it runs
          // three times in npm test: SQLite, PostgreSQL, S3). A file leaves no global changed: its
          // spies are restored (serverPerTest), its clocks made real again, process.env put back.
          isolate: false,
          // Each file builds its own app on its own temporary DATA_DIR; argon2 and sharp are CPU-bound:
          // a test of several uploads took past 30 s beside the other suites on a day this machine ran
          // at half speed (2026-11-30). A bound on waiting: a passing test ends when it is done.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      // What only PostgreSQL has (several instances on one database), with the cluster
      // scripts/test-postgres.ts starts: a project only when it runs.
      ...(process.env.TEST_POSTGRES_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: ['tests/postgres/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
      // Two built instances behind nginx on one PostgreSQL: only under npm run test:scale (scripts/test-scale.ts).
      ...(process.env.TEST_SCALE && process.env.TEST_POSTGRES_URL
        ? [{ extends: true as const, test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 90_000 } }]
        : []),
      {
        // Every story in stories/ runs as a test: render, play function, then axe (a11y.test = 'error').
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: { name: 'storybook', browser: chromiumBrowser() },
      },
      {
        // Browser-mode unit tests of components (fake timers etc.), outside Storybook.
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/**/*.ui.test.tsx'],
          browser: chromiumBrowser(),
          // A bound on waiting, as the visual project's: each userEvent is a round trip through the
          // main process, which the story shots keep busy. The admin layout's four clicks took 0.7 s
          // alone, 4.9 s beside the visual project, 7.5 to 13 s in npm test and once past Vitest's 15 s.
          testTimeout: 60_000,
        },
      },
      {
        // Every story, its play function and its axe check, screenshot at 375 px and 1280 px (see
        // stories/visual.test.tsx): what `npm test` runs of the stories. The `storybook` project above
        // runs the same plays and checks without the pictures (Storybook's test panel uses it).
        extends: true,
        test: {
          name: 'visual',
          include: ['stories/visual*.test.tsx'],
          // First, before storybook/test is imported: its expect and userEvent uninstrumented. Storybook
          // records each of their calls, its arguments serialised, for its Interactions panel, which this
          // run has not: 274 and 290 CPU-s for the project instead of 314 and 317 (two runs of each).
          setupFiles: ['.storybook/vitest.uninstrumented.ts', '.storybook/vitest.visual.setup.ts'],
          // The run's record for the review (.storybook/shotRun.ts): begun, the last run's shots removed, and ended.
          globalSetup: ['.storybook/visualRun.ts'],
          // The a11y addon fails a story on a violation when it knows it runs outside Storybook.
          env: { VITEST_STORYBOOK: 'false' },
          // Above the screenshot's own bound (20 s) with the story's play before it.
          testTimeout: 60_000,
          browser: {
            ...chromiumBrowser(),
            viewport: { width: 1280, height: 800 },
            // The screenshots are compared by .storybook/screenshotCommand.ts (not Vitest's
            // toMatchScreenshot, whose pngjs decoding was most of this process's work): its bounds on
            // waiting for two equal pictures in a row, 20 s (5 s ran out at load 20 on 2 cores, three
            // stories of 881, CI run of stop 35), its options Vitest's pixelmatch's, threshold 0.02 and
            // no pixel apart (.storybook/pictureCompare.ts); every picture in one folder,
            // stories/__screenshots__/visual.test.tsx/, whichever stories/visual*.test.tsx file shoots it.
            commands: { matchStoryScreenshot, matchWiderCanvas, listStoryScreenshots, recordPlannedShots },
          },
        },
      },
    ],
  },
});
