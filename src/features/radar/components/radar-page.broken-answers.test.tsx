import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { assertBrokenAnswersShown, INVALID_RESPONSE_TEXT } from '@/testing/contract-breaking';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { radarResponseSchema } from '../api/get-radar';
import { RadarPage } from './radar-page';

beforeEach(async () => {
  await signInAs('demo');
});

describe('the radar, on answers the server did not promise', () => {
  it('says it could not load it, in the spec words, and nothing is left uncaught', async () => {
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/radar', schema: radarResponseSchema },
      {
        open: () => {
          renderWithProviders(<RadarPage companyId={1} />);
        },
        showsError: () => {
          const alert = screen.getByRole('alert');
          expect(within(alert).getByText('No pudimos cargar el radar')).toBeVisible();
          expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
        },
        showsAnswer: () => {
          expect(screen.queryByRole('alert')).toBeNull();
          if (screen.queryByText('Aún no sabemos qué vendes')) return;
          expect(screen.getByText(/^Lo que puede volver en tus rubros/)).toBeVisible();
        },
      },
    );
  }, 30_000);
});
