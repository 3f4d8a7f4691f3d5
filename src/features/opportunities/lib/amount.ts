import { formatCLP } from '@/lib/format';

/**
 * A hidden amount (the portal's VisibilidadMonto 0, MontoEstimado null) reads the same in the
 * grid, the cards, the detail and the CSV (decision 0011).
 */
export const AMOUNT_HIDDEN_TEXT = 'Monto no informado';

/** '$1.234.567', or 'Monto no informado' when the buyer hides the amount. */
export function formatAmount(monto: number | null): string {
  return monto === null || !Number.isFinite(monto) ? AMOUNT_HIDDEN_TEXT : formatCLP(monto);
}
