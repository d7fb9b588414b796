// Setup for the `visual` project only. The `storybook` project needs no setup file:
// @storybook/addon-vitest applies .storybook/preview itself (a setup file would switch that off).
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as preview from './preview';

// composeStories() needs the project annotations (decorators, loaders, parameters). The a11y
// addon's: each story's run ends with its axe check (parameters.a11y.test = 'error' fails it), so
// the screenshot run is the stories' one run in `npm test` (VITEST_STORYBOOK=false: vitest.config.ts).
setProjectAnnotations([a11yAddonAnnotations, preview]);

// Screenshots must not depend on when, within an animation, the picture is taken. Animations run
// for 0.01 ms, as under the site's reduced-motion rule (so they end at once on their final style,
// `animationend` still fires and the animation-name stays visible to play functions; at 0 s a Radix
// dialog's content kept `pointer-events: none`); transitions are off.
const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0.01ms !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
/* Full-screen overlays (position: fixed) are inside the <body> shot only if <body> fills the viewport. */
body { min-height: 100vh; }
`;

beforeAll(async () => {
  const style = document.createElement('style');
  style.dataset.visualFreeze = '';
  style.textContent = FREEZE_CSS;
  document.head.appendChild(style);
  await document.fonts.ready;
});
