/** What each upload accepts, and the refusal texts (decisions 0012 and 0020). */

/** The logo's types, size and messages (decision 0012). */
export const LOGO_RULES = {
  accept: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'],
  maxSize: 5 * 1024 * 1024,
  messages: {
    type: 'Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).',
    size: 'El archivo es demasiado grande. Tamaño máximo: 5MB.',
  },
} as const;

/** What a price or executive list may be (decision 0012). */
export const SHEET_RULES = {
  accept: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv',
    'application/csv',
    '.xls',
    '.xlsx',
    '.csv',
  ],
  maxSize: 10 * 1024 * 1024,
  messages: {
    type: 'Solo se permiten archivos Excel (.xls, .xlsx) o CSV (.csv)',
    size: 'El archivo es demasiado grande. Tamaño máximo permitido: 10MB.',
  },
} as const;
