import { http } from 'msw';

import { utmResponseSchema, type Utm } from '@/entities/agile-purchase/api/get-utm';

import { apiUrl, respond } from '../../core/http';
import { requireUser } from '../../core/session';

/** The UTM the mock's server holds (decision 0030): January 2026's published value. */
export const SEED_UTM: Utm = { valor: 69_751, fecha: '2026-01-01' };

export const indicatorHandlers = [
  http.get(apiUrl('/indicators/utm'), async ({ request }) => {
    await requireUser(request);
    return respond(utmResponseSchema, { data: SEED_UTM });
  }),
];
