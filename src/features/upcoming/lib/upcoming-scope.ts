import { z } from 'zod';

import type { UpcomingScope } from '../api/upcoming-keys';
import { PRODUCT_CODE_MESSAGE, productCodeSchema } from './upcoming-view';

/** The company's own codes only: what the page asks for first (and the router sends ahead). */
export const COMPANY_SCOPE: UpcomingScope = { codigos: [], comprador: '' };

export const BUYER_MAX = 120;

/**
 * What the page asks the server for beyond the company's codes: another product code (8 digits)
 * and a buyer (its name or code: the answer keeps that buyer's alone); one of the two at least.
 */
export const scopeFormSchema = z
  .object({
    codigo: z.string().trim(),
    comprador: z
      .string()
      .trim()
      .max(BUYER_MAX, `El comprador admite hasta ${BUYER_MAX} caracteres`),
  })
  .superRefine((values, context) => {
    if (values.codigo === '' && values.comprador === '') {
      context.addIssue({
        code: 'custom',
        path: ['codigo'],
        message: 'Ingresa un código de 8 dígitos o un comprador',
      });
    } else if (values.codigo !== '' && !productCodeSchema.safeParse(values.codigo).success) {
      context.addIssue({ code: 'custom', path: ['codigo'], message: PRODUCT_CODE_MESSAGE });
    }
  });
export type ScopeFormValues = z.output<typeof scopeFormSchema>;

/** The scope with what was asked for: the code added once, the buyer replaced when one is given. */
export function scopeAskedFor(scope: UpcomingScope, { codigo, comprador }: ScopeFormValues) {
  return {
    codigos:
      codigo === '' || scope.codigos.includes(codigo) ? scope.codigos : [...scope.codigos, codigo],
    comprador: comprador === '' ? scope.comprador : comprador,
  } satisfies UpcomingScope;
}

export const withoutCode = (scope: UpcomingScope, codigo: string): UpcomingScope => ({
  ...scope,
  codigos: scope.codigos.filter((code) => code !== codigo),
});

export const withoutBuyer = (scope: UpcomingScope): UpcomingScope => ({ ...scope, comprador: '' });
