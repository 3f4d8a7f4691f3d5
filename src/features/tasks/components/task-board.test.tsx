import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { TasksPage } from './tasks-page';

/*
 * jsdom lays nothing out, and dnd-kit's keyboard moves go by where things are: the board gets a
 * plain geometry here (columns 300 px apart, cards 100 px apart), so arrows find their target.
 */
function boardRect(element: Element): DOMRect {
  const column = element.closest('section');
  const columns = [...document.querySelectorAll('section[aria-labelledby]')];
  const index = column ? columns.indexOf(column) : -1;
  if (index < 0) return new DOMRect(0, 0, 0, 0);
  const x = index * 300;
  if (element.tagName === 'UL') return new DOMRect(x, 100, 280, 800);
  const item = element.closest('li');
  if (!item) return new DOMRect(x, 60, 280, 30);
  const row = [...item.parentElement!.children].indexOf(item);
  return new DOMRect(x, 100 + row * 100, 280, 90);
}

beforeEach(async () => {
  await signInAs('demo');
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boardRect(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const column = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('section')!;

describe('the task board by keyboard', () => {
  it('moves a task to the next column with Space, an arrow and Space, announced in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TasksPage companyId={1} />, { url: '/dashboard/tareas' });
    const handle = await screen.findByRole('button', {
      name: 'Mover tarea: Redactar la oferta técnica',
    });
    expect(within(column('Pendiente')).getByText('Redactar la oferta técnica')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-roledescription', 'tarea movible');

    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByText(/está sobre la columna En curso/)).toBeInTheDocument(),
    );
    await user.keyboard(' ');

    await waitFor(() =>
      expect(
        within(column('En curso')).getByText('Redactar la oferta técnica'),
      ).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        db.state.tasks.find((task) => task.title === 'Redactar la oferta técnica')?.status,
      ).toBe('en_curso'),
    );
  });

  it('leaves the task where it was on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TasksPage companyId={1} />, { url: '/dashboard/tareas' });
    const handle = await screen.findByRole('button', {
      name: 'Mover tarea: Cotizar insumos con proveedores',
    });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText(/Cancelaste el movimiento/)).toBeInTheDocument());
    expect(
      within(column('Pendiente')).getByText('Cotizar insumos con proveedores'),
    ).toBeInTheDocument();
    expect(
      db.state.tasks.find((task) => task.title === 'Cotizar insumos con proveedores')?.status,
    ).toBe('pendiente');
  });

  it('shows overdue open tasks as Vencida and filters them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TasksPage companyId={1} />, { url: '/dashboard/tareas' });
    await screen.findByRole('button', { name: 'Mover tarea: Cotizar insumos con proveedores' });
    expect(screen.getAllByText('Vencida').length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByLabelText('Vencimiento'));
    await user.click(await screen.findByRole('option', { name: 'Vencidas' }));
    await waitFor(() =>
      expect(screen.queryByText('Redactar la oferta técnica')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Cotizar insumos con proveedores')).toBeInTheDocument();
  });
});
