import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Component as Landing } from './landing';

const INDEX_HTML = path.resolve(__dirname, '../../../../index.html');
const SHELL = /(<!-- landing-shell:start -->)([\s\S]*?)(<!-- landing-shell:end -->)/;

/** The landing's first render, signed out, as a visitor's browser makes it. */
function firstRender() {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={['/']}>
      <Landing />
    </MemoryRouter>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

/** Compares markup as the browser parses it, whatever the attribute order or whitespace. */
function normalise(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.innerHTML;
}

describe("index.html's static landing", () => {
  it("is the landing's first render, so React replaces it without a visible change", () => {
    const rendered = firstRender();
    const indexHtml = readFileSync(INDEX_HTML, 'utf8');
    if (process.env.UPDATE_LANDING_SHELL) {
      writeFileSync(
        INDEX_HTML,
        indexHtml.replace(SHELL, (_, start, __, end) => `${start}${rendered}${end}`),
      );
    }
    const shell = readFileSync(INDEX_HTML, 'utf8').match(SHELL)?.[2] ?? '';
    expect(
      normalise(shell),
      'index.html is stale: run UPDATE_LANDING_SHELL=1 npx vitest run src/app/routes/public/landing-shell.test.tsx',
    ).toBe(normalise(rendered));
    expect(rendered).toContain('Encuentra las licitaciones que tu empresa puede ganar.');
  });
});
