import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { faults, holdRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { LogoUpload } from './logo-upload';
import { SheetUpload } from './sheet-upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = () => new File([PNG], 'logo.png', { type: 'image/png' });

beforeEach(async () => {
  await signInAs('demo');
});

function renderLogo() {
  return renderWithProviders(
    <LogoUpload companyId={1} businessName="Comercial Andes SpA" logo={null} />,
  );
}

describe('the logo upload', () => {
  it('refuses a script named .png by its first bytes, before sending anything', async () => {
    const { user } = renderLogo();
    const script = new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo de la empresa'), script);
    expect(
      await screen.findByText(
        'Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).',
      ),
    ).toBeVisible();
  });

  it('shows its progress, and a cancel leaves it as it was', async () => {
    const held = holdRequests({ method: 'POST', path: '/users/upload-logo' });
    const { user } = renderLogo();
    await user.upload(screen.getByLabelText('Logo de la empresa'), png());
    expect(await screen.findByRole('progressbar', { name: 'Subiendo logo.png' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    held.release();
  });

  it.each([
    [{ kind: 'server-error' as const }, 'Error del servidor. Inténtalo de nuevo más tarde.'],
    [{ kind: 'server-error' as const, status: 413 }, 'El archivo es demasiado grande.'],
    [{ kind: 'server-error' as const, status: 415 }, 'Tipo de archivo no soportado.'],
    [{ kind: 'server-error' as const, status: 403 }, 'No tiene permisos para subir logos.'],
    [{ kind: 'rate-limit' as const }, 'Too many requests. Please wait and try again.'],
    [
      { kind: 'network' as const },
      'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
    ],
  ])('says why it failed (%o)', async (rule, message) => {
    faults.add({ ...rule, method: 'POST', path: '/users/upload-logo', times: 1 });
    const { user } = renderLogo();
    await user.upload(screen.getByLabelText('Logo de la empresa'), png());
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('shows the new logo once it is up', async () => {
    const { user } = renderLogo();
    await user.upload(screen.getByLabelText('Logo de la empresa'), png());
    await findToast('Logo actualizado');
    expect(screen.getByRole('img', { name: 'Logo de Comercial Andes SpA' })).toBeVisible();
  });
});

describe('the sheet uploads', () => {
  it('previews a price list and sends it; a server failure keeps the file for another try', async () => {
    const { user } = renderWithProviders(<SheetUpload companyId={1} kind="price" />);
    const csv = new File(
      ['código;descripción;precio\n1;Guantes;1990\n2;Alcohol gel;3490\n'],
      'precios.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('Archivo: lista de precios'), csv);
    const preview = await screen.findByRole('region', { name: 'Vista previa: Lista de precios' });
    expect(within(preview).getByText('2 filas.')).toBeVisible();
    expect(within(preview).getByRole('cell', { name: 'Alcohol gel' })).toBeVisible();

    faults.add({
      kind: 'server-error',
      status: 413,
      method: 'POST',
      path: '/users/upload',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Subir lista de precios' }));
    expect(
      await screen.findByText('El archivo es demasiado grande. Tamaño máximo permitido: 10MB.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Subir lista de precios' }));
    await findToast('Lista de precios cargada');
  });

  it('lists the executive rows with problems by line and does not send them', async () => {
    const { user } = renderWithProviders(<SheetUpload companyId={1} kind="executive" />);
    const csv = new File(
      [
        'rut;nombre;cargo;email\n12.345.678-5;Ana;Ejecutiva;ana@andes.cl\n1-1;Luis;;luis@andes.cl\n',
      ],
      'ejecutivos.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('Archivo: listado de ejecutivos'), csv);
    expect(await screen.findByText('Línea 3: RUT inválido (1-1), falta el cargo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir listado de ejecutivos' })).toBeDisabled();

    const noColumns = new File(['rut;nombre\n1;Ana\n'], 'otro.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo: listado de ejecutivos'), noColumns);
    expect(
      await screen.findByText(
        'El archivo no tiene el formato esperado. Verifica que contenga las columnas: rut, nombre, cargo, email',
      ),
    ).toBeVisible();
    expect(screen.getByText('Faltan: cargo, email.')).toBeVisible();
  });

  it('refuses a file of another type with the exact text', async () => {
    renderWithProviders(<SheetUpload companyId={1} kind="price" />);
    const pdf = new File(['%PDF-1.7'], 'precios.pdf', { type: 'application/pdf' });
    // Dropped or picked with 'All files': the input's accept list is no barrier.
    fireEvent.change(screen.getByLabelText('Archivo: lista de precios'), {
      target: { files: [pdf] },
    });
    expect(
      await screen.findByText('Solo se permiten archivos Excel (.xls, .xlsx) o CSV (.csv)'),
    ).toBeVisible();
  });
});
