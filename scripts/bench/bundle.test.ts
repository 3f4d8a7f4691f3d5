import { describe, expect, it } from 'vitest';

import {
  attributeChunk,
  brokenBudgets,
  brokenMainThreadBudgets,
  BUDGETS,
  classifyChunks,
  groupLabel,
  heavyModulesIn,
  ON_REQUEST_MODULES,
  moduleLabel,
  topByLabel,
} from './bundle.mjs';

const ROOT = '/repo';

type Chunk = {
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  modules?: Record<string, { renderedLength: number }>;
};

describe('module labels', () => {
  it('names dependencies by their path under node_modules and packages by name', () => {
    const id = '/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs';
    expect(moduleLabel(id, ROOT)).toBe('@radix-ui/react-dialog/dist/index.mjs');
    expect(groupLabel(id, ROOT)).toBe('@radix-ui/react-dialog');
    expect(groupLabel('/repo/node_modules/react-dom/cjs/x.js', ROOT)).toBe('react-dom');
    expect(groupLabel('/repo/node_modules/a/node_modules/zod/v4/x.js', ROOT)).toBe('zod');
  });

  it('names our own code by its path and groups it two folders down', () => {
    expect(moduleLabel('/repo/src/features/auth/api/login.ts', ROOT)).toBe(
      'src/features/auth/api/login.ts',
    );
    expect(groupLabel('/repo/src/features/auth/api/login.ts', ROOT)).toBe('src/features/auth');
    expect(groupLabel('/repo/src/main.tsx', ROOT)).toBe('src');
    expect(groupLabel('/repo/src/app/router.tsx?used', ROOT)).toBe('src/app');
    expect(moduleLabel('\0vite/preload-helper.js', ROOT)).toBe('vite/preload-helper.js');
  });
});

describe('attributing a chunk', () => {
  it("splits the chunk's bytes by rendered length, adding up to the whole", () => {
    const chunk = {
      fileName: 'a.js',
      modules: {
        '/repo/src/a.ts': { renderedLength: 300 },
        '/repo/src/b.ts': { renderedLength: 100 },
        '/repo/src/c.ts': { renderedLength: 0 },
      },
    };
    const parts = attributeChunk(chunk, 1000, (id: string) => moduleLabel(id, ROOT));
    expect(parts).toEqual([
      { label: 'src/a.ts', bytes: 750 },
      { label: 'src/b.ts', bytes: 250 },
    ]);
  });

  it('keeps the bytes of a chunk without module info under its file name', () => {
    expect(attributeChunk({ fileName: 'x.js', modules: {} }, 42, String)).toEqual([
      { label: 'x.js', bytes: 42 },
    ]);
  });

  it('adds up by label and keeps the largest first', () => {
    const top = topByLabel(
      [
        { label: 'zod', bytes: 5 },
        { label: 'react', bytes: 7 },
        { label: 'zod', bytes: 4 },
        { label: 'clsx', bytes: 1 },
      ],
      2,
    );
    expect(top).toEqual([
      { label: 'zod', bytes: 9 },
      { label: 'react', bytes: 7 },
    ]);
  });
});

describe('classifying chunks', () => {
  const isMockModule = (id: string) => id.startsWith('/repo/src/mocks/');
  const chunks: Chunk[] = [
    {
      fileName: 'entry.js',
      isEntry: true,
      imports: ['vendor.js'],
      dynamicImports: ['page.js', 'mock.js'],
    },
    { fileName: 'vendor.js' },
    { fileName: 'page.js', facadeModuleId: '/repo/src/page.tsx', imports: ['shared.js'] },
    { fileName: 'shared.js' },
    {
      fileName: 'mock.js',
      facadeModuleId: '/repo/src/mocks/browser.ts',
      imports: ['msw.js', 'shared.js'],
    },
    { fileName: 'msw.js' },
  ];

  it('tells the initial chunks, the lazy ones and those only the mock API reaches', () => {
    const kinds = classifyChunks(chunks, { isMockModule });
    expect(Object.fromEntries(kinds)).toEqual({
      'entry.js': 'initial',
      'vendor.js': 'initial',
      'page.js': 'lazy',
      'shared.js': 'lazy',
      'mock.js': 'mockOnly',
      'msw.js': 'mockOnly',
    });
  });

  it('refuses a build without an entry', () => {
    expect(() => classifyChunks([{ fileName: 'a.js' }], { isMockModule })).toThrow(/entry/);
  });

  it("counts the app's start chunk, imported dynamically by the entry, and its imports as initial", () => {
    const chunks = [
      { fileName: 'index.js', isEntry: true, dynamicImports: ['start.js', 'page.js'] },
      { fileName: 'start.js', imports: ['react.js'], modules: { '/repo/src/app/start.tsx': {} } },
      { fileName: 'react.js' },
      { fileName: 'page.js', imports: ['react.js'] },
    ];
    const kinds = classifyChunks(chunks, {
      isMockModule,
      isStartModule: (id) => id.endsWith('/src/app/start.tsx'),
    });
    expect([...kinds]).toEqual([
      ['index.js', 'initial'],
      ['start.js', 'initial'],
      ['react.js', 'initial'],
      ['page.js', 'lazy'],
    ]);
  });
});

describe('heavy modules', () => {
  it('finds markdown rendering and the results grid among the modules', () => {
    const chunks: { modules: Record<string, { renderedLength?: number }> }[] = [
      { modules: { '/repo/node_modules/react-markdown/index.js': {} } },
      { modules: { '/repo/src/features/opportunities/components/results-grid.tsx': {} } },
    ];
    expect(heavyModulesIn(chunks)).toEqual(['markdown rendering', 'results grid']);
    expect(heavyModulesIn([{ modules: { '/repo/src/app/router.tsx': {} } }])).toEqual([]);
  });

  it('finds what the detail loads on request: the competition section and the task form', () => {
    const chunks: { modules: Record<string, object> }[] = [
      { modules: { '/repo/src/features/competition/components/opportunity-competition.tsx': {} } },
      { modules: { '/repo/src/features/tasks/components/task-form-dialog.tsx': {} } },
      { modules: { '/repo/src/features/tasks/components/opportunity-tasks.tsx': {} } },
      { modules: { '/repo/src/features/tasks/components/task-form-dialog-on-demand.tsx': {} } },
    ];
    expect(heavyModulesIn(chunks, ON_REQUEST_MODULES.opportunity)).toEqual([
      'competition intelligence',
      'task form',
    ]);
    expect(heavyModulesIn(chunks.slice(2), ON_REQUEST_MODULES.opportunity)).toEqual([]);
  });
});

describe('budgets', () => {
  const routes = (landing: number, dashboard: number, heavy: string[] = []) => [
    { key: 'landing', route: '/', bytes: landing, heavy: [] },
    { key: 'dashboard', route: '/dashboard', bytes: dashboard, heavy },
    { key: 'opportunity', route: 'a detail', bytes: 200, heavy: [] },
  ];

  it('holds at the limits', () => {
    expect(
      brokenBudgets({
        bareBytes: 100,
        routes: routes(130, 220),
        lazyChunks: [{ fileName: 'a.js', bytes: 60 * 1024 }],
      }),
    ).toEqual([]);
  });

  it('names each broken budget', () => {
    const broken = brokenBudgets({
      bareBytes: 100,
      routes: routes(131, 221, ['results grid']),
      lazyChunks: [{ fileName: 'big.js', bytes: 60 * 1024 + 1 }],
    });
    expect(broken).toEqual([
      '/ 1.31x bare (limit 1.3x)',
      '/dashboard 2.21x bare (limit 2.2x)',
      '/dashboard downloads results grid before idle',
      'lazy chunk big.js is 60.0 KB (limit 60.0 KB)',
    ]);
  });

  it('needs a measurement of each budgeted route', () => {
    expect(() => brokenBudgets({ bareBytes: 1, routes: [], lazyChunks: [] })).toThrow(/landing/);
  });
});

describe('brokenMainThreadBudgets', () => {
  const budgets = { ...BUDGETS, mainThreadRatio: { landing: 1.5, dashboard: 4 } };
  const rows = (landing: number, dashboard: number) => [
    { key: 'landing', route: '/ (landing)', ms: landing },
    { key: 'dashboard', route: '/dashboard', ms: dashboard },
  ];

  it('holds at the limit and names the route over it', () => {
    expect(brokenMainThreadBudgets({ bareMs: 20, routes: rows(30, 80), budgets })).toEqual([]);
    expect(brokenMainThreadBudgets({ bareMs: 20, routes: rows(31, 81), budgets })).toEqual([
      'main-thread JS on / (landing) 1.55x bare (limit 1.5x)',
      'main-thread JS on /dashboard 4.05x bare (limit 4x)',
    ]);
  });

  it('needs a measurement of each budgeted route', () => {
    expect(() =>
      brokenMainThreadBudgets({ bareMs: 20, routes: rows(1, 1).slice(0, 1), budgets }),
    ).toThrow(/dashboard/);
  });
});
