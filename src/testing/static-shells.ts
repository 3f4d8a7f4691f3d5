import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from 'vitest';

/**
 * index.html's static first screens (decision 0010): each copy sits between
 * `<!-- {name}-shell:start -->` and `<!-- {name}-shell:end -->` in its template, and the page's
 * inline script picks one. The landing's auth forms ('landing-login', 'landing-register') are the
 * views its script puts in the landing's panel at a press before the app is in.
 */
export type StaticShell = 'landing' | 'landing-login' | 'landing-register' | 'dashboard';

const INDEX_HTML = path.resolve(__dirname, '../../index.html');
const UPDATE = 'UPDATE_STATIC_SHELLS';

const markers = (shell: StaticShell) =>
  new RegExp(`(<!-- ${shell}-shell:start -->)([\\s\\S]*?)(<!-- ${shell}-shell:end -->)`);

const readIndexHtml = () => readFileSync(INDEX_HTML, 'utf8');

/** The markup index.html paints for `shell`. */
export function readStaticShell(shell: StaticShell) {
  const copy = markers(shell).exec(readIndexHtml())?.[2];
  if (copy === undefined) throw new Error(`index.html has no ${shell}-shell template`);
  return copy;
}

/** Compares markup as the browser parses it, whatever the attribute order or whitespace. */
function normalise(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.innerHTML;
}

/**
 * Expects index.html's copy of `shell` to be `rendered`, the app's own render; with
 * UPDATE_STATIC_SHELLS=1 in the environment, writes it there first.
 */
export function expectStaticShell(shell: StaticShell, rendered: string) {
  if (process.env[UPDATE]) {
    writeFileSync(
      INDEX_HTML,
      readIndexHtml().replace(markers(shell), (_, start, __, end) => `${start}${rendered}${end}`),
    );
  }
  expect(
    normalise(readStaticShell(shell)),
    `index.html's ${shell} is stale: run ${UPDATE}=1 npx vitest run shell.test`,
  ).toBe(normalise(rendered));
}

/**
 * Puts index.html's body in the document and runs its inline script, as the browser does before
 * any module: returns the root, painted or empty.
 */
export function runIndexHtml() {
  const html = readIndexHtml();
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const inline = [...document.body.querySelectorAll('script:not([src])')];
  if (inline.length !== 1) throw new Error('index.html should have one inline script');
  // index.html's own script, run as the browser would.
  new Function(inline[0]!.textContent!)();
  return document.getElementById('root')!;
}
