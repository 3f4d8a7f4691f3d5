import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { setServerFieldError } from '@/lib/server-field-error';

import { FormDialog, FormDialogFooter } from './form-dialog';

type Values = { number: string; note: string };

/** A dialog whose save the test settles by hand: `save.finish()` or `save.fail(error)`. */
function InvoiceDialog({ save }: { save: { run: () => Promise<void> } }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Abierto' : 'Cerrado'}</p>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Nueva factura"
        description="Queda pendiente de pago."
      >
        <InvoiceForm save={save} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function InvoiceForm({ save, onDone }: { save: { run: () => Promise<void> }; onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: { number: '', note: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    setServerError(null);
    try {
      await save.run();
      onDone();
    } catch (error) {
      if (!setServerFieldError(form, error)) setServerError(getErrorMessage(error));
    }
  });
  return (
    <form noValidate aria-label="Nueva factura" onSubmit={(event) => void submit(event)}>
      <FormField label="N° de factura" error={errors.number?.message}>
        <Input {...form.register('number')} />
      </FormField>
      <FormField label="Nota" error={errors.note?.message}>
        <Input {...form.register('note')} />
      </FormField>
      <FormDialogFooter
        pending={isSubmitting}
        submitLabel="Emitir factura"
        onCancel={onDone}
        error={serverError}
      />
    </form>
  );
}

function heldSave() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  return {
    run: () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    finish: () => settle?.resolve(),
    fail: (error: unknown) => settle?.reject(error),
  };
}

describe('FormDialog', () => {
  it('waits while it saves, then puts the server’s refusal on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const save = heldSave();
    render(<InvoiceDialog save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva factura' });
    expect(dialog).toHaveAccessibleDescription('Queda pendiente de pago.');

    await user.type(within(dialog).getByLabelText('N° de factura'), '1042');
    await user.type(within(dialog).getByLabelText('Nota'), 'Hospital de Talca');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));

    const submitButton = within(dialog).getByRole('button', { name: /Emitir factura$/ });
    await waitFor(() => expect(submitButton).toBeDisabled());
    expect(within(submitButton).getByRole('status', { name: 'Guardando' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    save.fail(
      new ApiError('Ya existe una factura con ese número', 409, 'HttpError', { field: 'number' }),
    );
    const number = within(dialog).getByLabelText('N° de factura');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('Ya existe una factura con ese número'),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveValue('1042');
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('Hospital de Talca');
    expect(within(dialog).getByRole('button', { name: 'Emitir factura' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Abierto')).toBeInTheDocument();
  });

  it('says a refusal that names no field in the form, and closes once saved', async () => {
    const user = userEvent.setup();
    const save = heldSave();
    render(<InvoiceDialog save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva factura' });
    await user.type(within(dialog).getByLabelText('N° de factura'), '7');

    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    save.fail(new ApiError('El servicio no responde', 503, 'HttpError'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El servicio no responde');
    expect(within(dialog).getByLabelText('N° de factura')).toHaveValue('7');

    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    save.finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
  });

  it('cannot be closed while pending', async () => {
    const user = userEvent.setup();
    function Pending() {
      const [open, setOpen] = useState(true);
      return (
        <FormDialog open={open} onOpenChange={setOpen} title="Recupera tu contraseña" pending>
          <form aria-label="Recuperar contraseña">
            <FormDialogFooter
              pending
              pendingLabel="Enviando"
              submitLabel="Enviar enlace"
              onCancel={() => setOpen(false)}
            />
          </form>
        </FormDialog>
      );
    }
    render(<Pending />);
    const dialog = screen.getByRole('dialog', { name: 'Recupera tu contraseña' });
    expect(within(dialog).getByRole('status', { name: 'Enviando' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('dialog', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
  });
});
