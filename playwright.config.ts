import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, HEADLESS_SHELL } from './scripts/browsers';

// The real server of `npm start`, built once (tests/e2e/global-setup.ts), then one per worker on a
// data folder of its own (tests/e2e/worker-server.ts, fixtures.ts): the workers share nothing, so
// the suite runs on both cores.
const SPLIT = /split-origin\.spec\.ts$/;
// The static Storybook's suite, which has its own configuration and build (tests/storybook/playwright.config.ts).
// A project's testIgnore replaces the config's, so each project that has one names this too.
const STORYBOOK = /[\\/]tests[\\/]storybook[\\/]/;
// Once, at the desktop width: the pages themselves are covered elsewhere.
const DESKTOP_ONLY = /announcements[\\/]scheduling\.spec\.ts$/;

/*
 * At phone width (375 px, Pixel 5: touch, 2.75 device pixels per CSS pixel) run only the tests
 * tagged @phone, those whose behaviour differs on a phone. How each screen is laid out at 375 px,
 * and that nothing scrolls sideways there, is held by the stories: each is shot at 375 px
 * (stories/visual.test.tsx) and every page has a Phone story that checks the width
 * (stories/admin/pages, stories/public/pages). The rest of each spec is the same at both widths (same
 * components, same server), so it runs once, at the desktop width.
 *
 * - public-first-load (all): what the HTML announces and what the browser fetches on arrival, and
 *   which copy of the page's largest picture is preloaded, depend on the screen's width and density.
 * - public-no-js (all): the server's HTML on a phone without JavaScript, where CSS alone lays it out.
 * - public-hydration (each page's take-over): the server's layout and the app's must be the same at
 *   each width (no move, CLS within budget) and the layouts differ.
 * - public-home, public-gallery: the copy of the hero and of a tile the browser takes for the
 *   screen, and nothing moving while the page loads and scrolls (CLS), both width-dependent.
 * - public-calendar, "the header link leads here": the phone's menu button opens the links (one
 *   list for both widths, src/public/layout/Header.tsx).
 * - admin-dashboard, "fits the screen": the sidebar folds behind the menu button below 1024 px.
 * - admin-login, logout: the Logout button inside that folded sidebar.
 * - admin-picture-details, the focal point: set by a finger's tap on a phone, by the mouse on a desktop.
 */
const PHONE = /@phone/;
// What only the whole Chromium has, not its headless shell that runs the rest (scripts/browsers.ts):
// its PDF viewer (a PDF opened in a tab), its check that the site can be installed.
const CHROME = /@chrome/;

const launchOptions = {
  executablePath: HEADLESS_SHELL,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  // The specs of tests/e2e/ and of each kind's folder (tests/books/admin.spec.ts, decision 033).
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  testIgnore: STORYBOOK,
  globalSetup: './tests/e2e/global-setup.ts',
  // On this 2-core machine, with other suites sharing it (load 7-15): 317-404 s on 2 workers, 475 s on 1.
  workers: 2,
  retries: 0,
  // npm test also asks for a JSON report, for each file's time (scripts/test-times.ts); its path is
  // PLAYWRIGHT_JSON_OUTPUT_NAME.
  reporter: [[process.env.CI ? 'line' : 'list'], ...(process.env.TEST_TIMES_DIR ? [['json'] as ['json']] : [])],
  // npm test runs this suite beside Vitest and the PostgreSQL suites on 2 cores (scripts/test.ts): an
  // upload's pictures (sharp) or a first page's render can take several seconds there. These are
  // bounds on waiting, not retries: a passing check ends as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Service workers blocked, but in the spec of the site's own (offline.spec.ts): a worker answers
  // the page's requests itself, and a test's page.route would no longer see them.
  use: { launchOptions, trace: 'off', serviceWorkers: 'block' },
  projects: [
    // The website and the API on two origins, each started by the spec itself (its own build and
    // servers): once, at one width, since the pages themselves are covered below. First: its 40 s
    // in one file run beside the other projects' files rather than after them.
    { name: 'split-origin', testMatch: SPLIT, use: { ...DESKTOP, launchOptions } },
    { name: 'desktop', testIgnore: [STORYBOOK, SPLIT], grepInvert: CHROME, use: { ...DESKTOP, launchOptions } },
    {
      name: 'chrome',
      testIgnore: [STORYBOOK, SPLIT],
      grep: CHROME,
      use: { ...DESKTOP, launchOptions: { ...launchOptions, executablePath: CHROMIUM } },
    },
    // The screen as wide as the viewport, as on a real 375 px phone (Pixel 5's own is 393 px): the
    // browser reads the screen for what it preloads before the page's layout exists.
    {
      name: 'phone',
      testIgnore: [STORYBOOK, SPLIT, DESKTOP_ONLY],
      grep: PHONE,
      grepInvert: CHROME,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, screen: { width: 375, height: 740 }, launchOptions },
    },
  ],
});
