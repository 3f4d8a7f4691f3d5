import { z } from 'zod';

/**
 * The competition contracts (decision 0029): what every competition answer is made of. Every
 * figure carries the sample it comes from (`n`), so a screen can say 'pocos datos' under 5.
 * Amounts and unit prices are integer pesos (CLP); shares are fractions (0.93 = 93 %).
 */

const count = z.number().int().nonnegative();
const pesos = z.number().int().nonnegative();

/** A supplier as the award reports name it: RUT (formatted, valid check digit) and name. */
export const supplierSchema = z.object({
  rut: z.string(),
  nombre: z.string(),
  region: z.string(),
  /** Small business (the portal's `es_emt`). */
  emt: z.boolean(),
});
export type Supplier = z.output<typeof supplierSchema>;

/** The 25th percentile, the median and the 75th of `n` values (pesos); null when `n` is 0. */
export const spreadSchema = z.object({
  n: count,
  p25: pesos,
  mediana: pesos,
  p75: pesos,
});
export type Spread = z.output<typeof spreadSchema>;

/** Criteria of an award and their weights (per cent, adding up to 100). */
export const criterionSchema = z.object({
  nombre: z.string(),
  ponderacion: z.number().int().min(0).max(100),
});

export const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
