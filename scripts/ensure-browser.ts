// The browser suites drive Debian's Chromium and its headless shell (scripts/browsers.ts).
// Installs what is missing, so `npm test` works on a fresh machine. A path set in the environment
// must exist: nothing is installed for it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM, HEADLESS_SHELL } from './browsers.js';

const wanted = [
  { path: CHROMIUM, setting: 'CHROMIUM_PATH', pkg: 'chromium' },
  { path: HEADLESS_SHELL, setting: 'CHROMIUM_HEADLESS_SHELL_PATH', pkg: 'chromium-headless-shell' },
];
const missing = wanted.filter((browser) => !existsSync(browser.path));
if (!missing.length) process.exit(0);
for (const browser of missing.filter((b) => process.env[b.setting])) {
  console.error(`${browser.setting}=${browser.path} does not exist.`);
  process.exit(1);
}
const packages = missing.map((browser) => browser.pkg).join(' ');
console.log(`Installing Debian's ${packages} for the browser tests (apt-get install ${packages})...`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
} catch {
  console.error(`Could not install ${packages}. Install Debian's packages of that name, or set ${missing.map((b) => b.setting).join(' and ')}.`);
  process.exit(1);
}
