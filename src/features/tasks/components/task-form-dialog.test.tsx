import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { TaskFormDialog } from './task-form-dialog';
import { TaskFormDialogOnDemand } from './task-form-dialog-on-demand';

const OPPORTUNITY = '6164-39-LP26';

beforeEach(async () => {
  await signInAs('demo');
});

function setup(props: Partial<Parameters<typeof TaskFormDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const requests = recordRequests();
  renderWithProviders(<TaskFormDialog companyId={1} open onOpenChange={onOpenChange} {...props} />);
  return { onOpenChange, requests, user: userEvent.setup() };
}

describe('the task form', () => {
  it('asks for a title and keeps the dialog open', async () => {
    const { user, requests, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear tarea' }));
    expect(await screen.findByText('Ingresa un título para la tarea')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to('POST', '/tasks')).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('needs a date for a time', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Título'), 'Llamar al comprador');
    await user.type(screen.getByLabelText('Hora'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Crear tarea' }));
    expect(
      await screen.findByText('Indica la fecha de vencimiento de esa hora'),
    ).toBeInTheDocument();
  });

  it('creates a task for an opportunity, due at a Chile time, assigned to a teammate', async () => {
    const { user, requests, onOpenChange } = setup({
      opportunityCode: OPPORTUNITY,
      opportunityName: 'Servicio de aseo hospitalario',
    });
    expect(screen.getByText(/Para la oportunidad 6164-39-LP26/)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de la oportunidad')).toHaveValue(OPPORTUNITY);
    await user.type(screen.getByLabelText('Título'), 'Preparar anexo económico');
    await user.type(screen.getByLabelText('Fecha de vencimiento'), '2026-07-15');
    await user.type(screen.getByLabelText('Hora'), '10:00');
    await user.click(screen.getByLabelText('Responsable'));
    await user.click(await screen.findByRole('option', { name: 'Joaquín Valdés' }));
    await user.click(screen.getByLabelText('Prioridad'));
    await user.click(await screen.findByRole('option', { name: 'Alta' }));
    await user.click(screen.getByRole('button', { name: 'Crear tarea' }));

    await findToast('Tarea creada');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [body] = await requests.bodies('POST', '/tasks');
    // 10:00 in Chile's winter (UTC-4) is 14:00 UTC.
    expect(body).toMatchObject({
      title: 'Preparar anexo económico',
      dueAt: '2026-07-15T14:00:00.000Z',
      priority: 'alta',
      assigneeId: 5,
      opportunityCode: OPPORTUNITY,
    });
    const stored = db.state.tasks.find((task) => task.title === 'Preparar anexo económico')!;
    expect(stored).toMatchObject({ companyId: 1, assigneeId: 5, opportunityCode: OPPORTUNITY });
    expect(db.state.activities.at(-1)).toMatchObject({
      kind: 'tarea_creada',
      opportunityCode: OPPORTUNITY,
    });
  });

  it('keeps everything typed when the server fails', async () => {
    faults.add({ kind: 'server-error', method: 'POST', path: '/tasks', times: 1 });
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText('Título'), 'Revisar garantías');
    await user.type(screen.getByLabelText('Descripción'), 'Boleta o vale vista');
    await user.click(screen.getByRole('button', { name: 'Crear tarea' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Revisar garantías');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Boleta o vale vista');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits a task with its values filled in', async () => {
    const task = db.state.tasks.find(
      (entry) => entry.title === 'Reunir los certificados de experiencia',
    )!;
    const { user } = setup({
      task: {
        id: task.id,
        title: task.title,
        description: task.description,
        priority: task.priority,
        status: task.status,
        dueAt: task.dueAt,
        assignee: { id: 5, name: 'Joaquín Valdés' },
        opportunity: { codigo: task.opportunityCode!, nombre: null },
        invoice: null,
        requirement: null,
        position: 0,
        createdBy: { id: 1, name: 'Daniela' },
        createdAt: task.createdAt,
        updatedAt: task.updatedAt,
        completedAt: null,
      },
    });
    expect(screen.getByRole('heading', { name: 'Editar tarea' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue(task.title);
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Certificados de experiencia firmados');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(db.state.tasks.find((entry) => entry.id === task.id)?.title).toBe(
        'Certificados de experiencia firmados',
      ),
    );
  });
});

describe('the task form opened from an opportunity', () => {
  function Host() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Nueva tarea
        </button>
        <TaskFormDialogOnDemand
          companyId={1}
          open={open}
          onOpenChange={setOpen}
          opportunityCode={OPPORTUNITY}
        />
      </>
    );
  }

  it('is not there until it opens, then opens on the first press, and again after closing', async () => {
    renderWithProviders(<Host />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarea' });
    expect(within(dialog).getByLabelText('Código de la oportunidad')).toHaveValue(OPPORTUNITY);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Nueva tarea' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva tarea' })).toBeInTheDocument();
  });
});
