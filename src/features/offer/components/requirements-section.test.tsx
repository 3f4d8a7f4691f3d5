import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  companyDocumentsResponseSchema,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';
import { addDays, chileDayKey } from '@/lib/chile-time';
import { biddingTerms } from '@/mocks/areas/catalogue/bidding-terms';
import { apiUrl } from '@/mocks/core/http';
import { server } from '@/mocks/node';
import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { RequirementsSection } from './requirements-section';

/** An open goods tender (LQ: balance mandatory) that asks for the seriedad guarantee. */
const record = db.opportunities.find(
  (candidate) =>
    candidate.kind === 'licitacion' &&
    candidate.type === 'LQ' &&
    candidate.status === 'Publicada' &&
    biddingTerms(candidate).work === 'bienes' &&
    !biddingTerms(candidate).distributorLetter &&
    biddingTerms(candidate).seriedad !== null &&
    Date.parse(candidate.dates.close) > Date.now() + 3 * 86_400_000,
)!;
const CODE = record.code;
const today = chileDayKey(new Date())!;
const closeDay = chileDayKey(record.dates.close)!;

let documentId = 1;
const vaultDocument = (
  kind: CompanyDocument['kind'],
  name: string,
  expiresOn: string | null,
): CompanyDocument => ({
  id: documentId++,
  kind,
  name,
  type: 'application/pdf',
  size: 20_000,
  issuedOn: addDays(today, -30),
  expiresOn,
  note: '',
  amount: null,
  uploadedAt: new Date().toISOString(),
  uploadedBy: { id: 1, name: 'Daniela Muñoz Rojas' },
});

function serveVault(documents: CompanyDocument[]) {
  const body = companyDocumentsResponseSchema.parse({ data: documents });
  server.use(http.get(apiUrl('/companies/:companyId/documents'), () => HttpResponse.json(body)));
}

beforeEach(async () => {
  await signInAs('demo');
});

const section = () => screen.getByRole('region', { name: 'Requisitos para postular' });
const row = (name: string) =>
  within(section()).getByRole('heading', { name, level: 4 }).closest('li')! as HTMLElement;

describe('Requisitos para postular', () => {
  it(
    'lists what the bases ask for, grouped, with level, state against the vault and source',
    { timeout: 15_000 },
    async () => {
      serveVault([
        vaultDocument('registro_proveedores', 'registro-2026.pdf', addDays(closeDay, 200)),
        vaultDocument('f30', 'f30-viejo.pdf', addDays(today, -2)),
        vaultDocument('f30', 'f30-marzo.pdf', addDays(closeDay, -1)),
        vaultDocument('vigencia', 'vigencia.pdf', null),
      ]);
      renderWithProviders(<RequirementsSection companyId={1} codigo={CODE} />);
      // 2 listos (registro, vigencia) of 9: 3 anexos, F30 expiring, certification, balance, guarantee.
      expect(await within(section()).findByText('2 de 9 requisitos listos')).toBeInTheDocument();
      expect(
        within(section())
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([
        'Antecedentes administrativos',
        'Antecedentes técnicos',
        'Oferta económica',
        'Garantías',
      ]);

      const registro = row('Inscripción en el Registro de Proveedores');
      expect(within(registro).getByText('Obligatorio')).toBeInTheDocument();
      expect(within(registro).getByText('Listo: registro-2026.pdf')).toBeInTheDocument();
      expect(within(registro).getByText('Fuente: Bases Administrativas.pdf')).toBeInTheDocument();
      expect(within(registro).queryByRole('button', { name: /Asignar/ })).toBeNull();

      const f30 = row('Certificado F30 de antecedentes laborales y previsionales');
      expect(within(f30).getByText('Vence antes del cierre: f30-marzo.pdf')).toBeInTheDocument();

      const economica = row('Anexo Oferta económica');
      expect(within(economica).getByText('Causal de inadmisibilidad')).toBeInTheDocument();
      expect(within(economica).getByText('Se genera aquí')).toBeInTheDocument();

      const guarantee = row('Garantía de seriedad de la oferta');
      expect(within(guarantee).getByText('Causal de inadmisibilidad')).toBeInTheDocument();
      expect(within(guarantee).getByText('Falta')).toBeInTheDocument();
      expect(
        within(guarantee).getByText(/^Garantía de seriedad de la oferta\. El oferente deberá/),
      ).toBeInTheDocument();
      expect(
        within(guarantee).getByRole('link', { name: 'Subir a Documentos de la empresa' }),
      ).toHaveAttribute('href', '/dashboard/documentos');

      expect(
        within(row('Balance y estado de resultados del último ejercicio')).getByText('Falta'),
      ).toBeInTheDocument();
    },
  );

  it(
    'assigns a requirement to a teammate, due the business day before the close, and links to the task',
    { timeout: 30_000 },
    async () => {
      serveVault([]);
      const { user } = renderWithProviders(<RequirementsSection companyId={1} codigo={CODE} />);
      await within(section()).findByText('0 de 9 requisitos listos');
      await user.click(
        within(row('Garantía de seriedad de la oferta')).getByRole('button', {
          name: 'Asignar: Garantía de seriedad de la oferta',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Asignar requisito' });
      expect(within(dialog).getByLabelText('Título')).toHaveValue(
        'Conseguir: Garantía de seriedad de la oferta',
      );
      const due = within(dialog).getByLabelText('Fecha de vencimiento');
      expect((due as HTMLInputElement).value < closeDay).toBe(true);

      // No one chosen, and a day past the close: said at each field, nothing sent.
      await user.clear(due);
      await user.type(due, addDays(closeDay, 1));
      await user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
      expect(await within(dialog).findByText('Elige a quién se lo asignas')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          `Debe vencer antes del cierre (${closeDay.split('-').reverse().join('-')})`,
        ),
      ).toBeInTheDocument();

      await user.clear(due);
      await user.type(due, addDays(closeDay, -1));
      await user.click(within(dialog).getByRole('combobox', { name: 'Responsable' }));
      await user.click(await screen.findByRole('option', { name: 'Joaquín Valdés' }));

      // A refusal keeps the dialog and what was chosen.
      faults.add({ kind: 'server-error', method: 'POST', path: '/tasks', times: 1 });
      await user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
      expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: 'Responsable' })).toHaveTextContent(
        'Joaquín Valdés',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
      await findToast('Tarea creada');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const task = db.state.tasks.at(-1)!;
      expect(task).toMatchObject({
        title: 'Conseguir: Garantía de seriedad de la oferta',
        opportunityCode: CODE,
        requirement: { id: 'seriedad', name: 'Garantía de seriedad de la oferta' },
        priority: 'alta',
      });
      expect(chileDayKey(task.dueAt)).toBe(addDays(closeDay, -1));
      const link = await within(row('Garantía de seriedad de la oferta')).findByRole('link', {
        name: 'Asignado a Joaquín Valdés',
      });
      expect(link).toHaveAttribute('href', `/dashboard/tareas?tarea=${task.id}`);
    },
  );

  it('says when there are no bases to read', async () => {
    serveVault([]);
    const agile = db.opportunities.find(
      (candidate) => candidate.kind === 'compra_agil' && candidate.attachments.length === 0,
    )!;
    renderWithProviders(<RequirementsSection companyId={1} codigo={agile.code} />);
    expect(
      await within(section()).findByText(
        'Esta oportunidad no tiene bases adjuntas para leer sus requisitos.',
      ),
    ).toBeInTheDocument();
  });

  it('says a failure and reads again on Reintentar', { timeout: 20_000 }, async () => {
    serveVault([]);
    // Retried twice before it fails (decision 0016), then the next try works.
    faults.add({
      kind: 'server-error',
      method: 'GET',
      path: `/opportunities/${CODE}/requirements`,
      times: 3,
    });
    const { user } = renderWithProviders(<RequirementsSection companyId={1} codigo={CODE} />);
    expect(
      await within(section()).findByText(
        'No pudimos leer los requisitos de esta oportunidad.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section()).findByText('0 de 9 requisitos listos')).toBeInTheDocument();
  });
});
