import type { Plugin, Rolldown } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader that replaces the entry's script and module preloads (decision 0010). When one of
 * index.html's static screens is on screen (`#root[data-shell]`), its scripts are asked for once
 * that screen has painted, so the first paint waits only for the HTML and the CSS: for the
 * landing, the entry alone (which then runs landing-island.ts and nothing of the app); for the
 * dashboard, the entry with the app's start chunk and its imports beside it (the entry imports
 * them dynamically, and would otherwise ask for them only once it has run). On any other page
 * (the root still empty), the latter are asked for at once. On the landing, once the page is
 * loaded and idle, what the sign-in runs (`signIn`) is preloaded as modules (fetched and
 * compiled, not run), two per idle moment, so that the visitor's first press only has to run
 * it.
 */
export function entryLoader(
  entry: string,
  preloads: readonly string[],
  appPreloads: readonly string[] = [],
  signIn: readonly string[] = [],
  dashboard: readonly string[] = [],
  island: readonly string[] = [],
) {
  const landing = JSON.stringify([
    ...preloads,
    ...island.filter((href) => !preloads.includes(href)),
    entry,
  ]);
  const app = JSON.stringify([...preloads, ...appPreloads, entry]);
  const withApp = new Set([...preloads, ...appPreloads, entry]);
  const dashboardShell = JSON.stringify([
    ...preloads,
    ...appPreloads,
    ...dashboard.filter((href) => !withApp.has(href)),
    entry,
  ]);
  const loaded = new Set([...preloads, ...island, entry]);
  const prefetch = JSON.stringify(signIn.filter((href) => !loaded.has(href)));
  return `<script>
      (function () {
        // A few tags a task: each module preload starts a fetch on the main thread, and
        // fifty in one task blocked the page the visitor was looking at.
        function load(hrefs) {
          var next = 0;
          (function slice() {
            var end = Math.min(next + ${LOADER_SLICE}, hrefs.length);
            for (; next < end; next += 1) {
              var last = next === hrefs.length - 1;
              var tag = document.createElement(last ? 'script' : 'link');
              tag.crossOrigin = '';
              if (last) {
                tag.type = 'module';
                tag.src = hrefs[next];
              } else {
                tag.rel = 'modulepreload';
                tag.href = hrefs[next];
              }
              document.head.appendChild(tag);
            }
            if (next < hrefs.length) setTimeout(slice, 0);
          })();
        }
        function idle(task) {
          if (window.requestIdleCallback) requestIdleCallback(task, { timeout: 2000 });
          else setTimeout(task, 0);
        }
        // A few per idle moment, as the loader's preloads: each starts a fetch on the main
        // thread, and a hundred in one callback blocked the landing a visitor was reading.
        function prefetch(hrefs) {
          var next = 0;
          idle(function slice() {
            var end = Math.min(next + ${LOADER_SLICE}, hrefs.length);
            for (; next < end; next += 1) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = hrefs[next];
              document.head.appendChild(link);
            }
            if (next < hrefs.length) idle(slice);
          });
        }
        function whenIdle(task) {
          if (document.readyState === 'complete') idle(task);
          else addEventListener('load', function () { idle(task); }, { once: true });
        }
        var shell = document.getElementById('root').dataset.shell;
        var hrefs = shell === 'landing' ? ${landing} : shell === 'dashboard' ? ${dashboardShell} : ${app};
        if (shell) {
          requestAnimationFrame(function () {
            setTimeout(function () {
              load(hrefs);
              // The landing's sign-in code, fetched and compiled but not run, a little per
              // idle moment: a press then only has to run it.
              if (shell === 'landing') {
                whenIdle(function () {
                  prefetch(${prefetch});
                });
              }
            }, 0);
          });
        } else {
          load(hrefs);
        }
      })();
    </script>`;
}

/**
 * Tags the loader adds per task. Each starts a fetch on the main thread (1.5 to 3.5 ms here):
 * under Lighthouse's 4x slower CPU a task of four already counted as blocking, and the
 * dashboard's 87 in slices of four cost it 250 ms of TBT; in twos, 107 ms.
 */
const LOADER_SLICE = 2;

/** Rewrites built HTML: the entry script and its module preloads become `entryLoader`. */
export function deferEntry(
  html: string,
  appPreloads: readonly string[] = [],
  signIn: readonly string[] = [],
  dashboard: readonly string[] = [],
  island: readonly string[] = [],
) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('first-paint-entry: no entry module script in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('first-paint-entry: no </body>');
  return stripped.replace(
    '</body>',
    `  ${entryLoader(entry[1]!, preloads, appPreloads, signIn, dashboard, island)}\n  </body>`,
  );
}

/** The page the loader is for: the app's, with the static landing (decision 0010). */
export const FIRST_PAINT_PAGE = '/index.html';
/** The module the entry imports to start the app on any page but the static landing. */
export const APP_START = /\/src\/app\/start\.tsx$/;

/**
 * What a sign-in from the landing runs, beside the app's start: the landing's route module (with
 * the auth forms), the toasts that greet the user, and the first screen it lands on, the
 * dashboard's search box (its session gate, its frame and the search page). 'Continuar con
 * Google' adds its own flow.
 */
export const SIGN_IN_MODULES: readonly string[] = [
  'src/app/routes/public/landing.tsx',
  'src/components/ui/sonner.tsx',
  'src/app/routes/dashboard/protected.tsx',
  'src/app/shell/dashboard-layout.tsx',
  'src/app/routes/dashboard/search.tsx',
];

/**
 * The dashboard's first screen (its session gate, frame and search page): preloaded with the
 * app's start under index.html's static dashboard, by the loader, a few per task, rather than
 * by the router's lazy imports all in one.
 */
export const DASHBOARD_MODULES: readonly string[] = [
  'src/app/routes/dashboard/protected.tsx',
  'src/app/shell/dashboard-layout.tsx',
  'src/app/routes/dashboard/search.tsx',
];

/** Google's flow as the build has it: with a client id, or the mock's simulated chooser. */
export function googleSignInModule(env: { GOOGLE_CLIENT_ID?: string; MOCK: boolean }) {
  if (env.GOOGLE_CLIENT_ID) return 'src/features/auth/components/google-oauth-button.tsx';
  return env.MOCK ? 'src/mocks/ui/google-account-chooser.tsx' : undefined;
}

/** A module id (an absolute path) that ends in `path`. */
const endsWith = (path: string) => ({ test: (id: string) => id.endsWith(`/${path}`) });

/**
 * The URLs of the chunk holding `module` (as its facade or among its modules) and of every chunk
 * it imports statically, imports first.
 */
function chunkClosure(
  bundle: Rolldown.OutputBundle,
  module: { test: (id: string) => boolean },
  name: string,
  base: string,
) {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (!holder) throw new Error(`first-paint-entry: no chunk for ${name}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || files.includes(`${base}${fileName}`)) return;
    files.push(`${base}${fileName}`);
    chunk.imports.forEach(visit);
  };
  visit(holder.fileName);
  return [...files.slice(1).reverse(), files[0]!];
}

/** The URLs of `start`'s chunk and of every chunk it imports statically, imports first. */
export function appStartFiles(bundle: Rolldown.OutputBundle, base = '/') {
  return chunkClosure(bundle, APP_START, 'src/app/start.tsx', base);
}

/**
 * The static landing's island (src/app/landing-island.ts), which the entry imports only when the
 * landing is on screen: the loader preloads it there beside the entry, so that it costs no round
 * trip of its own, and no other page downloads it.
 */
export const LANDING_ISLAND = 'src/app/landing-island.ts';

/** The URLs of the island's chunk and of every chunk it imports statically, imports first. */
export function islandFiles(bundle: Rolldown.OutputBundle, base = '/') {
  return chunkClosure(bundle, endsWith(LANDING_ISLAND), LANDING_ISLAND, base);
}

/**
 * What the landing's sign-in runs once the visitor acts: the app's start and `modules`
 * (SIGN_IN_MODULES, and Google's flow), each with its static imports, once each, imports first.
 */
export function signInFiles(
  bundle: Rolldown.OutputBundle,
  base = '/',
  modules: readonly string[] = SIGN_IN_MODULES,
) {
  return [
    ...new Set([
      ...appStartFiles(bundle, base),
      ...modules.flatMap((path) => chunkClosure(bundle, endsWith(path), path, base)),
    ]),
  ];
}

/**
 * Build only: the dev server keeps Vite's own entry script. Decision 0010. Any other page built
 * with the same config (the bench's grid, stream and users pages) has no landing to paint first
 * and keeps Vite's plain module script, which the strict policy allows from 'self' with no hash
 * of its own.
 */
export function firstPaintEntry(env: { GOOGLE_CLIENT_ID?: string; MOCK: boolean }): Plugin {
  let base = '/';
  const google = googleSignInModule(env);
  const signIn = google ? [...SIGN_IN_MODULES, google] : SIGN_IN_MODULES;
  return {
    name: 'oportuna:first-paint-entry',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.path === FIRST_PAINT_PAGE && context.bundle
          ? deferEntry(
              html,
              appStartFiles(context.bundle, base),
              signInFiles(context.bundle, base, signIn),
              signInFiles(context.bundle, base, DASHBOARD_MODULES),
              islandFiles(context.bundle, base),
            )
          : html,
    },
  };
}
