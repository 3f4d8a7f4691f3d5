import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers point one way (conventions §1): shared code (components, config, hooks, lib) ->
 * entities -> features -> app. The entity and feature lists are read from the folders, so a new
 * slice is fenced in the moment its folder exists.
 */
const slicesOf = (layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const entities = slicesOf('entities');
const features = slicesOf('features');

const SHARED_LAYERS = ['components', 'config', 'hooks', 'lib'];

/**
 * The few entities made of another (decision 0027): an opportunity carries the company's tag
 * chips; a purchase order names the opportunity it came from. Anything else two entities share is combined in a feature or in src/app; the cycle
 * check (scripts/lint/cycles.mjs) keeps these one way.
 */
const ENTITY_USES = {
  opportunity: ['tag'],
  'purchase-order': ['opportunity'],
  // A task write makes the feed and the followed opportunities stale; a task goes to a person.
  task: ['activity', 'opportunity', 'company-users'],
};

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NO_MOCKS = {
  group: ['@/mocks', '@/mocks/*'],
  message: 'Product code never imports the mock API.',
};
const NO_SONNER = {
  group: ['sonner'],
  message: "Toast with '@/lib/toast': sonner loads with the first toast (decision 0010).",
};
const NO_APP = {
  group: ['@/app', '@/app/*'],
  message: 'Only the app composes: import it nowhere.',
};
/** Test code stays with the tests: the product never ships it (issue 38). */
const NO_TEST_CODE = {
  group: ['@/testing', '@/testing/*', 'vitest', 'vitest/*', '@testing-library/*'],
  message: 'Product code never imports test code (src/testing, vitest, Testing Library).',
};

/**
 * One slice (an entity or a feature) never imports a sibling of its own layer, by alias or by a
 * relative path that climbs out of it; nor a layer above it.
 */
function sliceZone(layer, slices, slice, above) {
  const others = slices.filter(
    (other) => other !== slice && !(layer === 'entities' && ENTITY_USES[slice]?.includes(other)),
  );
  const climbs = others.length
    ? [
        {
          regex: `^(\\.\\./)+(${layer}/)?(${others.map(escape).join('|')})(/|$)`,
          message: `A relative import never climbs into another ${layer === 'features' ? 'feature' : 'entity'}.`,
        },
      ]
    : [];
  return {
    files: [`src/${layer}/${slice}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(others.length
              ? [
                  {
                    group: others.flatMap((other) => [
                      `@/${layer}/${other}`,
                      `@/${layer}/${other}/*`,
                    ]),
                    message:
                      layer === 'features'
                        ? 'A feature never imports another feature: compose them in src/app.'
                        : 'An entity never imports another entity: combine them in a feature or in src/app.',
                  },
                ]
              : []),
            ...climbs,
            ...above,
            NO_APP,
            NO_MOCKS,
            NO_SONNER,
            NO_TEST_CODE,
          ],
        },
      ],
    },
  };
}

const entityZones = entities.map((entity) =>
  sliceZone('entities', entities, entity, [
    { group: ['@/features', '@/features/*'], message: 'Entities sit below features.' },
  ]),
);
const featureZones = features.map((feature) => sliceZone('features', features, feature, []));

/** The one request path (conventions §3): the network is reached only from src/lib. */
const NETWORK_GLOBALS = ['fetch', 'EventSource', 'XMLHttpRequest', 'WebSocket'].map((name) => ({
  name,
  message:
    'Reach the network through src/lib (apiRequest, apiStream, apiUpload, apiDownload): one request path.',
}));

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
      'no-restricted-globals': ['error', ...NETWORK_GLOBALS],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'EventSource', 'XMLHttpRequest', 'WebSocket'].map((property) => ({
            object,
            property,
            message: 'Reach the network through src/lib: one request path.',
          })),
        ),
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches hides its failure.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: [`src/{${SHARED_LAYERS.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/entities', '@/entities/*', '@/features', '@/features/*'],
              message: 'Shared layers sit below entities and features.',
            },
            NO_APP,
            NO_MOCKS,
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  ...entityZones,
  ...featureZones,
  {
    // The app composes every slice and starts the mock API, but ships no test code either.
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx', 'src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TEST_CODE] }] },
  },
  {
    // Tests may reach into the mock API and compose any slice, as the app does.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The request layer is the one place that reaches the network; the mock, tests and scripts may too.
    files: [
      'src/lib/**',
      'src/mocks/**',
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'tests/**',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['*.{js,ts}', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Route modules export React Router's named exports; slots export the render functions a
    // feature calls; the mock's UI and the shadcn-style primitives export their variants beside
    // the components; tests export helpers.
    files: [
      'src/app/routes/**/*.tsx',
      'src/app/slots/**/*.tsx',
      'src/mocks/**/*.tsx',
      'src/components/ui/**/*.tsx',
      'src/testing/**/*.tsx',
      '**/*.test.tsx',
    ],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
