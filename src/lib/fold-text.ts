/**
 * Lower case without accents, so 'valparaiso' finds 'Valparaíso' and 'ARAUCANIA' 'Araucanía':
 * the one rule every search box and filter of the app compares text by.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
