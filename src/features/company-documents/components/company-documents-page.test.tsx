import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { db, faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { CompanyDocumentsPage } from './company-documents-page';

const F30 =
  'Certificado F30 de antecedentes laborales y previsionales (certificado-f30-direccion-del-trabajo.pdf)';
const F30_KIND = 'Certificado F30 de antecedentes laborales y previsionales';
const VIGENCIA =
  'Certificado de vigencia de la sociedad (certificado-vigencia-sociedad-registro-empresas.pdf)';
const pdf = (name: string, size = 256) =>
  new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(size - 9)], name, {
    type: 'application/pdf',
  });

beforeEach(async () => {
  await signInAs('demo');
});

/** `record`: what is sent, for tests that send no multipart body (the recorder reads JSON). */
function setup({ applyAccept = true, record = false } = {}) {
  const requests = record ? recordRequests() : null;
  renderWithProviders(<CompanyDocumentsPage companyId={1} />);
  return { requests, user: userEvent.setup({ applyAccept }) };
}

const rowOf = (name: string) =>
  screen.getByRole('button', { name: `Eliminar ${name}` }).closest('tr')!;
const vaultOf = (companyId: number) =>
  db.state.companyDocuments.filter((document) => document.companyId === companyId);

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Subir documento' }));
  return screen.findByRole('dialog', { name: 'Subir documento' });
}

/** Types a longer text at once, as a paste. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseKind(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByLabelText('Tipo de documento'));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('the company documents page', () => {
  it("lists the seeded vault with each document's validity, dates, note and uploader", async () => {
    setup();
    await screen.findByRole('table');
    expect(within(rowOf(F30)).getByText('Vence en 10 días')).toBeInTheDocument();
    expect(within(rowOf(F30)).getByText('Daniela Muñoz Rojas')).toBeInTheDocument();
    expect(within(rowOf(VIGENCIA)).getByText('Vencido')).toBeInTheDocument();
    expect(
      within(rowOf(VIGENCIA)).getByText(
        'Del Registro de Empresas y Sociedades. Vencido: descargar uno nuevo antes de la próxima oferta.',
      ),
    ).toBeInTheDocument();
    const balance = rowOf('Balance y estado de resultados (balance-estado-resultados-2025.pdf)');
    expect(within(balance).getByText('No vence')).toBeInTheDocument();
    expect(within(balance).getByText('Vigente')).toBeInTheDocument();
    expect(screen.getAllByText('Certificado de experiencia')).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.queryByText('Boleta de garantía o póliza')).not.toBeInTheDocument();
  });

  it('uploads a guarantee with its progress and shows the new row', async () => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await chooseKind(user, 'Boleta de garantía o póliza');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf('boleta-seriedad.pdf'));
    await user.type(within(dialog).getByLabelText('Fecha de emisión'), '2026-03-02');
    await user.type(within(dialog).getByLabelText('Fecha de vencimiento'), '2026-06-30');
    await fill(user, within(dialog).getByLabelText('Monto de la garantía'), '1.500.000');
    await fill(user, within(dialog).getByLabelText('Nota'), 'Seriedad de la oferta, BancoEstado');

    const hold = holdRequests({ method: 'POST', path: '/companies/1/documents' });
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Subiendo boleta-seriedad.pdf' }),
    ).toBeInTheDocument();
    const fileBox = within(dialog).getByText('boleta-seriedad.pdf').parentElement!;
    expect(within(fileBox).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    hold.release();

    await findToast('Documento subido');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Seriedad de la oferta, BancoEstado')).toBeInTheDocument();
    expect(screen.getByText('Monto: $1.500.000')).toBeInTheDocument();
    expect(vaultOf(1).at(-1)).toMatchObject({
      kind: 'garantia',
      issuedOn: '2026-03-02',
      expiresOn: '2026-06-30',
      amount: 1_500_000,
      uploadedById: 1,
    });
  }, 20_000);

  it('refuses a script named .pdf and a GIF at the field, and sends nothing', async () => {
    const { user, requests } = setup({ applyAccept: false, record: true });
    const dialog = await openUpload(user);
    const input = within(dialog).getByLabelText('Archivo');
    await user.upload(
      input,
      new File(['<script>alert(1)</script>'], 'f30.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(dialog).findByText(
        'El contenido del archivo no corresponde a un PDF, JPG o PNG.',
      ),
    ).toBeInTheDocument();
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(
      await within(dialog).findByText('Solo se permiten archivos PDF, JPG o PNG.'),
    ).toBeInTheDocument();
    await chooseKind(user, 'Declaración jurada');
    await user.type(within(dialog).getByLabelText('Fecha de emisión'), '2026-03-02');
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    expect(
      within(dialog).getByText('Solo se permiten archivos PDF, JPG o PNG.'),
    ).toBeInTheDocument();
    expect(requests!.to('POST', '/companies/1/documents')).toHaveLength(0);
  }, 20_000);

  it('asks for the kind and a valid expiry at their fields', async () => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await user.type(within(dialog).getByLabelText('Fecha de emisión'), '2026-03-02');
    await user.type(within(dialog).getByLabelText('Fecha de vencimiento'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    expect(await within(dialog).findByText('Elige el tipo de documento.')).toBeInTheDocument();
    expect(within(dialog).getByText('Elige el archivo del documento.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('La fecha de vencimiento no puede ser anterior a la de emisión.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('replaces the F30 with a new file and a new expiry; it is valid again', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Reemplazar ${F30}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reemplazar documento' });
    const issued = within(dialog).getByLabelText('Fecha de emisión');
    const f30 = db.state.companyDocuments.find((document) => document.kind === 'f30')!;
    expect(issued).toHaveValue(f30.issuedOn);
    expect(within(dialog).getByLabelText('Nota')).toHaveValue(f30.note);
    const expires = within(dialog).getByLabelText('Fecha de vencimiento');
    await user.clear(expires);
    await user.type(expires, '2099-12-31');
    await user.upload(
      within(dialog).getByLabelText('Archivo nuevo (opcional)'),
      pdf('f30-nuevo.pdf', 512),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Documento actualizado');
    // jsdom's XMLHttpRequest sends a file without its name: find the row by its kind.
    const row = () => screen.getByText(F30_KIND).closest('tr')!;
    await waitFor(() => expect(within(row()).getByText('Vigente')).toBeInTheDocument());
    expect(within(row()).getByText('31-12-2099')).toBeInTheDocument();
    expect(db.state.companyDocuments.find((document) => document.id === f30.id)).toMatchObject({
      expiresOn: '2099-12-31',
      size: 512,
    });
  }, 20_000);

  it('deletes a document only after confirming', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Eliminar ${VIGENCIA}` }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este documento?' });
    expect(
      within(confirm).getByText(
        `Se eliminará ${VIGENCIA} de los documentos de la empresa. No se puede deshacer.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(vaultOf(1)).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: `Eliminar ${VIGENCIA}` }));
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    await findToast('Documento eliminado');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Eliminar ${VIGENCIA}` }),
      ).not.toBeInTheDocument(),
    );
    expect(vaultOf(1).some((document) => document.kind === 'vigencia')).toBe(false);
  });

  it('keeps what was typed and the chosen file when the server fails, and sends it again', async () => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await chooseKind(user, 'Certificado de experiencia');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf('experiencia-hospital.pdf'));
    await user.type(within(dialog).getByLabelText('Fecha de emisión'), '2026-01-15');
    await fill(user, within(dialog).getByLabelText('Nota'), 'Aseo hospitalario 2025');
    faults.add({ kind: 'server-error', method: 'POST', path: '/companies/1/documents', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByText('experiencia-hospital.pdf')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fecha de emisión')).toHaveValue('2026-01-15');
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('Aseo hospitalario 2025');
    expect(within(dialog).getByLabelText('Tipo de documento')).toHaveTextContent(
      'Certificado de experiencia',
    );
    expect(vaultOf(1)).toHaveLength(8);

    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    await findToast('Documento subido');
    expect(vaultOf(1)).toHaveLength(9);
  }, 20_000);

  it('says when the vault is empty, and when it could not load, with a retry', async () => {
    db.write((state) => {
      state.companyDocuments = state.companyDocuments.filter(
        (document) => document.companyId !== 1,
      );
    });
    const failing = faults.add({
      kind: 'server-error',
      method: 'GET',
      path: '/companies/1/documents',
    });
    const { user } = setup();
    expect(
      await screen.findByText('No pudimos cargar los documentos de la empresa.'),
    ).toBeInTheDocument();
    faults.remove(failing);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay documentos')).toBeInTheDocument();
  });
});
