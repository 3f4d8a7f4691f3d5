import type { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/**
 * A change to the receivables (POST, PUT or DELETE) for the company, within the user's timeout;
 * every write of the area goes through here (one file per endpoint, this folder). Today the mock
 * server answers them all (decision 0023).
 */
export function receivablesWrite<TSchema extends z.ZodType>(
  companyId: number,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: { schema: TSchema; body?: unknown },
) {
  return apiRequest({ method, path, query: { companyId }, timeout: 'user', ...request });
}
