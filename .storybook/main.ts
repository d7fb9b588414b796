import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Stories live beside, not inside, src/: stories/ui/Button.stories.tsx documents src/ui/Button.
  // MDX pages are docs only (UI/Tokens): the storybook test project and stories/visual.test.tsx
  // collect *.stories.tsx, never these.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: {
    // Props tables of the UI docs pages come from the TypeScript types (own props with their JSDoc and
    // defaults, literal unions as options). Only src/ui is read, and the HTML attributes a component
    // passes through (from @types/react) are left out, or a Button would list 250 of them.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['src/ui/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
      tsconfigPath: 'tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
