import type { StorybookConfig } from '@storybook/react-vite';

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
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
