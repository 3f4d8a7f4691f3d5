/**
 * A system message's colour (decision 0016): rojo, amarillo, azul, verde, naranja, any other
 * gray. Light backgrounds with the 900 shade of the same hue for text and icon: every pair reads
 * above 7:1 (WCAG AAA), so the colour never costs legibility.
 */
export type MessageTone = 'rojo' | 'amarillo' | 'azul' | 'verde' | 'naranja' | 'gris';

export const MESSAGE_TONE_CLASSES: Readonly<Record<MessageTone, string>> = {
  rojo: 'border-red-300 bg-red-50 text-red-900',
  amarillo: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  azul: 'border-blue-300 bg-blue-50 text-blue-900',
  verde: 'border-green-300 bg-green-50 text-green-900',
  naranja: 'border-orange-300 bg-orange-50 text-orange-900',
  gris: 'border-gray-300 bg-gray-50 text-gray-900',
};

const NAMED: ReadonlySet<string> = new Set(['rojo', 'amarillo', 'azul', 'verde', 'naranja']);

/** The tone of a colour name as the server writes it ('Rojo ' reads as rojo); gray otherwise. */
export function messageTone(color: string | null | undefined): MessageTone {
  const name = (color ?? '').trim().toLocaleLowerCase('es-CL');
  return NAMED.has(name) ? (name as MessageTone) : 'gris';
}
