/**
 * The landing's three typed slogans. Each is typed, held and deleted within the 6 s rotation
 * (typewriter.ts), so none may be longer than `MAX_SLOGAN_LENGTH` characters.
 */
export const LANDING_SLOGANS = [
  'Licitaciones que calzan con tu rubro.',
  'Compras ágiles nuevas en tu correo.',
  'Pregúntale a la IA por las bases.',
] as const;
