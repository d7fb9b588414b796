// The `visual` project's first setup file (vitest.config.ts), run before anything imports
// storybook/test: Storybook's instrument() leaves its expect, userEvent and Testing Library
// unwrapped on a page whose address says `instrument=false` (storybook/internal/instrumenter).
// Wrapped, every call is recorded with its arguments serialised for the Interactions panel of
// Storybook's UI, which a run outside Storybook never shows.
const url = new URL(window.location.href);
url.searchParams.set('instrument', 'false');
window.history.replaceState(window.history.state, '', url);
