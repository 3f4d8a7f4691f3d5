import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { privacyPolicy } from '@/features/legal/content/privacy';
import { termsOfUse } from '@/features/legal/content/terms';
import type { LegalDocument } from '@/features/legal/content/types';

import { LegalPage } from './legal-page';

function renderPage(document: LegalDocument, otherLink = { label: 'Otro', href: '/otro' }) {
  const router = createMemoryRouter([
    { path: '/', element: <LegalPage document={document} otherLink={otherLink} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('LegalPage', () => {
  it.each([
    ['terms', termsOfUse],
    ['privacy', privacyPolicy],
  ])('renders the %s document with its index and numbered sections', (_name, document) => {
    renderPage(document);

    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    expect(window.document.title).toBe(`${document.title} · Oportuna`);
    expect(screen.getByText('21 de noviembre de 2026')).toHaveAttribute('datetime', '2026-11-21');

    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      document.sections.map((section) => `#${section.id}`),
    );

    document.sections.forEach((section, index) => {
      const region = screen.getByRole('region', { name: `${index + 1}. ${section.title}` });
      expect(region).toHaveAttribute('id', section.id);
      expect(
        within(region).getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` }),
      ).toBeInTheDocument();
    });
  });

  it('links home and to the other document', () => {
    renderPage(termsOfUse, { label: 'Política de privacidad', href: '/privacy' });

    expect(screen.getByRole('link', { name: 'Oportuna: ir al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
