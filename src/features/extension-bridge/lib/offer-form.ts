import type { OfferLine } from './application';

/** An item of the agile purchase, as the offer quotes it. */
export type ApplyItem = { correlativo: number; nombre: string; cantidad: number; unidad: string };

/** Looks a product up in the company's price list; null when it is not there. */
export type PriceLookup = (productName: string) => number | null;

/** What the offer may carry: PDF, Word, Excel or images, 10 MB each. */
export const ATTACHMENT_RULES = {
  accept: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', 'image/jpeg', 'image/png'],
  maxSize: 10 * 1024 * 1024,
  messages: {
    type: 'Solo se pueden adjuntar PDF, Word, Excel o imágenes (JPG, PNG).',
    size: 'El archivo es demasiado grande. Tamaño máximo permitido: 10MB.',
  },
};

/** The items' prices from the price list, where a product is in it, as the form types them. */
export function pricesFromList(items: readonly ApplyItem[], lookup: PriceLookup) {
  const found: Record<number, string> = {};
  for (const item of items) {
    const price = lookup(item.nombre);
    if (price !== null) found[item.correlativo] = String(price);
  }
  return found;
}

/**
 * The offer's lines: each item with the unit price typed for it ('1.250' or '990,5'), or null
 * while that is not a number above zero.
 */
export function offerLines(
  items: readonly ApplyItem[],
  prices: Readonly<Record<number, string>>,
): OfferLine[] {
  return items.map((item) => {
    const raw = prices[item.correlativo]?.replace(/\./g, '').replace(',', '.') ?? '';
    const value = raw.trim() === '' ? null : Number(raw);
    return {
      correlativo: item.correlativo,
      producto: item.nombre,
      cantidad: item.cantidad,
      unidad: item.unidad,
      precioUnitario: value !== null && Number.isFinite(value) && value > 0 ? value : null,
    };
  });
}

/** The offer's total in CLP (a line without a price counts nothing). */
export const offerTotal = (lines: readonly OfferLine[]) =>
  lines.reduce((sum, line) => sum + (line.precioUnitario ?? 0) * line.cantidad, 0);
