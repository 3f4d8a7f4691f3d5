/**
 * A product's price from the company's price list (issues 11 and 12): the description, price
 * and (optional) product-code columns found by their headers. A product matches the row with its
 * 8-digit UNSPSC code when both have one; else a row whose description is the same, or contains
 * it, or is contained in it (accents and case aside).
 */
import { foldText } from '@/lib/fold-text';

const key = (value: string) =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The headers a price list's description column goes by (the mock's tag list reads it too). */
export const DESCRIPTION_COLUMNS = [
  'descripcion',
  'producto',
  'nombre',
  'detalle',
  'articulo',
  'item',
];
const PRICE = ['precio', 'precio unitario', 'valor', 'precio neto', 'valor unitario'];
const CODE = ['codigo', 'codigo onu', 'codigo producto', 'codigo unspsc', 'unspsc', 'onu'];

/** '1.990', '1990', '$ 1.990', '1990,5' as a number; null when it is not one. */
export function readPrice(text: string): number | null {
  const clean = text.replace(/[$\s]/g, '');
  if (!clean) return null;
  const normalised = /,\d{1,2}$/.test(clean)
    ? clean.replace(/\./g, '').replace(',', '.')
    : clean.replace(/[.,](?=\d{3}\b)/g, '');
  const value = Number(normalised);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function priceLookup(header: readonly string[], rows: readonly string[][]) {
  const keys = header.map(key);
  const description = keys.findIndex((name) => DESCRIPTION_COLUMNS.includes(name));
  const price = keys.findIndex((name) => PRICE.includes(name));
  const code = keys.findIndex((name) => CODE.includes(name));
  if (description < 0 || price < 0) return null;
  const entries = rows
    .map((row) => ({
      name: key(row[description] ?? ''),
      code: code < 0 ? '' : (row[code] ?? '').replace(/\D/g, ''),
      price: readPrice(row[price] ?? ''),
    }))
    .filter(
      (entry): entry is { name: string; code: string; price: number } =>
        entry.name !== '' && entry.price !== null,
    );
  return (productName: string, productCode?: string): number | null => {
    const byCode =
      productCode && /^\d{8}$/.test(productCode)
        ? entries.find((entry) => entry.code === productCode)
        : undefined;
    if (byCode) return byCode.price;
    const wanted = key(productName);
    if (!wanted) return null;
    const exact = entries.find((entry) => entry.name === wanted);
    if (exact) return exact.price;
    const near = entries.find(
      (entry) => entry.name.includes(wanted) || wanted.includes(entry.name),
    );
    return near?.price ?? null;
  };
}
