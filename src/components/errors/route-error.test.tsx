import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteError', () => {
  it('catches a failing route and offers a reload and the way home', async () => {
    // React reports the caught error on console.error; here that is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteError },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(
      screen.getByText('Ocurrió un error inesperado al mostrar esta página.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('explains a chunk that failed to load after a deploy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
          ),
        ErrorBoundary: RouteError,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(/nueva versión de Oportuna disponible/)).toBeInTheDocument();
  });
});
