import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SidebarListState } from './sidebar-list-state';

const TEXTS = {
  loadingLabel: 'Cargando consultas: Hoy',
  errorText: 'Error al cargar consultas',
  emptyText: 'No hay consultas en este período',
};

function renderState(state: { isPending?: boolean; isError?: boolean; empty?: boolean }) {
  const refetch = vi.fn();
  render(
    <SidebarListState
      query={{ isPending: state.isPending ?? false, isError: state.isError ?? false, refetch }}
      empty={state.empty ?? false}
      {...TEXTS}
    >
      <ul aria-label="Hoy">
        <li>aseo hospitalario</li>
      </ul>
    </SidebarListState>,
  );
  return { refetch };
}

describe('SidebarListState', () => {
  it('announces the loading rows by name, and shows nothing else', () => {
    renderState({ isPending: true });
    expect(screen.getByRole('status', { name: 'Cargando consultas: Hoy' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.emptyText)).not.toBeInTheDocument();
  });

  it('says the list failed and tries again on Reintentar', async () => {
    const { refetch } = renderState({ isError: true, empty: true });
    expect(screen.getByText('Error al cargar consultas')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.emptyText)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says there is nothing to list', () => {
    renderState({ empty: true });
    expect(screen.getByText('No hay consultas en este período')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the list once there is one', () => {
    renderState({});
    expect(screen.getByRole('list', { name: 'Hoy' })).toHaveTextContent('aseo hospitalario');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
