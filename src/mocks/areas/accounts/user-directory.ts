import { foldText } from '@/lib/fold-text';
import { computeRutCheckDigit } from '@/lib/validation/rut';

import { COMMON_SURNAMES } from '../catalogue/buyers';
import type { MockPlanId } from './records';

/**
 * The customers staff see in user administration (issue 10): 5,000 suppliers, generated the same
 * way every time and never stored (localStorage could not hold them). One becomes a stored
 * account only when staff act as it or change it (user-admin-handlers.ts). Decision 0019.
 */
export const DIRECTORY_SIZE = 5_000;
export const DIRECTORY_FIRST_ID = 100_001;

const FIRST = [
  'Ana',
  'Benjamín',
  'Camila',
  'Diego',
  'Elena',
  'Felipe',
  'Gabriela',
  'Héctor',
  'Isidora',
  'Javier',
  'Karina',
  'Luis',
  'María',
  'Nicolás',
  'Olga',
  'Pablo',
  'Rocío',
  'Sergio',
  'Tamara',
  'Vicente',
  'Ximena',
  'Yolanda',
  'Zoe',
  'Álvaro',
  'Constanza',
  'Matías',
  'Valentina',
  'Tomás',
  'Fernanda',
  'Ignacio',
];
const LAST = [
  ...COMMON_SURNAMES,
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
];
const TRADES = [
  'Aseo Industrial',
  'Insumos Médicos',
  'Construcciones',
  'Servicios Informáticos',
  'Alimentos',
  'Ferretería',
  'Transportes',
  'Mobiliario',
  'Seguridad',
  'Áreas Verdes',
  'Imprenta',
  'Ingeniería',
  'Laboratorio',
  'Climatización',
  'Eventos',
];
const PLACES = [
  'del Norte',
  'del Sur',
  'Andina',
  'Pacífico',
  'Austral',
  'Central',
  'del Maule',
  'Atacama',
  'Araucanía',
  'Biobío',
  'Magallanes',
  'Valparaíso',
];
const FORMS = ['SpA', 'Ltda.', 'EIRL', 'S.A.'];

export type DirectoryUser = {
  id: number;
  name: string;
  email: string;
  planId: MockPlanId;
  iaSubsActive: boolean;
  company: { rut: string; businessName: string };
};

const plain = (value: string) => foldText(value).replace(/[^a-z0-9]+/g, '');

let cached: DirectoryUser[] | null = null;

export function directoryUsers(): DirectoryUser[] {
  if (cached) return cached;
  cached = Array.from({ length: DIRECTORY_SIZE }, (_, index) => {
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
    const second = LAST[(index * 7 + 3) % LAST.length]!;
    const trade = TRADES[index % TRADES.length]!;
    const place = PLACES[Math.floor(index / TRADES.length) % PLACES.length]!;
    const form = FORMS[index % FORMS.length]!;
    const body = 76_100_000 + index * 137;
    const businessName = `${trade} ${place} ${form}`.replace(/ {2,}/g, ' ');
    return {
      id: DIRECTORY_FIRST_ID + index,
      name: `${first} ${last} ${second}`,
      email: `${plain(first)}.${plain(last)}${index + 1}@${plain(trade).slice(0, 10)}.cl`,
      planId: ((index % 3) + 1) as MockPlanId,
      iaSubsActive: index % 4 === 0,
      company: {
        rut: `${body}${computeRutCheckDigit(body)}`,
        businessName: `${businessName} ${index + 1}`,
      },
    };
  });
  return cached;
}

export const findDirectoryUser = (id: number) =>
  id >= DIRECTORY_FIRST_ID && id < DIRECTORY_FIRST_ID + DIRECTORY_SIZE
    ? directoryUsers()[id - DIRECTORY_FIRST_ID]!
    : null;
