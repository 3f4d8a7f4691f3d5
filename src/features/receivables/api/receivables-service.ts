import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import {
  buyerRecordSchema,
  clientInputSchema,
  clientSchema,
  dataOf,
  invoiceSchema,
  messageOf,
  statsSchema,
  type ClientInput,
} from './schemas';

/**
 * The accounts-receivable service (decision 0023): its cache keys, its reads, the clients' and
 * closing writes, and the path every write takes; the invoice, payment, commitment and contact
 * writes have a file each here (decision 0027). Today the mock server answers them all.
 */

const USER_TIMEOUT = 'user' as const;

export const receivablesKeys = {
  all: (companyId: number) => ['receivables', companyId] as const,
  clients: (companyId: number) => [...receivablesKeys.all(companyId), 'clients'] as const,
  invoices: (companyId: number) => [...receivablesKeys.all(companyId), 'invoices'] as const,
  stats: (companyId: number) => [...receivablesKeys.all(companyId), 'stats'] as const,
  buyer: (companyId: number, rut: string) =>
    [...receivablesKeys.all(companyId), 'buyer', rut] as const,
};

export const clientsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.clients(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/clients',
          query: { companyId },
          schema: dataOf(z.array(clientSchema)),
          timeout: USER_TIMEOUT,
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar los clientes' },
  });

export const invoicesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.invoices(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/invoices',
          query: { companyId },
          schema: dataOf(z.array(invoiceSchema)),
          timeout: USER_TIMEOUT,
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar las facturas' },
  });

export const statsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.stats(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/stats',
          query: { companyId },
          schema: dataOf(statsSchema),
          timeout: USER_TIMEOUT,
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudo cargar el panel de cobranza' },
  });

/** How a buyer (by its RUT) pays the company's invoices. */
export const buyerRecordQueryOptions = (companyId: number, rut: string) =>
  queryOptions({
    queryKey: receivablesKeys.buyer(companyId, rut),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/buyer-record',
          query: { companyId, rut },
          schema: dataOf(buyerRecordSchema),
          timeout: USER_TIMEOUT,
          signal,
        })
      ).data,
    staleTime: 60_000,
    // The detail's section says it failed; a toast on someone else's page would be noise.
    meta: { silent: true },
  });

/**
 * A change to the receivables (POST, PUT or DELETE) for the company, within the user's timeout;
 * every write of the area goes through here (one file per endpoint, this folder).
 */
export function receivablesWrite<TSchema extends z.ZodType>(
  companyId: number,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: { schema: TSchema; body?: unknown },
) {
  return apiRequest({ method, path, query: { companyId }, timeout: USER_TIMEOUT, ...request });
}

/** What a delete answers: the server's message alone. */
export const messageOnlySchema = z.object({ message: z.string() });

export const createClient = (companyId: number, input: ClientInput) =>
  receivablesWrite(companyId, 'POST', '/receivables/clients', {
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
  });

export const updateClient = (companyId: number, id: number, input: ClientInput) =>
  receivablesWrite(companyId, 'PUT', `/receivables/clients/${id}`, {
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
  });

/** Soft delete: the client stays with isActive false (spec search §4). */
export const deleteClient = (companyId: number, id: number) =>
  receivablesWrite(companyId, 'DELETE', `/receivables/clients/${id}`, {
    schema: messageOnlySchema,
  });

/** 'cancel' (anular) or 'compensate' an open invoice. */
export const closeInvoice = (companyId: number, id: number, action: 'cancel' | 'compensate') =>
  receivablesWrite(companyId, 'POST', `/receivables/invoices/${id}/${action}`, {
    schema: messageOf(invoiceSchema),
  });
