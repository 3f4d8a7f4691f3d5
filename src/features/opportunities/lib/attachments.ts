/**
 * Spec search §5: a document is 'Obligatorio' when its name contains terminos, especificaciones
 * or bases (accents and case aside), otherwise 'Opcional'.
 */
export function isMandatoryDocument(name: string) {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return /terminos|especificaciones|bases/.test(plain);
}

export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB`;
}
