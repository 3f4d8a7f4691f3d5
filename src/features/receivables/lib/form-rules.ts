import { z } from 'zod';

import { chileDayKey } from '@/lib/chile-time';

import { RECEIVABLES_MESSAGES } from '../api/receivables-schema';

/** Today in Chile ('yyyy-MM-dd'), the date a form starts from. */
export const todayKey = () => chileDayKey(new Date())!;

/** Whole pesos as typed ('1.250.000', '$ 900'), more than zero. */
export const pesosField = z
  .string()
  .trim()
  .transform((value) => Number(value.replace(/[.\s$]/g, '')))
  .pipe(
    z
      .number({ error: RECEIVABLES_MESSAGES.amountInvalid })
      .int(RECEIVABLES_MESSAGES.amountInvalid)
      .positive(RECEIVABLES_MESSAGES.amountInvalid),
  );

/** A payment or a commitment can cover the invoice's balance, never more. */
export const withinBalance = (
  balance: number,
): [(value: { amount: number }) => boolean, { message: string; path: string[] }] => [
  (value) => value.amount <= balance,
  { message: RECEIVABLES_MESSAGES.overBalance, path: ['amount'] },
];
