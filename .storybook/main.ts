import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The website's build steps (vite.config.ts), which Storybook's build would otherwise run too, since
 * it reads the same configuration: one of them deletes public/mockServiceWorker.js from the output,
 * and without it no story of the static Storybook rendered (issue 45). The others write the site's
 * own service worker, app icons and compressed copies, which no story uses.
 */
const WEBSITE_BUILD_ONLY = new Set(['tucasa:without-mock-worker', 'tucasa:service-worker', 'tucasa:app-icons', 'tucasa:precompress']);

const websiteOnly = (plugin: PluginOption): boolean =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && WEBSITE_BUILD_ONLY.has(plugin.name);

const config: StorybookConfig = {
  // Stories live beside, not inside, src/: stories/ui/Button.stories.tsx documents src/ui/Button.
  // MDX pages are docs only (UI/Tokens): the storybook test project and stories/visual.test.tsx
  // collect *.stories.tsx, never these.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: {
    // Props tables of the UI docs pages: react-docgen (Storybook's default) reads each component's own
    // props from its TypeScript types, imported ones included, with their JSDoc and defaults, and
    // leaves out the HTML attributes a component passes through. react-docgen-typescript gave the same
    // tables here but made `build-storybook` take 48 s instead of 21 s.
    reactDocgen: 'react-docgen',
  },
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers (.storybook/preview.tsx).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({ ...vite, plugins: (vite.plugins ?? []).flat(Infinity as 1).filter((plugin) => !websiteOnly(plugin)) }),
};

export default config;
