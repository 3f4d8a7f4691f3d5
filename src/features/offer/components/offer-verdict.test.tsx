import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { companyDocumentsResponseSchema } from '@/entities/company-documents/api/company-documents-schema';
import { offerRequirements } from '@/mocks/areas/ai/offer-requirements';
import { apiUrl } from '@/mocks/core/http';
import { server } from '@/mocks/node';
import { db } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { offerDraftResponseSchema } from '../api/offer-schema';
import { OfferVerdict } from './offer-verdict';

/** An agile purchase with términos de referencia: the registry, the sworn statement, the quote. */
const record = db.opportunities.find(
  (candidate) =>
    candidate.kind === 'compra_agil' &&
    offerRequirements(candidate).requirements.length > 0 &&
    Date.parse(candidate.dates.close) > Date.now() + 86_400_000,
)!;

beforeEach(async () => {
  await signInAs('demo');
  server.use(
    http.get(apiUrl('/companies/:companyId/documents'), () =>
      HttpResponse.json(companyDocumentsResponseSchema.parse({ data: [] })),
    ),
    http.get(apiUrl('/opportunities/:codigo/offer', 'core'), () =>
      HttpResponse.json(offerDraftResponseSchema.parse({ data: null })),
    ),
  );
});

describe('OfferVerdict', () => {
  it('says what fails and that the offer can still be sent', async () => {
    renderWithProviders(<OfferVerdict companyId={1} codigo={record.code} budget={null} />);
    const section = screen.getByRole('region', { name: 'Revisión antes de enviar' });
    expect(
      await within(section).findByText('Faltan 3 requisitos obligatorios'),
    ).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Inscripción en el Registro de Proveedores: falta en Documentos de la empresaIr a Documentos de la empresa',
      'Anexo Declaración jurada de requisitos para ofertar: sin completar en AnexosIr a Anexos',
      'Anexo Oferta económica: sin completar en AnexosIr a Anexos',
    ]);
    expect(
      within(section).getByText(
        'Puedes enviarla igual, pero una oferta a la que le falta un requisito obligatorio puede quedar inadmisible.',
      ),
    ).toBeInTheDocument();
  });
});
