import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers point one way (conventions §1): shared code -> features -> app. The feature list is
 * read from the folders, so a new feature is fenced in the moment its folder exists.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_LAYERS = ['components', 'config', 'hooks', 'lib', 'testing'];

const featureZones = features.map((feature) => {
  const others = features
    .filter((other) => other !== feature)
    .flatMap((other) => [`@/features/${other}`, `@/features/${other}/*`, `../../${other}/*`]);
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(others.length
              ? [
                  {
                    group: others,
                    message: 'A feature never imports another feature: compose them in src/app.',
                  },
                ]
              : []),
            { group: ['@/app', '@/app/*'], message: 'Features do not import the app layer.' },
            {
              group: ['@/mocks', '@/mocks/*'],
              message: 'Product code never imports the mock API.',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.bench',
      'coverage',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use apiRequest from @/lib/api-client: one request path.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`src/{${SHARED_LAYERS.join(',')}}/**/*.{ts,tsx}`],
    ignores: ['src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app', '@/app/*'],
              message: 'Shared layers do not import features or the app.',
            },
            {
              group: ['@/mocks', '@/mocks/*'],
              message: 'Product code never imports the mock API.',
            },
          ],
        },
      ],
    },
  },
  ...featureZones,
  {
    // Tests may reach into the mock API and compose any feature, as the app does.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The request layer is the one place that calls fetch; the mock, tests and scripts may too.
    files: [
      'src/lib/api-client.ts',
      'src/mocks/**',
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['*.{js,ts}', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'src/app/routes/**/*.tsx',
      'src/app/shell/dashboard-layout.tsx',
      'src/mocks/ui/**/*.tsx',
      'src/components/ui/**/*.tsx',
    ],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
