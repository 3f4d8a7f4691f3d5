import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/react-query';
import { storeSession } from '@/lib/session';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/server/http';

import { userQueriesResponseSchema, userQueryKeys, type UserQuery } from '../api/get-user-queries';
import { useUserQuery } from './use-user-query';

const ALL: UserQuery[] = [
  { id: 5, consulta: 'servicio de aseo', createdAt: '2026-08-02T14:00:00Z' },
  {
    id: 9,
    consulta: 'mobiliario escolar',
    createdAt: '2026-11-01T12:00:00Z',
    json_data: {
      pagina: 1,
      compact: false,
      resultados_por_pagina: 9999,
      consultas: [
        {
          consulta: 'mobiliario escolar',
          regiones: ['Región del Maule'],
          filtros_positivos: [],
          filtros_negativos: [],
          score_minimo: 0.42,
          codigo_parcial: ['LE'],
          convocatoria: [],
        },
      ],
    },
  },
];

function mockAll(answer: UserQuery[] | 'error' = ALL) {
  const urls: URL[] = [];
  server.use(
    http.get(apiUrl('/user-queries'), ({ request }) => {
      urls.push(new URL(request.url));
      if (answer === 'error') return HttpResponse.json({ message: 'No' }, { status: 500 });
      return HttpResponse.json(userQueriesResponseSchema.parse({ data: answer }));
    }),
  );
  return urls;
}

function renderUseUserQuery(companyId: number, queryId: number | string | undefined) {
  storeSession('token-historial');
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(userQueryKeys.all, { retryDelay: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUserQuery(companyId, queryId), { wrapper });
}

describe('useUserQuery', () => {
  it('finds the query by id in the whole history, asked without a time filter', async () => {
    const urls = mockAll();
    const { result } = renderUseUserQuery(3, 9);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.query?.consulta).toBe('mobiliario escolar');
    expect(result.current.query?.json_data?.consultas[0]?.codigo_parcial).toEqual(['LE']);
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.get('companyId')).toBe('3');
    expect(urls[0]?.searchParams.has('timeFilter')).toBe(false);
  });

  it('accepts the id as the route gives it (text)', async () => {
    mockAll();
    const { result } = renderUseUserQuery(3, '5');
    await waitFor(() => expect(result.current.query?.consulta).toBe('servicio de aseo'));
  });

  it.each([[404], ['abc'], [undefined]])(
    'gives null for an id not in the history (%s)',
    async (id) => {
      mockAll();
      const { result } = renderUseUserQuery(3, id);
      await waitFor(() => expect(result.current.isPending).toBe(false));
      expect(result.current.query).toBeNull();
      expect(result.current.isError).toBe(false);
    },
  );

  it('reports an error and can refetch', async () => {
    mockAll('error');
    const { result } = renderUseUserQuery(3, 9);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);

    mockAll();
    await result.current.refetch();
    await waitFor(() => expect(result.current.query?.id).toBe(9));
  });

});
