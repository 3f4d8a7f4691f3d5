import { DESCRIPTION_COLUMNS } from '@/entities/company-files/lib/price-lookup';
import { foldText } from '@/lib/fold-text';

/**
 * The tag list the server derives from a price list (the 'auto-generated tag list'):
 * the values of a category column when the list has one, else the leading words of its product
 * descriptions, most frequent first. Decision 0020.
 */

const MAX_TAGS = 12;
const CATEGORY_COLUMNS = ['categoria', 'rubro', 'familia', 'linea', 'tipo'];
const STOPWORDS = new Set([
  'para',
  'con',
  'sin',
  'del',
  'las',
  'los',
  'una',
  'uno',
  'por',
  'tipo',
  'marca',
  'modelo',
  'unidad',
  'caja',
  'pack',
  'set',
  'kit',
  'talla',
  'color',
]);

const key = (value: string) => foldText(value).replace(/[^a-z]/g, '');

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('es-CL') + word.slice(1);

export function derivePriceTags(header: readonly string[], rows: readonly string[][]): string[] {
  const keys = header.map(key);
  const category = keys.findIndex((name) => CATEGORY_COLUMNS.includes(name));
  const counts = new Map<string, { label: string; count: number }>();
  const count = (label: string) => {
    const id = key(label);
    if (!id) return;
    const entry = counts.get(id) ?? { label, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  };
  if (category >= 0) {
    for (const row of rows) {
      const value = row[category]?.trim();
      if (value) count(value);
    }
  } else {
    const found = keys.findIndex((name) => DESCRIPTION_COLUMNS.includes(name));
    const description = found >= 0 ? found : Math.min(1, header.length - 1);
    for (const row of rows) {
      const word = (row[description] ?? '')
        .toLocaleLowerCase('es-CL')
        .split(/[^\p{L}]+/u)
        .find((candidate) => candidate.length >= 4 && !STOPWORDS.has(key(candidate)));
      if (word) count(capitalise(word));
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'))
    .slice(0, MAX_TAGS)
    .map((entry) => entry.label);
}
