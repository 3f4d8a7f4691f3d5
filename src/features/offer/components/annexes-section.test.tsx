import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  opportunityDetailSchema,
  type OpportunityDetail,
} from '@/entities/opportunity/api/opportunity-schema';
import { apiRequest } from '@/lib/api-client';
import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { AnnexesSection } from './annexes-section';

const CODE = '6164-39-LP26';

async function loadDetail(): Promise<OpportunityDetail> {
  const answer = await apiRequest({
    path: `/opportunities/${CODE}`,
    schema: z.object({ data: opportunityDetailSchema }),
  });
  return answer.data;
}

const section = () => screen.getByRole('region', { name: 'Anexos de la oferta' });
const group = (name: string) => within(section()).getByRole('group', { name });
const priceOf = (correlative: number) =>
  screen.getByLabelText(`Precio unitario neto del ítem ${correlative}`);
const quantityOf = (correlative: number) =>
  screen.getByLabelText(`Cantidad del ítem ${correlative}`);
const figure = (term: string) =>
  within(group('Oferta económica')).getByText(term, { selector: 'dt' }).nextElementSibling!
    .textContent;

let detail: OpportunityDetail;

beforeEach(async () => {
  await signInAs('demo');
  detail = await loadDetail();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderSection() {
  const view = renderWithProviders(
    <AnnexesSection
      detail={detail}
      renderSuggestedPrice={(item) => <span>Sugerido para {item.correlativo}</span>}
    />,
  );
  await screen.findByRole('button', { name: 'Guardar anexos' }, { timeout: 5_000 });
  return view;
}

describe("the offer's anexos", () => {
  it('prefills the company, the user, its region and today, each item with its quantity and the suggested price beside it', async () => {
    expect(detail.items.length).toBeGreaterThan(1);
    const [first, second] = detail.items as [
      OpportunityDetail['items'][0],
      OpportunityDetail['items'][0],
    ];
    await renderSection();

    expect(screen.getByLabelText('Razón social')).toHaveValue('Comercial Andes SpA');
    expect(screen.getByLabelText('RUT de la empresa')).toHaveValue('76.543.210-3');
    expect(screen.getByLabelText('Representante legal')).toHaveValue('Daniela Muñoz Rojas');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('demo@oportuna.cl');
    expect(screen.getByLabelText('Lugar')).toHaveValue('Región de Valparaíso');
    expect(screen.getByLabelText('Fecha')).toHaveValue(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()),
    );
    expect(
      within(group('Declaración jurada de requisitos para ofertar')).getByText(
        /en representación de Comercial Andes SpA, RUT 76\.543\.210-3, con domicilio en __________, declara bajo juramento que su representada:$/,
      ),
    ).toBeInTheDocument();

    // No price list: the prices wait for the company (the price list's prefill is annexesPrefill's test).
    expect(priceOf(first.correlativo)).toHaveValue(null);
    expect(quantityOf(first.correlativo)).toHaveValue(first.cantidad);
    expect(screen.getByText(`Sugerido para ${second.correlativo}`)).toBeInTheDocument();
    expect(figure('Total neto')).toBe('$0');
    expect(
      screen.getByRole('checkbox', {
        name: 'Los anexos se firmarán con firma electrónica avanzada',
      }),
    ).not.toBeChecked();
  });

  it('editing a price updates the line, the net, the IVA and the total', async () => {
    const { user } = await renderSection();
    const first = detail.items[0]!;
    for (const item of detail.items) {
      await user.clear(quantityOf(item.correlativo));
      await user.type(quantityOf(item.correlativo), '0');
    }
    await user.clear(quantityOf(first.correlativo));
    await user.type(quantityOf(first.correlativo), '3');
    await user.type(priceOf(first.correlativo), '1990');
    expect(figure('Total neto')).toBe('$5.970');
    expect(figure('IVA (19 %)')).toBe('$1.134');
    expect(figure('Total con IVA')).toBe('$7.104');
  });

  it('asks at each field, saves per opportunity and reads the saved values back', async () => {
    const { user, unmount } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Guardar anexos' }));
    expect(await screen.findByText('Ingresa el domicilio')).toBeInTheDocument();
    expect(screen.getByLabelText('Domicilio')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ingresa el RUT del representante legal')).toBeInTheDocument();
    expect(screen.getAllByText('Ingresa el precio unitario')).toHaveLength(detail.items.length);

    await user.type(screen.getByLabelText('Domicilio'), 'Avenida Brasil 1234, Valparaíso');
    await user.type(screen.getByLabelText('RUT del representante legal'), '123456785');
    expect(screen.getByLabelText('RUT del representante legal')).toHaveValue('12.345.678-5');
    await user.type(screen.getByLabelText('Teléfono'), '+56 9 1234 5678');
    for (const item of detail.items) await user.type(priceOf(item.correlativo), '2500');
    await user.clear(screen.getByLabelText('Validez de la oferta (días)'));
    await user.type(screen.getByLabelText('Validez de la oferta (días)'), '90');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Los anexos se firmarán con firma electrónica avanzada',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar anexos' }));
    await findToast('Anexos guardados');
    expect(db.state.offerDrafts).toEqual([
      expect.objectContaining({
        companyId: 1,
        codigo: CODE,
        advancedSignatureReady: true,
        identificacion: expect.objectContaining({
          address: 'Avenida Brasil 1234, Valparaíso',
          legalRepresentativeRut: '12.345.678-5',
        }),
        economica: {
          validityDays: 90,
          lines: detail.items.map((item) => ({
            correlative: item.correlativo,
            quantity: item.cantidad,
            unitPrice: 2500,
          })),
        },
      }),
    ]);

    unmount();
    await renderSection();
    expect(screen.getByLabelText('Domicilio')).toHaveValue('Avenida Brasil 1234, Valparaíso');
    expect(priceOf(detail.items[0]!.correlativo)).toHaveValue(2500);
    expect(screen.getByLabelText('Validez de la oferta (días)')).toHaveValue(90);
    expect(
      screen.getByRole('checkbox', {
        name: 'Los anexos se firmarán con firma electrónica avanzada',
      }),
    ).toBeChecked();
    expect(screen.getByText(/^Guardados el \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('a server failure keeps everything typed', async () => {
    const { user } = await renderSection();
    await user.type(screen.getByLabelText('Domicilio'), 'Calle Prat 55, Viña del Mar');
    await user.type(screen.getByLabelText('RUT del representante legal'), '12.345.678-5');
    await user.type(screen.getByLabelText('Teléfono'), '322123456');
    for (const item of detail.items) await user.type(priceOf(item.correlativo), '777');
    faults.add({ kind: 'server-error', method: 'PUT', path: '/offer', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Guardar anexos' }));
    await findToast('No pudimos guardar los anexos');
    expect(db.state.offerDrafts).toEqual([]);
    expect(screen.getByLabelText('Domicilio')).toHaveValue('Calle Prat 55, Viña del Mar');
    expect(priceOf(detail.items[0]!.correlativo)).toHaveValue(777);
  });

  it("'Descargar PDF' writes the economic offer in the browser and hands it to the download", async () => {
    const { user } = await renderSection();
    for (const item of detail.items) await user.type(priceOf(item.correlativo), '1000');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:anexo';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });

    await user.click(
      within(group('Oferta económica')).getByRole('button', { name: 'Descargar PDF' }),
    );
    // The PDF writer is fetched on this first press: on a busy machine that takes a moment.
    await waitFor(() => expect(names).toEqual([`anexo-oferta-economica-${CODE}.pdf`]), {
      timeout: 15_000,
    });
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(blobs[0]!.size).toBeGreaterThan(1000);
  }, 30_000);

  it("'Descargar PDF' asks first for what the annex lacks", async () => {
    const { user } = await renderSection();
    const createUrl = vi.spyOn(URL, 'createObjectURL');
    await user.click(
      within(group('Identificación del oferente')).getByRole('button', { name: 'Descargar PDF' }),
    );
    await findToast('Revisa los datos del anexo');
    expect(screen.getByText('Ingresa el domicilio')).toBeInTheDocument();
    expect(createUrl).not.toHaveBeenCalled();
  });
});
