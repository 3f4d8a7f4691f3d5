import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader that replaces the entry's script and module preloads. When index.html's static
 * landing is on screen, the app's JS is asked for once that screen has painted, so the first
 * paint waits only for the HTML and the CSS, not for the JS sharing the connection; on every
 * other page (the root still empty) it is asked for at once.
 */
export function entryLoader(entry: string, preloads: readonly string[]) {
  const hrefs = JSON.stringify([...preloads, entry]);
  return `<script>
      (function () {
        function load() {
          ${hrefs}.forEach(function (href, index, all) {
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
        if (document.getElementById('root').hasChildNodes()) {
          requestAnimationFrame(function () {
            setTimeout(load, 0);
          });
        } else {
          load();
        }
      })();
    </script>`;
}

/** Rewrites built HTML: the entry script and its module preloads become `entryLoader`. */
export function deferEntry(html: string) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('first-paint-entry: no entry module script in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('first-paint-entry: no </body>');
  return stripped.replace('</body>', `  ${entryLoader(entry[1]!, preloads)}\n  </body>`);
}

/** The page the loader is for: the app's, with the static landing (decision 0010). */
export const FIRST_PAINT_PAGE = '/index.html';

/**
 * `deferEntry` on the app's page only. Any other page built with the same config (the bench's
 * grid, stream and users pages) has no landing to paint first and keeps Vite's plain module
 * script, which the strict policy allows from 'self' with no hash of its own.
 */
export function deferAppEntry(html: string, pagePath: string) {
  return pagePath === FIRST_PAINT_PAGE ? deferEntry(html) : html;
}

/** Build only: the dev server keeps Vite's own entry script. Decision 0010. */
export function firstPaintEntry(): Plugin {
  return {
    name: 'oportuna:first-paint-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => deferAppEntry(html, context.path),
    },
  };
}
