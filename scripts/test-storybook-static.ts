// `npm run test:storybook-static`: the static Storybook as a designer gets it (issue 45). Built as
// `npm run build-storybook` builds it, into a folder of its own (a designer's storybook-static/ is
// left as it is), then opened in Chromium by tests/storybook/. Arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'node_modules', '.cache', 'tucasa-storybook-static');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const build = spawnSync(bin('storybook'), ['build', '--quiet', '--output-dir', built], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`storybook build failed (exit ${build.status ?? build.signal}).`);
  process.exit(1);
}
const run = spawnSync(bin('playwright'), ['test', '--config', 'tests/storybook/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_STATIC_DIR: built },
});
process.exit(run.status ?? 1);
