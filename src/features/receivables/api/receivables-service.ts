import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import {
  buyerRecordSchema,
  clientInputSchema,
  clientSchema,
  commitmentInputSchema,
  contactInputSchema,
  contactSchema,
  dataOf,
  invoiceInputSchema,
  invoiceSchema,
  messageOf,
  paymentInputSchema,
  statsSchema,
  type ClientInput,
  type CommitmentInput,
  type ContactInput,
  type InvoiceInput,
  type PaymentInput,
} from './schemas';

/**
 * The accounts-receivable service: every call the area makes, with the shape a real API client
 * has (decision 0023). Today the mock server answers them; a real backend needs only these paths.
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

export const createClient = (companyId: number, input: ClientInput) =>
  apiRequest({
    method: 'POST',
    path: '/receivables/clients',
    query: { companyId },
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
    timeout: USER_TIMEOUT,
  });

export const updateClient = (companyId: number, id: number, input: ClientInput) =>
  apiRequest({
    method: 'PUT',
    path: `/receivables/clients/${id}`,
    query: { companyId },
    body: clientInputSchema.parse(input),
    schema: messageOf(clientSchema),
    timeout: USER_TIMEOUT,
  });

/** Soft delete: the client stays with isActive false (spec search §4). */
export const deleteClient = (companyId: number, id: number) =>
  apiRequest({
    method: 'DELETE',
    path: `/receivables/clients/${id}`,
    query: { companyId },
    schema: z.object({ message: z.string() }),
    timeout: USER_TIMEOUT,
  });

export const createContact = (companyId: number, clientId: number, input: ContactInput) =>
  apiRequest({
    method: 'POST',
    path: `/receivables/clients/${clientId}/contacts`,
    query: { companyId },
    body: contactInputSchema.parse(input),
    schema: messageOf(contactSchema),
    timeout: USER_TIMEOUT,
  });

export const updateContact = (companyId: number, id: number, input: ContactInput) =>
  apiRequest({
    method: 'PUT',
    path: `/receivables/contacts/${id}`,
    query: { companyId },
    body: contactInputSchema.parse(input),
    schema: messageOf(contactSchema),
    timeout: USER_TIMEOUT,
  });

export const deleteContact = (companyId: number, id: number) =>
  apiRequest({
    method: 'DELETE',
    path: `/receivables/contacts/${id}`,
    query: { companyId },
    schema: z.object({ message: z.string() }),
    timeout: USER_TIMEOUT,
  });

export const createInvoice = (companyId: number, input: InvoiceInput) =>
  apiRequest({
    method: 'POST',
    path: '/receivables/invoices',
    query: { companyId },
    body: invoiceInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
    timeout: USER_TIMEOUT,
  });

export const updateInvoice = (companyId: number, id: number, input: InvoiceInput) =>
  apiRequest({
    method: 'PUT',
    path: `/receivables/invoices/${id}`,
    query: { companyId },
    body: invoiceInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
    timeout: USER_TIMEOUT,
  });

export const recordPayment = (companyId: number, id: number, input: PaymentInput) =>
  apiRequest({
    method: 'POST',
    path: `/receivables/invoices/${id}/payments`,
    query: { companyId },
    body: paymentInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
    timeout: USER_TIMEOUT,
  });

export const recordCommitment = (companyId: number, id: number, input: CommitmentInput) =>
  apiRequest({
    method: 'POST',
    path: `/receivables/invoices/${id}/commitments`,
    query: { companyId },
    body: commitmentInputSchema.parse(input),
    schema: messageOf(invoiceSchema),
    timeout: USER_TIMEOUT,
  });

/** 'cancel' (anular) or 'compensate' an open invoice. */
export const closeInvoice = (companyId: number, id: number, action: 'cancel' | 'compensate') =>
  apiRequest({
    method: 'POST',
    path: `/receivables/invoices/${id}/${action}`,
    query: { companyId },
    schema: messageOf(invoiceSchema),
    timeout: USER_TIMEOUT,
  });
