import { foldText } from './fold-text';

/**
 * Chile's 16 regions and their INE numbers, in the portal's north-to-south order. One spelling
 * everywhere a user reads a region (grid, filters, detail, CSV): the portal's full name with the
 * article of a proper name capitalised, 'Región de La Araucanía' and 'Región de Los Lagos' as in
 * 'Región de Los Ríos' (the portal itself mixes 'la Araucanía' and 'Los Ríos'). The portal's
 * own quirks that are part of the name stay ('O´Higgins' with an acute accent). Decision 0011.
 */

export type Region = { readonly name: string; readonly value: number };

export const REGIONS = [
  { name: 'Región de Arica y Parinacota', value: 15 },
  { name: 'Región de Tarapacá', value: 1 },
  { name: 'Región de Antofagasta', value: 2 },
  { name: 'Región de Atacama', value: 3 },
  { name: 'Región de Coquimbo', value: 4 },
  { name: 'Región de Valparaíso', value: 5 },
  { name: 'Región Metropolitana de Santiago', value: 13 },
  { name: 'Región del Libertador General Bernardo O´Higgins', value: 6 },
  { name: 'Región del Maule', value: 7 },
  { name: 'Región del Ñuble', value: 16 },
  { name: 'Región del Biobío', value: 8 },
  { name: 'Región de La Araucanía', value: 9 },
  { name: 'Región de Los Ríos', value: 14 },
  { name: 'Región de Los Lagos', value: 10 },
  { name: 'Región Aysén del General Carlos Ibáñez del Campo', value: 11 },
  { name: 'Región de Magallanes y de la Antártica', value: 12 },
] as const satisfies readonly Region[];

export type RegionName = (typeof REGIONS)[number]['name'];

/**
 * The portal returns region text with trailing spaces and mixed case, so regions are compared on
 * a folded form: lower case, no diacritics, single spaces.
 */
export function normalizeRegionText(text: string): string {
  return foldText(text)
    .replace(/[´`'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const REGION_BY_TEXT = new Map<string, Region>(
  REGIONS.map((region) => [normalizeRegionText(region.name), region]),
);

export function findRegionByText(text: string): Region | undefined {
  return REGION_BY_TEXT.get(normalizeRegionText(text));
}

/** The display names already worked out, by the text as it came (a search's rows repeat them). */
const DISPLAY_NAMES = new Map<string, string>();
const DISPLAY_NAMES_KEPT = 500;

/**
 * The one display name for a region text as any source writes it (the portal's upper case,
 * trailing spaces, an older saved search's 'Región de la Araucanía'); unknown text is only
 * trimmed, so nothing a server sends is lost.
 */
export function regionDisplayName(text: string): string {
  let name = DISPLAY_NAMES.get(text);
  if (name === undefined) {
    name = findRegionByText(text)?.name ?? text.trim().replace(/\s+/g, ' ');
    // A few dozen spellings at most: an answer of thousands of rows folds each once.
    if (DISPLAY_NAMES.size < DISPLAY_NAMES_KEPT) DISPLAY_NAMES.set(text, name);
  }
  return name;
}
