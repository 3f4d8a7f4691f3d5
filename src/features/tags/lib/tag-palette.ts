/** The tag palette by its Spanish names; Azul is the default (decision 0015). */
export const TAG_PALETTE = [
  { name: 'Verde', color: '#22c55e' },
  { name: 'Azul', color: '#3b82f6' },
  { name: 'Rojo', color: '#ef4444' },
  { name: 'Ámbar', color: '#f59e0b' },
  { name: 'Violeta', color: '#8b5cf6' },
  { name: 'Cian', color: '#06b6d4' },
  { name: 'Rosa', color: '#ec4899' },
  { name: 'Lima', color: '#84cc16' },
] as const;

export const DEFAULT_TAG_COLOR = '#3b82f6';
