/**
 * Avatar initials: the first letters of up to two words of the name, at most
 * two letters, upper-case; 'U' when there is no usable name.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase('es-CL'))
    .join('');
}
