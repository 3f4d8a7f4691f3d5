import { foldText } from '@/lib/fold-text';

/** True when every word of the query is in one of the fields (an empty query matches all). */
export function matchesText(query: string, fields: readonly (string | null | undefined)[]) {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldText(fields.filter(Boolean).join(' '));
  return words.every((word) => text.includes(word));
}
