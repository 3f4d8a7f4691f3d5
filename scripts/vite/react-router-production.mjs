import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * react-router 7's package exports point every condition at `dist/development`, whose code carries
 * its development warnings (remix-run/react-router#14102), so a production build would ship them;
 * the package also ships `dist/production`. Builds resolve the two entry points the app reaches
 * (`react-router`, and `react-router/dom` through react-router-dom) to it. The bench's bare
 * React + router build uses the same aliases, so the comparison stays even.
 */
export function reactRouterProductionAliases() {
  // react-router is react-router-dom's dependency, not ours: found from react-router-dom, it is
  // the copy react-router-dom itself imports.
  const require = createRequire(import.meta.url);
  const fromRouterDom = createRequire(require.resolve('react-router-dom/package.json'));
  const root = dirname(fromRouterDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}
