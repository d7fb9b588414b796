// The browser suites drive Debian's Chromium (Playwright may not download browsers on this network).
// Installs it when missing, so `npm test` works on a fresh machine. Skipped when CHROMIUM_PATH points elsewhere.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${chromium} does not exist.`);
  process.exit(1);
}
console.log('Installing Debian Chromium for the browser tests (apt-get install chromium)...');
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install Chromium. Install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  process.exit(1);
}
