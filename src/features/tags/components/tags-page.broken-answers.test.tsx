import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { tagListResponseSchema } from '@/entities/tag/api/tag-schema';
import {
  assertBrokenAnswersShown,
  expectToast,
  INVALID_RESPONSE_TEXT,
} from '@/testing/contract-breaking';
import { db } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { opportunityTagsResponseSchema } from '../api/get-opportunity-tags';
import { TagsPage } from './tags-page';

beforeEach(async () => {
  await signInAs('demo');
});

/**
 * The tags page as its route mounts it, on Comercial Andes' 'Postular' (4 opportunities), with
 * the route's row schema; the chosen tag's rows are listed plainly (the results grid they go to
 * is the search's, held to broken answers there).
 */
function openTagsPage() {
  const postular = db.state.tags.find((tag) => tag.companyId === 1 && tag.name === 'Postular')!;
  renderWithProviders(
    <TagsPage
      companyId={1}
      selectedTagId={String(postular.id)}
      rowSchema={opportunitySummarySchema}
      renderOpportunities={(rows) => (
        <ul aria-label="Oportunidades etiquetadas">
          {rows.map((row) => (
            <li key={row.codigo}>{row.nombre}</li>
          ))}
        </ul>
      )}
    />,
  );
}

describe('the tags page, on answers the server did not promise', () => {
  it("says 'Error al cargar etiquetas', and the toast why, for a broken tag list", async () => {
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/tags', schema: tagListResponseSchema },
      {
        open: openTagsPage,
        showsError: () => {
          const alert = screen.getByRole('alert');
          expect(within(alert).getByText('Error al cargar etiquetas')).toBeVisible();
          expectToast('Error al obtener etiquetas', INVALID_RESPONSE_TEXT);
        },
        showsAnswer: () => {
          expect(screen.queryByRole('alert')).toBeNull();
          const empty = screen.queryByText('Aún no tienes etiquetas');
          if (empty) return;
          const list = screen.getByRole('heading', { name: 'Etiquetas de tu empresa' });
          expect(list.closest('section')!.querySelectorAll('li').length).toBeGreaterThan(0);
        },
      },
    );
  }, 30_000);

  it("says 'No pudimos cargar las oportunidades etiquetadas.', and the toast why, for a broken list of tagged opportunities", async () => {
    await assertBrokenAnswersShown(
      {
        method: 'GET',
        path: '/opportunity/tags',
        schema: opportunityTagsResponseSchema(opportunitySummarySchema),
      },
      {
        open: openTagsPage,
        showsError: () => {
          const alert = screen.getByRole('alert');
          expect(
            within(alert).getByText('No pudimos cargar las oportunidades etiquetadas.'),
          ).toBeVisible();
          expectToast('Error al obtener las oportunidades etiquetadas', INVALID_RESPONSE_TEXT);
        },
        showsAnswer: () => {
          expect(screen.queryByRole('alert')).toBeNull();
          const section = screen.getByRole('region', {
            name: 'Oportunidades con la etiqueta Postular',
          });
          const empty = within(section).queryByText('Aún no hay oportunidades con esta etiqueta');
          if (empty) return;
          expect(
            within(section).getByRole('list', { name: 'Oportunidades etiquetadas' }),
          ).toBeVisible();
        },
      },
    );
  }, 30_000);
});
