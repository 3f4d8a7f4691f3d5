import { netTotalPesos, parsePriceCents } from '@/entities/agile-purchase/lib/cap';

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
 * The offer's lines: each item with the unit price typed for it ('1.250' or '990,5', net of
 * VAT), or null while that is not an amount above zero with at most two decimals.
 */
export function offerLines(
  items: readonly ApplyItem[],
  prices: Readonly<Record<number, string>>,
): OfferLine[] {
  return items.map((item) => {
    const cents = parsePriceCents(prices[item.correlativo] ?? '');
    return {
      correlativo: item.correlativo,
      producto: item.nombre,
      cantidad: item.cantidad,
      unidad: item.unidad,
      precioUnitario: cents === null ? null : cents / 100,
    };
  });
}

/** The offer's net total in whole pesos, added exactly (a line without a price counts nothing). */
export const offerTotal = (lines: readonly OfferLine[]) =>
  netTotalPesos(
    lines.map((line) => ({
      priceCents: line.precioUnitario === null ? null : Math.round(line.precioUnitario * 100),
      quantity: line.cantidad,
    })),
  );
