import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { ClientFormDialog } from './client-form-dialog';
import { ClientsPage } from './clients-page';
import { ContactsDialog } from './contacts-dialog';
import { InvoiceFormDialog } from './invoice-form-dialog';

const COMPANY = 5;

beforeEach(async () => {
  await signInAs('cobranza@oportuna.cl');
});

describe('the client dialog', () => {
  it('requires nothing, but refuses a RUT that is not valid', async () => {
    const requests = recordRequests();
    const onOpenChange = vi.fn();
    renderWithProviders(<ClientFormDialog companyId={COMPANY} open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), '12.345.678-9');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findByText('Ingrese un RUT válido')).toBeInTheDocument();
    expect(requests.to('POST', '/receivables/clients')).toHaveLength(0);

    await user.clear(screen.getByLabelText('RUT'));
    await user.type(screen.getByLabelText('RUT'), '765432103');
    await user.type(screen.getByLabelText('Nombre de la organización'), 'Hospital de Prueba');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await findToast('Cliente creado')).toBeInTheDocument();
    expect(db.state.receivableClients.at(-1)).toMatchObject({
      organizationName: 'Hospital de Prueba',
      rut: '76.543.210-3',
    });
  });

  it('keeps what was typed and says so when saving fails', async () => {
    faults.add({ kind: 'server-error', method: 'POST', path: '/receivables/clients', times: 1 });
    const onOpenChange = vi.fn();
    renderWithProviders(<ClientFormDialog companyId={COMPANY} open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Razón social'), 'Servicio de Salud Prueba');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await findToast('No se pudo guardar el cliente')).toBeInTheDocument();
    expect(screen.getByLabelText('Razón social')).toHaveValue('Servicio de Salud Prueba');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('the contacts dialog', () => {
  function setup() {
    const seeded = db.state.receivableClients.find((entry) => entry.companyId === COMPANY)!;
    const contacts = db.state.receivableContacts
      .filter((entry) => entry.clientId === seeded.id && entry.isActive)
      .map(({ createdAt: _created, updatedAt: _updated, ...contact }) => contact);
    renderWithProviders(
      <ContactsDialog
        companyId={COMPANY}
        open
        onOpenChange={() => undefined}
        client={{ ...seeded, contacts, owed: 0, openInvoices: 0 }}
      />,
    );
    return { user: userEvent.setup(), seeded, contacts };
  }

  it('lists the contacts and finds one by name', async () => {
    const { user, contacts } = setup();
    const list = screen.getByRole('list', { name: 'Contactos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(contacts.length);
    await user.type(screen.getByLabelText('Buscar contactos'), 'zzz no existe');
    expect(screen.getByText('Ningún contacto coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('checks the reminder days (0 to 30) and starts with 5 before, 3 after, weekly', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Nuevo contacto' }));
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
    expect(db.state.receivableContacts.at(-1)).toMatchObject({
      name: 'Ana Pérez',
      reminderSettings: { enabled: true, daysBefore: 5, daysAfter: 0, frequency: 'weekly' },
    });
  });
});

describe('the invoice dialog', () => {
  it('asks for the client at its select, and shows the VAT as the amount is typed', async () => {
    const requests = recordRequests();
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
    expect(screen.getByLabelText('N° de factura')).toHaveValue('2001');
    await user.type(screen.getByLabelText('Monto neto (CLP)'), '1.000.000');
    expect(screen.getByText('IVA (19 %) $190.000 · Total $1.190.000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir factura' }));
    expect(await screen.findByText('Selecciona el cliente de la factura')).toBeInTheDocument();
    expect(screen.getByLabelText('Cliente de la factura')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to('POST', '/receivables/invoices')).toHaveLength(0);
  });
});

describe('the client master', () => {
  it("says once that the clients could not be loaded, and offers 'Reintentar'", async () => {
    faults.add({ kind: 'server-error', method: 'GET', path: '/receivables/clients', times: 3 });
    renderWithProviders(<ClientsPage companyId={COMPANY} />);
    expect(await findToast('No se pudieron cargar los clientes')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los clientes');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudieron cargar los clientes')).toHaveLength(1);
  });
});
