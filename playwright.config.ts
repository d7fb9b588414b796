import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real server from `npm start`, on a temporary DATA_DIR with a known admin.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tucasa-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const SPLIT = /split-origin\.spec\.ts$/;
// Waits one real minute for a scheduled announcement: once, at the desktop width, not skipped on the phone.
const DESKTOP_ONLY = /admin-scheduling\.spec\.ts$/;
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-123' };

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off' },
  projects: [
    { name: 'desktop', testIgnore: SPLIT, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // The screen as wide as the viewport, as on a real 375 px phone (Pixel 5's own is 393 px): the
    // browser reads the screen for what it preloads before the page's layout exists.
    { name: 'phone', testIgnore: [SPLIT, DESKTOP_ONLY], use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, screen: { width: 375, height: 740 }, launchOptions } },
    // The website and the API on two origins, each started by the spec itself (its own build and
    // servers): once, at one width, since the pages themselves are covered above.
    { name: 'split-origin', testMatch: SPLIT, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The server writes the pages' dates in the zone its visitors are in (server/main.ts); the
      // tests' browser is in this machine's.
      TZ: Intl.DateTimeFormat().resolvedOptions().timeZone,
      LOGIN_RATE_PER_MINUTE: '1000',
      MESSAGES_PER_HOUR: '1000',
    },
  },
});
