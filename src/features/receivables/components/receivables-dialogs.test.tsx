import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { faults } from '@/testing/mock-api';
import {
  fullBacking,
  RECEIVABLES_COMPANY as COMPANY,
  signInToReceivables,
} from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast } from '@/testing/test-utils';

import { configureReceivablesStore, STORAGE_FULL } from '../store/receivables-store';
import { clientsView } from '../store/views';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsPage } from './clients-page';
import { ContactsDialog } from './contacts-dialog';
import { InvoiceFormDialog } from './invoice-form-dialog';

let records: Awaited<ReturnType<typeof signInToReceivables>>['records'];

beforeEach(async () => {
  ({ records } = await signInToReceivables());
});

describe('the client dialog', () => {
  it('requires nothing, but refuses a RUT that is not valid', async () => {
    const before = (await records()).clients.length;
    const onOpenChange = vi.fn();
    renderWithProviders(<ClientFormDialog companyId={COMPANY} open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('RUT'), '12.345.678-9');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findByText('Ingrese un RUT válido')).toBeInTheDocument();
    expect((await records()).clients).toHaveLength(before);

    await user.clear(screen.getByLabelText('RUT'));
    await user.type(screen.getByLabelText('RUT'), '765432103');
    await user.type(screen.getByLabelText('Nombre de la organización'), 'Hospital de Prueba');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await findToast('Cliente creado')).toBeInTheDocument();
    expect((await records()).clients.at(-1)).toMatchObject({
      companyId: COMPANY,
      organizationName: 'Hospital de Prueba',
      rut: '76.543.210-3',
    });
  });

  it("keeps what was typed and says so when the browser's storage is full", async () => {
    const backing = fullBacking();
    configureReceivablesStore({ backing });
    await records();
    backing.fill(1);
    const onOpenChange = vi.fn();
    renderWithProviders(<ClientFormDialog companyId={COMPANY} open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Razón social'), 'Servicio de Salud Prueba');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    const toast = await findToast('No se pudo guardar el cliente');
    expect(toast).toHaveTextContent(STORAGE_FULL);
    expect(screen.getByLabelText('Razón social')).toHaveValue('Servicio de Salud Prueba');
    expect(onOpenChange).not.toHaveBeenCalled();

    // With room again, the same click saves it.
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await findToast('Cliente creado')).toBeInTheDocument();
    expect((await records()).clients.at(-1)).toMatchObject({
      businessName: 'Servicio de Salud Prueba',
    });
  });
});

describe('the contacts dialog', () => {
  async function setup() {
    const [client] = clientsView(await records(), COMPANY);
    renderWithProviders(
      <ContactsDialog companyId={COMPANY} open onOpenChange={() => undefined} client={client!} />,
    );
    return { user: userEvent.setup(), contacts: client!.contacts };
  }

  it('lists the contacts and finds one by name', async () => {
    const { user, contacts } = await setup();
    const list = await screen.findByRole('list', { name: 'Contactos' });
    expect(contacts.length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(contacts.length);
    await user.type(screen.getByLabelText('Buscar contactos'), 'zzz no existe');
    expect(screen.getByText('Ningún contacto coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('checks the reminder days (0 to 30) and starts with 5 before, 3 after, weekly', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('tab', { name: 'Nuevo contacto' }));
    const before = screen.getByLabelText('Días antes del vencimiento');
    const after = screen.getByLabelText('Días después del vencimiento');
    expect(before).toHaveValue(5);
    expect(after).toHaveValue(3);
    expect(screen.getByLabelText('Frecuencia')).toHaveTextContent('Semanal');
    await user.clear(after);
    await user.type(after, '31');
    await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    expect(await screen.findByText('Ingresa un número de días entre 0 y 30')).toBeInTheDocument();
    expect(after).toHaveAttribute('aria-invalid', 'true');

    await user.clear(after);
    await user.type(after, '0');
    await user.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    expect(await findToast('Contacto creado')).toBeInTheDocument();
    expect((await records()).contacts.at(-1)).toMatchObject({
      name: 'Ana Pérez',
      reminderSettings: { enabled: true, daysBefore: 5, daysAfter: 0, frequency: 'weekly' },
    });
  });
});

describe('the invoice dialog', () => {
  it('asks for the client at its select, and shows the VAT as the amount is typed', async () => {
    const before = (await records()).invoices.length;
    renderWithProviders(
      <InvoiceFormDialog
        companyId={COMPANY}
        open
        onOpenChange={() => undefined}
        clients={[]}
        nextNumber={2001}
        purchaseOrders={[]}
      />,
    );
    const user = userEvent.setup();
    expect(await screen.findByLabelText('N° de factura')).toHaveValue('2001');
    await user.type(screen.getByLabelText('Monto neto (CLP)'), '1.000.000');
    expect(screen.getByText('IVA (19 %) $190.000 · Total $1.190.000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir factura' }));
    expect(await screen.findByText('Selecciona el cliente de la factura')).toBeInTheDocument();
    expect(screen.getByLabelText('Cliente de la factura')).toHaveAttribute('aria-invalid', 'true');
    expect((await records()).invoices).toHaveLength(before);
  });
});

describe('the client master', () => {
  it("says once that the clients could not be loaded, and offers 'Reintentar'", async () => {
    // A fresh store: the first use reads the company's purchase orders to seed the portfolio.
    configureReceivablesStore({ backing: fullBacking() });
    faults.add({ kind: 'server-error', method: 'GET', path: '/purchase-orders', times: 3 });
    renderWithProviders(<ClientsPage companyId={COMPANY} />);
    expect(await findToast('No se pudieron cargar los clientes')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los clientes');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudieron cargar los clientes')).toHaveLength(1);
  });
});
