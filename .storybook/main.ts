import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Stories live beside, not inside, src/: stories/ui/Button.stories.tsx documents src/ui/Button.
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
