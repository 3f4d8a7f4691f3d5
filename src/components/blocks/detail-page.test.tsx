import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { DetailPage } from './detail-page';

function Order({ load }: { load: () => Promise<{ codigo: string }> }) {
  return (
    <DetailPage
      back={{ to: '/dashboard/ordenes-de-compra', label: 'Volver a órdenes de compra' }}
      query={useQuery({ queryKey: ['orden'], queryFn: load, retry: false })}
      loadingLabel="Cargando orden de compra"
      failure={{
        title: 'No pudimos cargar la orden de compra',
        notFoundTitle: 'No encontramos esta orden de compra',
      }}
    >
      {(order) => <h2>Orden de compra {order.codigo}</h2>}
    </DetailPage>
  );
}

const renderPage = (load: () => Promise<{ codigo: string }>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Order load={load} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('DetailPage', () => {
  it('leads back, says it is loading, then shows the record', async () => {
    let resolve: (order: { codigo: string }) => void = () => undefined;
    renderPage(() => new Promise((done) => (resolve = done)));
    expect(screen.getByRole('link', { name: 'Volver a órdenes de compra' })).toHaveAttribute(
      'href',
      '/dashboard/ordenes-de-compra',
    );
    expect(screen.getByRole('status', { name: 'Cargando orden de compra' })).toBeInTheDocument();
    resolve({ codigo: '2097-118-SE26' });
    expect(
      await screen.findByRole('heading', { name: 'Orden de compra 2097-118-SE26' }),
    ).toBeInTheDocument();
  });

  it('says a 404 is not found, with the server’s reason', async () => {
    renderPage(() =>
      Promise.reject(new ApiError('Orden de compra no encontrada.', 404, 'HttpError')),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No encontramos esta orden de compra');
    expect(alert).toHaveTextContent('Orden de compra no encontrada.');
  });

  it('hands any other failure to the page’s own, with a retry that asks again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    function Rival() {
      const query = useQuery({
        queryKey: ['rival'],
        queryFn: () =>
          ++calls === 1
            ? Promise.reject(new ApiError('El servicio no responde', 503, 'HttpError'))
            : Promise.resolve('Proveedora Maule SpA'),
        retry: false,
      });
      return (
        <DetailPage
          back={{ to: '/dashboard/competencia', label: 'Volver a competencia' }}
          query={query}
          loadingLabel="Cargando competidor"
          failure={(error, retry) => (
            <div role="alert">
              {error instanceof Error && error.message}
              <button type="button" onClick={retry}>
                Reintentar
              </button>
            </div>
          )}
        >
          {(rival) => <h2>{rival}</h2>}
        </DetailPage>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Rival />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no responde');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Proveedora Maule SpA' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
