import { afterEach, describe, expect, it, vi } from 'vitest';

import type { IndexHtmlTransformContext, Rolldown } from 'vite';

import {
  appStartFiles,
  DASHBOARD_MODULES,
  deferEntry,
  firstPaintEntry,
  googleSignInModule,
  islandFiles,
  SIGN_IN_MODULES,
  signInFiles,
} from './first-paint-entry';

const BUILT = `<!doctype html>
<html lang="es-CL">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Runs a built page's loader over an empty root or one of index.html's static screens: what it
 * added to the head at once, how many frames it waited for, and what it had added once they ran.
 */
async function runLoader(html: string, shell?: 'landing' | 'dashboard') {
  document.body.innerHTML = shell
    ? `<div id="root" data-shell="${shell}"><h1>${shell}</h1></div>`
    : '<div id="root"></div>';
  document.head.replaceChildren();
  const loaded = () =>
    [...document.head.children].map((tag) => tag.getAttribute('href') ?? tag.getAttribute('src'));
  const frames: FrameRequestCallback[] = [];
  const requestFrame = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => frames.push(callback);
  idleCallbacks.length = 0;
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  try {
    new Function(html.match(/<script>([\s\S]*?)<\/script>/)![1]!)();
    const atOnce = loaded();
    for (const frame of frames) frame(0);
    // The loader adds a few tags per task, the entry's script last: waited for, not timed.
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    return { atOnce, frames: frames.length, afterPaint: loaded() };
  } finally {
    window.requestAnimationFrame = requestFrame;
  }
}

/** The idle callbacks the loader asked for (jsdom has none of its own). */
const idleCallbacks: IdleRequestCallback[] = [];

// The stand-in goes with each test: files share a worker's window (tests/README.md).
const ownIdleCallback = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
afterEach(() => {
  idleCallbacks.length = 0;
  if (ownIdleCallback) Object.defineProperty(window, 'requestIdleCallback', ownIdleCallback);
  else delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** Runs the page's idle moments until it asks for no more; how many there were. */
function runIdle() {
  let moments = 0;
  for (let callback = idleCallbacks.shift(); callback; callback = idleCallbacks.shift()) {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    moments += 1;
  }
  return moments;
}

describe('deferEntry', () => {
  it('replaces the entry script and its preloads with one loader at the end of the body', () => {
    const html = deferEntry(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
    expect(html).toContain(
      '["/assets/react-def.js","/assets/jsx-runtime-ghi.js","/assets/index-abc.js"]',
    );
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('loads the app at once on an empty root, and after the first paint over the static landing', async () => {
    const entry = ['/assets/react-def.js', '/assets/jsx-runtime-ghi.js', '/assets/index-abc.js'];
    // Asked for at once, two tags a task (each starts a fetch on the main thread).
    expect(await runLoader(deferEntry(BUILT))).toEqual({
      atOnce: entry.slice(0, 2),
      frames: 0,
      afterPaint: entry,
    });
    expect(document.head.lastElementChild).toHaveAttribute('type', 'module');
    expect(await runLoader(deferEntry(BUILT), 'landing')).toEqual({
      atOnce: [],
      frames: 1,
      afterPaint: entry,
    });
  });

  it('refuses HTML without the entry script rather than shipping a page that never starts', () => {
    expect(() => deferEntry('<html><body></body></html>')).toThrow(/no entry module script/);
  });
});

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    moduleIds: facadeModuleId ? [facadeModuleId] : [],
  }) as unknown as Rolldown.OutputChunk;

const BUNDLE = {
  'assets/index-abc.js': chunk('assets/index-abc.js', [], '/repo/src/main.tsx'),
  'assets/start.js': chunk(
    'assets/start.js',
    ['assets/react.js', 'assets/router.js'],
    '/repo/src/app/start.tsx',
  ),
  'assets/router.js': chunk('assets/router.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/landing.js': chunk(
    'assets/landing.js',
    ['assets/react.js'],
    '/repo/src/app/routes/public/landing.tsx',
  ),
  'assets/toaster.js': chunk(
    'assets/toaster.js',
    ['assets/react.js'],
    '/repo/src/components/ui/sonner.tsx',
  ),
  'assets/protected.js': chunk(
    'assets/protected.js',
    ['assets/react.js'],
    '/repo/src/app/routes/dashboard/protected.tsx',
  ),
  'assets/layout.js': chunk(
    'assets/layout.js',
    ['assets/router.js'],
    '/repo/src/app/shell/dashboard-layout.tsx',
  ),
  'assets/search.js': chunk(
    'assets/search.js',
    ['assets/react.js'],
    '/repo/src/app/routes/dashboard/search.tsx',
  ),
  'assets/google.js': chunk(
    'assets/google.js',
    ['assets/react.js'],
    '/repo/src/features/auth/components/google-oauth-button.tsx',
  ),
  'assets/island.js': chunk(
    'assets/island.js',
    ['assets/toast.js'],
    '/repo/src/app/landing-island.ts',
  ),
  'assets/toast.js': chunk('assets/toast.js', []),
} as unknown as Rolldown.OutputBundle;

describe('appStartFiles', () => {
  it("lists the app's start chunk after everything it imports statically, once each", () => {
    expect(appStartFiles(BUNDLE)).toEqual([
      '/assets/router.js',
      '/assets/react.js',
      '/assets/start.js',
    ]);
  });

  it('refuses a bundle without the start chunk', () => {
    expect(() => appStartFiles({})).toThrow(/no chunk for src\/app\/start.tsx/);
  });
});

describe('signInFiles', () => {
  it("lists the app's start, the landing and the dashboard's first screen with their imports, once each", () => {
    expect(signInFiles(BUNDLE)).toEqual([
      '/assets/router.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/landing.js',
      '/assets/toaster.js',
      '/assets/protected.js',
      '/assets/layout.js',
      '/assets/search.js',
    ]);
  });

  it("adds Google's flow as the build has it: with a client id, or the mock's chooser", () => {
    expect(googleSignInModule({ GOOGLE_CLIENT_ID: 'id', MOCK: false })).toBe(
      'src/features/auth/components/google-oauth-button.tsx',
    );
    expect(googleSignInModule({ MOCK: true })).toBe('src/mocks/ui/google-account-chooser.tsx');
    expect(googleSignInModule({ MOCK: false })).toBeUndefined();
    expect(
      signInFiles(BUNDLE, '/', [
        ...SIGN_IN_MODULES,
        googleSignInModule({ GOOGLE_CLIENT_ID: 'id', MOCK: false })!,
      ]),
    ).toContain('/assets/google.js');
  });
});

describe("the landing's sign-in, fetched once idle", () => {
  it('preloads (fetched and compiled, not run) what the entry did not load, on the landing only', async () => {
    const html = deferEntry(BUILT, appStartFiles(BUNDLE), [
      '/assets/react-def.js',
      '/assets/start.js',
      '/assets/landing.js',
    ]);
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="prefetch"]')].map(
        (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
      );
    await runLoader(html, 'landing');
    // The entry's own preloads; the sign-in's code in the page's idle moments, a few per moment.
    expect(preloads()).toEqual([
      'modulepreload /assets/react-def.js',
      'modulepreload /assets/jsx-runtime-ghi.js',
    ]);
    expect(runIdle()).toBeGreaterThan(1);
    expect(preloads()).toEqual([
      'modulepreload /assets/react-def.js',
      'modulepreload /assets/jsx-runtime-ghi.js',
      'modulepreload /assets/start.js',
      'modulepreload /assets/landing.js',
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);

    await runLoader(html, 'dashboard');
    // The dashboard asks for no idle moment at all.
    expect(runIdle()).toBe(0);
    expect(preloads()).not.toContain('modulepreload /assets/landing.js');
  });
});

describe("the dashboard's first screen under the static dashboard", () => {
  it('preloads its route modules beside the app start, a few per task, and the entry last', async () => {
    const html = deferEntry(
      BUILT,
      appStartFiles(BUNDLE),
      [],
      ['/assets/react.js', '/assets/protected.js', '/assets/layout.js', '/assets/search.js'],
    );
    const { afterPaint } = await runLoader(html, 'dashboard');
    expect(afterPaint).toEqual([
      '/assets/react-def.js',
      '/assets/jsx-runtime-ghi.js',
      '/assets/router.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/protected.js',
      '/assets/layout.js',
      '/assets/search.js',
      '/assets/index-abc.js',
    ]);
    // Any other page starts the app without them.
    expect((await runLoader(html)).atOnce).not.toContain('/assets/search.js');
  });
});

describe('the app start beside the entry', () => {
  it('asks for the start chunk and its imports at once on an empty root, after the first paint over the static dashboard', async () => {
    const html = deferEntry(BUILT, appStartFiles(BUNDLE));
    const app = [
      '/assets/react-def.js',
      '/assets/jsx-runtime-ghi.js',
      '/assets/router.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/index-abc.js',
    ];
    // Two tags at once, the rest in the next tasks.
    expect(await runLoader(html)).toEqual({ atOnce: app.slice(0, 2), frames: 0, afterPaint: app });
    expect(await runLoader(html, 'dashboard')).toEqual({
      atOnce: [],
      frames: 1,
      afterPaint: app,
    });
    // The static landing: the entry alone, after its first frame.
    expect(await runLoader(html, 'landing')).toEqual({
      atOnce: [],
      frames: 1,
      afterPaint: ['/assets/react-def.js', '/assets/jsx-runtime-ghi.js', '/assets/index-abc.js'],
    });
  });
});

describe('the landing island', () => {
  it('is preloaded beside the entry on the static landing only, and never prefetched again', async () => {
    expect(islandFiles(BUNDLE)).toEqual(['/assets/toast.js', '/assets/island.js']);
    const html = deferEntry(
      BUILT,
      appStartFiles(BUNDLE),
      signInFiles(BUNDLE),
      [],
      islandFiles(BUNDLE),
    );
    const entry = ['/assets/react-def.js', '/assets/jsx-runtime-ghi.js'];
    const { afterPaint } = await runLoader(html, 'landing');
    // The island beside the entry, the entry last; the sign-in's code in idle moments, without it.
    expect(afterPaint.slice(0, 5)).toEqual([
      ...entry,
      '/assets/toast.js',
      '/assets/island.js',
      '/assets/index-abc.js',
    ]);
    expect(runIdle()).toBeGreaterThan(1);
    const everything = [...document.head.children].map(
      (tag) => tag.getAttribute('href') ?? tag.getAttribute('src'),
    );
    expect(everything).toContain('/assets/start.js');
    expect(everything.filter((href) => href === '/assets/island.js')).toHaveLength(1);
    for (const shell of ['dashboard', undefined] as const) {
      expect((await runLoader(html, shell)).afterPaint).not.toContain('/assets/island.js');
    }
  });
});

describe('firstPaintEntry', () => {
  const transform = (html: string, path: string) => {
    const hook = firstPaintEntry({ MOCK: false }).transformIndexHtml as {
      handler: (html: string, context: IndexHtmlTransformContext) => string;
    };
    return hook.handler(html, {
      path,
      filename: path,
      bundle: BUNDLE,
    } as IndexHtmlTransformContext);
  };

  it("defers the app's entry only: other pages keep the module script the policy allows from 'self'", () => {
    expect(transform(BUILT, '/index.html')).toBe(
      deferEntry(
        BUILT,
        appStartFiles(BUNDLE),
        signInFiles(BUNDLE),
        signInFiles(BUNDLE, '/', DASHBOARD_MODULES),
        islandFiles(BUNDLE),
      ),
    );
    for (const page of ['/scripts/bench/grid.html', '/scripts/bench/users.html']) {
      expect(transform(BUILT, page)).toBe(BUILT);
    }
  });
});
