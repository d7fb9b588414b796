// The browsers the suites and benchmarks drive, both Debian's (Playwright may not download any here:
// /work/shared/TOOLCHAIN.md), installed by scripts/ensure-browser.ts:
// - Chromium itself: for the stories and component tests (their references were shot with it), the
//   benchmarks (what a visitor runs), and the end-to-end tests of what only the whole browser has,
//   tagged @chrome (its PDF viewer, its check that a site can be installed);
// - its headless shell (Chromium's former headless mode, the browser Playwright itself runs headless
//   by default), for the rest of the end-to-end suite: without the whole browser around each page, a
//   new page costs less, and the suite opens hundreds. The suite alone on this machine: 529–582
//   CPU-s in 5 min 15 s – 6 min 13 s with it (two runs), 1,158 in 10 min 06 s with Chromium (one
//   run; issue 30).
// CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH point elsewhere.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
