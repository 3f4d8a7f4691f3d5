import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/react-query';
import { faults, recordRequests } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';
import { putUserQueries, type UserQueryRecord } from '@/testing/user-queries';

import { userQueryKeys } from '../api/get-user-queries';
import { useUserQuery } from './use-user-query';

// The supervisor's history in Distribuidora Austral SpA (company 3).
const ALL: UserQueryRecord[] = [
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

beforeEach(async () => {
  await signInAs('supervisor');
  putUserQueries(ALL.map((entry) => ({ ...entry, userId: 2, companyId: 3 })));
});

/** The URLs of the GET /user-queries requests from now on. */
function recordUrls() {
  const requests = recordRequests();
  return {
    get list() {
      return requests.to('GET', '/user-queries').map((request) => request.searchParams);
    },
  };
}

function renderUseUserQuery(companyId: number, queryId: number | string | undefined) {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(userQueryKeys.all, { retryDelay: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUserQuery(companyId, queryId), { wrapper });
}

describe('useUserQuery', () => {
  it('finds the query by id in the whole history, asked without a time filter', async () => {
    const urls = recordUrls();
    const { result } = renderUseUserQuery(3, 9);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.query?.consulta).toBe('mobiliario escolar');
    expect(result.current.query?.json_data?.consultas[0]?.codigo_parcial).toEqual(['LE']);
    expect(urls.list).toHaveLength(1);
    expect(urls.list[0]?.get('companyId')).toBe('3');
    expect(urls.list[0]?.has('timeFilter')).toBe(false);
  });

  it('accepts the id as the route gives it (text)', async () => {
    const { result } = renderUseUserQuery(3, '5');
    await waitFor(() => expect(result.current.query?.consulta).toBe('servicio de aseo'));
  });

  it.each([[404], ['abc'], [undefined]])(
    'gives null for an id not in the history (%s)',
    async (id) => {
      const { result } = renderUseUserQuery(3, id);
      await waitFor(() => expect(result.current.isPending).toBe(false));
      expect(result.current.query).toBeNull();
      expect(result.current.isError).toBe(false);
    },
  );

  it('reports an error and can refetch', async () => {
    const failing = faults.add({ kind: 'server-error', method: 'GET', path: '/user-queries' });
    const { result } = renderUseUserQuery(3, 9);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);

    faults.remove(failing);
    await result.current.refetch();
    await waitFor(() => expect(result.current.query?.id).toBe(9));
  });
});
