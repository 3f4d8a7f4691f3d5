import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  companyDocumentsResponseSchema,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';
import { addDays, chileDayKey } from '@/lib/chile-time';
import { readFileBytes } from '@/lib/file-signature';
import { formatCLP } from '@/lib/format';
import { biddingTerms } from '@/mocks/areas/catalogue/bidding-terms';
import { apiUrl } from '@/mocks/core/http';
import { server } from '@/mocks/node';
import { db } from '@/testing/mock-api';
import { reviewDocument, reviewDraft } from '@/testing/offer-review';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { offerDraftResponseSchema, type OfferDraft } from '../api/offer-schema';
import { RequirementsSection } from './requirements-section';

/** An open goods tender with a published budget that asks for the seriedad guarantee. */
const record = db.opportunities.find(
  (candidate) =>
    candidate.kind === 'licitacion' &&
    candidate.type === 'LQ' &&
    candidate.status === 'Publicada' &&
    candidate.amountVisible &&
    biddingTerms(candidate).work === 'bienes' &&
    !biddingTerms(candidate).distributorLetter &&
    biddingTerms(candidate).seriedad !== null &&
    Date.parse(candidate.dates.close) > Date.now() + 3 * 86_400_000,
)!;
const CODE = record.code;
const terms = biddingTerms(record);
const today = chileDayKey(new Date())!;
const closeDay = chileDayKey(record.dates.close)!;
const detail = {
  codigo: CODE,
  nombre: record.name,
  comprador: {
    organismo: 'Hospital de Prueba',
    codigoOrganismo: '1',
    unidad: 'Abastecimiento',
    rutUnidad: '61.000.000-0',
    direccion: 'Calle 1',
    comuna: 'Santiago',
    region: 'Región Metropolitana de Santiago',
  },
  items: [],
  monto: record.estimatedAmount,
};

function serveVault(documents: CompanyDocument[]) {
  const body = companyDocumentsResponseSchema.parse({ data: documents });
  server.use(http.get(apiUrl('/companies/:companyId/documents'), () => HttpResponse.json(body)));
}
function serveDraft(draft: OfferDraft | null) {
  const body = offerDraftResponseSchema.parse({ data: draft });
  server.use(
    http.get(apiUrl('/opportunities/:codigo/offer', 'core'), () => HttpResponse.json(body)),
  );
}
const fileRequests: string[] = [];
function serveFiles(status = 200) {
  server.use(
    http.get(apiUrl('/companies/:companyId/documents/:id/file'), ({ params }) => {
      fileRequests.push(String(params.id));
      return status === 200
        ? new HttpResponse(`%PDF-1.4\n% documento ${String(params.id)}\n%%EOF\n`, {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : HttpResponse.json({ message: 'Error interno' }, { status });
    }),
  );
}

/** Every kind the tender asks for, valid long past the close; the guarantee large enough. */
const fullVault = () => [
  reviewDocument('registro_proveedores', null, { name: 'registro.pdf' }),
  reviewDocument('f30', addDays(closeDay, 30), { name: 'f30.pdf' }),
  reviewDocument('vigencia', null, { name: 'vigencia.pdf' }),
  reviewDocument('certificacion', null, { name: 'iso-9001.pdf' }),
  reviewDocument('balance', null, { name: 'balance-2025.pdf' }),
  reviewDocument('garantia', addDays(closeDay, 400), {
    name: 'boleta-seriedad.pdf',
    amount: terms.seriedad!.amount * 10,
  }),
];

const render = () =>
  renderWithProviders(<RequirementsSection companyId={1} codigo={CODE} detail={detail} />);

beforeEach(async () => {
  fileRequests.length = 0;
  await signInAs('demo');
});

describe('Revisar antes de enviar', () => {
  it(
    'lists what fails, with why and where to fix it, in a named dialog',
    { timeout: 30_000 },
    async () => {
      serveVault([
        reviewDocument('registro_proveedores', null, { name: 'registro.pdf' }),
        reviewDocument('f30', addDays(today, 1), { name: 'f30-viejo.pdf' }),
      ]);
      serveDraft(null);
      const { user } = render();
      await user.click(await screen.findByRole('button', { name: 'Revisar antes de enviar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Revisar antes de enviar' });
      // F30 expiring, vigencia, 2 anexos declaración/identificación, certificación, economic
      // annex, balance, guarantee, and the signature when the bases ask for it.
      const failing = 8 + (terms.advancedSignature ? 1 : 0);
      expect(
        await within(dialog).findByText(`Faltan ${failing} requisitos obligatorios`),
      ).toBeInTheDocument();
      const missing = within(dialog).getByRole('region', { name: 'Lo que falta' });
      expect(within(missing).getAllByRole('listitem')).toHaveLength(failing);
      const guarantee = within(missing)
        .getByText('Garantía de seriedad de la oferta')
        .closest('li')!;
      expect(guarantee).toHaveTextContent(
        `Garantía de seriedad de la oferta: falta una boleta de garantía o póliza por ${formatCLP(terms.seriedad!.amount)}`,
      );
      expect(
        within(guarantee).getByRole('link', { name: 'Ir a Documentos de la empresa' }),
      ).toHaveAttribute('href', '/dashboard/documentos');
      const economic = within(missing).getByText('Anexo Oferta económica').closest('li')!;
      expect(economic).toHaveTextContent('Anexo Oferta económica: sin completar en Anexos');
      expect(within(economic).getByRole('link', { name: 'Ir a Anexos' })).toHaveAttribute(
        'href',
        '#anexos',
      );
      const ready = within(dialog).getByRole('region', { name: 'Lo que está listo' });
      expect(ready).toHaveTextContent(
        'Inscripción en el Registro de Proveedores: Listo: registro.pdf',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('says the offer is ready when the vault, the anexos and the total meet the bases', async () => {
    serveVault(fullVault());
    const draft = reviewDraft();
    draft.economica.lines = [{ correlative: 1, quantity: 1, unitPrice: 1000 }];
    serveDraft(draft);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Revisar antes de enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar antes de enviar' });
    expect(await within(dialog).findByText('Tu oferta está lista para enviar')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Lo que falta' })).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Lo que está listo' })).toHaveTextContent(
      `Total de la oferta frente al presupuesto: el total con IVA ($1.190) cabe en el presupuesto publicado (${formatCLP(record.estimatedAmount)})`,
    );
  }, 30_000);
});

describe('Descargar paquete de oferta (.zip)', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:paquete';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  it('zips the checklist, the vault documents the requirements use and the anexos, by group', async () => {
    serveVault([...fullVault(), reviewDocument('experiencia', null, { name: 'otra.pdf' })]);
    serveDraft(reviewDraft());
    serveFiles();
    const downloads = captureDownloads();
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Descargar paquete de oferta (.zip)' }),
    );
    // The PDF writers and fflate are fetched on this first press.
    await waitFor(() => expect(downloads.names).toEqual([`Paquete de oferta ${CODE}.zip`]), {
      timeout: 15_000,
    });
    expect(downloads.blobs[0]!.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await readFileBytes(downloads.blobs[0]!)));
    expect(Object.keys(files).sort()).toEqual([
      '1 Antecedentes administrativos/Anexo Declaración jurada de requisitos para ofertar.pdf',
      '1 Antecedentes administrativos/Anexo Identificación del oferente.pdf',
      '1 Antecedentes administrativos/Certificado F30 de antecedentes laborales y previsionales.pdf',
      '1 Antecedentes administrativos/Certificado de vigencia de la sociedad.pdf',
      '1 Antecedentes administrativos/Inscripción en el Registro de Proveedores.pdf',
      '2 Antecedentes técnicos/Certificación de calidad del fabricante de los productos ofertados.pdf',
      '3 Oferta económica/Anexo Oferta económica.pdf',
      '3 Oferta económica/Balance y estado de resultados del último ejercicio.pdf',
      '4 Garantías/Garantía de seriedad de la oferta.pdf',
      'Lista de verificación.pdf',
    ]);
    for (const bytes of Object.values(files)) expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-');
    expect(fileRequests).toHaveLength(6);
    expect(
      screen.getByRole('button', { name: 'Descargar paquete de oferta (.zip)' }),
    ).toBeEnabled();
  }, 30_000);

  it('says which file failed and leaves the page as it was', async () => {
    serveVault(fullVault());
    serveDraft(null);
    serveFiles(500);
    const downloads = captureDownloads();
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Descargar paquete de oferta (.zip)' }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'No pudimos agregar el documento «registro.pdf» al paquete.',
    );
    expect(downloads.names).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Descargar paquete de oferta (.zip)' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Revisar antes de enviar' })).toBeInTheDocument();
  }, 30_000);
});
