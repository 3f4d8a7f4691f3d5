/**
 * Chile's 16 regions with the portal's own spellings (note 'O´Higgins' with an acute accent and
 * 'Región de los Lagos' in lower case) and their INE numbers, in the portal's north-to-south order.
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
  { name: 'Región de la Araucanía', value: 9 },
  { name: 'Región de Los Ríos', value: 14 },
  { name: 'Región de los Lagos', value: 10 },
  { name: 'Región Aysén del General Carlos Ibáñez del Campo', value: 11 },
  { name: 'Región de Magallanes y de la Antártica', value: 12 },
] as const satisfies readonly Region[];

export type RegionName = (typeof REGIONS)[number]['name'];
export type RegionValue = (typeof REGIONS)[number]['value'];

/**
 * The portal returns region text with trailing spaces and mixed case, so regions are compared on
 * a folded form: lower case, no diacritics, single spaces.
 */
export function normalizeRegionText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[´`'’]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const REGION_BY_TEXT = new Map<string, Region>(
  REGIONS.map((region) => [normalizeRegionText(region.name), region]),
);

export function findRegionByText(text: string): Region | undefined {
  return REGION_BY_TEXT.get(normalizeRegionText(text));
}

export function findRegionByValue(value: number): Region | undefined {
  return REGIONS.find((region) => region.value === value);
}
