const collator = new Intl.Collator('es-CL', { sensitivity: 'base' });

/** Sorted by name as a Spanish reader expects: accents and case do not reorder. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
