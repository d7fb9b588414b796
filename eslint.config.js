import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'public/mockServiceWorker.js', 'src/api/schema.d.ts', 'coverage', '.vitest-attachments'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: user content is text.' },
      ],
    },
  },
  {
    // Public code never imports admin code: a visitor downloads none of the back-office.
    files: ['src/public/**', 'src/ui/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/admin/**', '@/admin/**'], message: 'Public code must not import admin code.' }] }],
    },
  },
  {
    // Domain rules are plain functions: no React, no I/O.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '**/api/**', '@/api/**', '**/ui/**'], message: 'src/domain holds pure rules only.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
