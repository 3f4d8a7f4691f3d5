import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader that replaces the entry's script and module preloads (decision 0010). When one of
 * index.html's static screens is on screen (`#root[data-shell]`), its scripts are asked for once
 * that screen has painted, so the first paint waits only for the HTML and the CSS: for the
 * landing, the entry alone (which then runs landing-island.ts and nothing of the app); for the
 * dashboard, the entry with the app's start chunk and its imports beside it (the entry imports
 * them dynamically, and would otherwise ask for them only once it has run). On any other page
 * (the root still empty), the latter are asked for at once.
 */
export function entryLoader(
  entry: string,
  preloads: readonly string[],
  appPreloads: readonly string[] = [],
) {
  const landing = JSON.stringify([...preloads, entry]);
  const app = JSON.stringify([...preloads, ...appPreloads, entry]);
  return `<script>
      (function () {
        function load(hrefs) {
          hrefs.forEach(function (href, index, all) {
            var last = index === all.length - 1;
            var tag = document.createElement(last ? 'script' : 'link');
            tag.crossOrigin = '';
            if (last) {
              tag.type = 'module';
              tag.src = href;
            } else {
              tag.rel = 'modulepreload';
              tag.href = href;
            }
            document.head.appendChild(tag);
          });
        }
        var shell = document.getElementById('root').dataset.shell;
        var hrefs = shell === 'landing' ? ${landing} : ${app};
        if (shell) {
          requestAnimationFrame(function () {
            setTimeout(function () {
              load(hrefs);
            }, 0);
          });
        } else {
          load(hrefs);
        }
      })();
    </script>`;
}

/** Rewrites built HTML: the entry script and its module preloads become `entryLoader`. */
export function deferEntry(html: string, appPreloads: readonly string[] = []) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('first-paint-entry: no entry module script in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('first-paint-entry: no </body>');
  return stripped.replace(
    '</body>',
    `  ${entryLoader(entry[1]!, preloads, appPreloads)}\n  </body>`,
  );
}

/** The page the loader is for: the app's, with the static landing (decision 0010). */
export const FIRST_PAINT_PAGE = '/index.html';
/** The module the entry imports to start the app on any page but the static landing. */
export const APP_START = /\/src\/app\/start\.tsx$/;

/** The URLs of `start`'s chunk and of every chunk it imports statically, imports first. */
export function appStartFiles(bundle: OutputBundle, base = '/') {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  // The chunk that holds it, whether as its facade or among its modules.
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)));
  if (!start) throw new Error('first-paint-entry: no chunk for src/app/start.tsx');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || files.includes(`${base}${fileName}`)) return;
    files.push(`${base}${fileName}`);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...files.slice(1).reverse(), files[0]!];
}

/**
 * Build only: the dev server keeps Vite's own entry script. Decision 0010. Any other page built
 * with the same config (the bench's grid, stream and users pages) has no landing to paint first
 * and keeps Vite's plain module script, which the strict policy allows from 'self' with no hash
 * of its own.
 */
export function firstPaintEntry(): Plugin {
  let base = '/';
  return {
    name: 'oportuna:first-paint-entry',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.path === FIRST_PAINT_PAGE && context.bundle
          ? deferEntry(html, appStartFiles(context.bundle, base))
          : html,
    },
  };
}
