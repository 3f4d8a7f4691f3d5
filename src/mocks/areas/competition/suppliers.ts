import { createRandom, type Random } from '@/lib/random';
import { REGIONS, type RegionName } from '@/lib/regions';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import { SEED_COMPANIES } from '../accounts/seed';
import { FIRST_NAMES, LAST_NAMES } from '../catalogue/buyers';
import {
  CATEGORIES,
  type CatalogueItem,
  type CategorySeed,
  type CategorySlug,
} from '../catalogue/categories';
import { clamp, normal } from './random-draws';

/*
 * The suppliers of the competition market (issue 27): about 300 companies who bid on public
 * purchases, each with the catalogue categories it sells, the products of them it carries, a price
 * habit and a pace of its own, so that rivals differ. The demo companies of the accounts seed are
 * suppliers too, under their real RUT and name; they bid only through their recorded bids
 * (work/seed.ts), never in the generated market. The directory is static: the same on every run.
 */

export type MarketSupplier = {
  /** Formatted with a valid check digit: `76.123.456-7`. */
  rut: string;
  name: string;
  region: RegionName;
  /** Small business (the portal's `es_emt`). */
  emt: boolean;
  /** The company of the accounts seed this supplier is; null for the generated ones. */
  companyId: number | null;
  categories: readonly CategorySlug[];
  /** The products of its categories it offers (a few of them, or all for a generalist). */
  items: readonly CatalogueItem[];
  /** Its usual price over the typical one: 0.9 is aggressive, 1.1 expensive. */
  priceFactor: number;
  /** How its technical offers usually score (0 to 100). */
  quality: number;
  /** Relative pace of bidding: a supplier with 3 bids three times as often as one with 1. */
  activity: number;
  /** Bids mostly in its own region, or anywhere (large and national companies). */
  national: boolean;
  /** Days before the seed moment of its first possible offer; null when it bid all along. */
  enteredDaysAgo: number | null;
};

export const DIRECTORY_SIZE = 300;
const DIRECTORY_SEED = 2_027_027;
/** Suppliers who carry a product code, on average: the SME figure of about 9 per code. */
const CARRIERS_PER_CODE = 6;
/** Share of a category's suppliers who carry every product of it, and at most how many. */
const GENERALIST_SHARE = 0.3;
const GENERALISTS_PER_CATEGORY = 3.5;

/** Roughly where suppliers are: Santiago first, as the portal's volume. */
const REGION_WEIGHTS: Readonly<Record<number, number>> = {
  15: 2,
  1: 3,
  2: 4,
  3: 2.5,
  4: 5,
  5: 11,
  13: 34,
  6: 5,
  7: 6,
  16: 3,
  8: 10,
  9: 6,
  14: 3,
  10: 5,
  11: 1.5,
  12: 2,
};

/** Place words a company of each region takes in its name ("Aseo Industrial Maipo SpA"). */
const PLACE_WORDS: Readonly<Record<number, readonly string[]>> = {
  15: ['Arica', 'Chinchorro', 'Azapa', 'Parinacota'],
  1: ['Iquique', 'Tarapacá', 'Cavancha', 'Tamarugal'],
  2: ['Antofagasta', 'Calama', 'La Portada', 'Loa'],
  3: ['Copiapó', 'Atacama', 'Huasco', 'Vallenar'],
  4: ['Elqui', 'Limarí', 'La Serena', 'Choapa'],
  5: ['Aconcagua', 'Valparaíso', 'Marga Marga', 'Quillota', 'Costa Central'],
  13: ['Maipo', 'Mapocho', 'Cordillera', 'Manquehue', 'San Cristóbal', 'Santiago'],
  6: ['Cachapoal', 'Colchagua', 'Rancagua', 'Tinguiririca'],
  7: ['Maule', 'Lontué', 'Curicó', 'Loncomilla'],
  16: ['Ñuble', 'Itata', 'Diguillín', 'Chillán'],
  8: ['Biobío', 'Penco', 'Arauco', 'Laja', 'Andalién'],
  9: ['Araucanía', 'Cautín', 'Malleco', 'Llaima'],
  14: ['Valdivia', 'Calle Calle', 'Ranco', 'Los Ríos'],
  10: ['Llanquihue', 'Chiloé', 'Reloncaví', 'Osorno'],
  11: ['Aysén', 'Coyhaique', 'General Carrera'],
  12: ['Magallanes', 'Fueguina', 'Estrecho', 'Punta Arenas'],
};
const ANY_PLACE = ['del Sur', 'del Norte', 'del Pacífico', 'Andina', 'Austral', 'Central'];

/** Native words Chilean companies like for a name of their own. */
const COINED = [
  'Kuyen',
  'Newen',
  'Pehuén',
  'Quillay',
  'Maitén',
  'Alerce',
  'Coihue',
  'Raulí',
  'Canelo',
  'Lingue',
  'Ulmo',
  'Peumo',
  'Boldo',
  'Millaray',
  'Rayén',
  'Antü',
  'Lafken',
  'Mahuida',
  'Licán',
  'Aukan',
];

const PREFIXES = [
  'Comercial',
  'Comercializadora',
  'Distribuidora',
  'Inversiones',
  'Importadora',
  'Servicios',
  'Sociedad Comercial',
];

/** What a company of each category calls itself. */
const TRADE_WORDS: Readonly<Record<CategorySlug, readonly string[]>> = {
  aseo: ['Aseo Industrial', 'Servicios de Limpieza', 'Higiene Ambiental', 'Limpieza Integral'],
  oficina: ['Librería', 'Papelería', 'Suministros de Oficina', 'Artículos de Oficina'],
  computacion: ['Tecnología', 'Computación', 'Informática', 'Soluciones Tecnológicas'],
  alimentos: ['Alimentos', 'Abarrotes', 'Comercializadora Agrícola', 'Productos Alimenticios'],
  obras: ['Constructora', 'Ingeniería y Construcción', 'Obras Civiles', 'Montajes'],
  'insumos-medicos': [
    'Insumos Médicos',
    'Comercial Médica',
    'Equipos Clínicos',
    'Insumos Clínicos',
  ],
  mobiliario: ['Muebles', 'Mobiliario', 'Equipamiento', 'Mobiliario Escolar'],
  vehiculos: ['Automotriz', 'Servicio Automotriz', 'Neumáticos', 'Repuestos'],
  seguridad: ['Seguridad', 'Vigilancia', 'Sistemas de Seguridad', 'Protección'],
  impresion: ['Gráfica', 'Imprenta', 'Publicidad', 'Impresores'],
  vestuario: ['Confecciones', 'Textil', 'Vestuario Corporativo', 'Uniformes'],
  laboratorio: ['Científica', 'Insumos de Laboratorio', 'Diagnóstica', 'Biotecnología'],
  combustible: ['Combustibles', 'Energía', 'Gas', 'Leña y Pellet'],
  'servicios-ti': ['Soluciones Informáticas', 'Software', 'Consultoría TI', 'Telecomunicaciones'],
  jardineria: ['Paisajismo', 'Áreas Verdes', 'Vivero', 'Jardines'],
  banqueteria: ['Banquetería', 'Eventos y Banquetes', 'Casino y Alimentación', 'Gastronomía'],
  transporte: ['Transportes', 'Turismo y Transporte', 'Buses', 'Logística'],
  eventos: ['Producciones', 'Eventos', 'Audio e Iluminación', 'Arriendo de Carpas'],
  asesorias: ['Consultores', 'Asesorías', 'Capacitación', 'Auditores'],
};

type LegalForm = 'SpA' | 'Ltda.' | 'EIRL' | 'S.A.';
const LEGAL_FORMS: readonly (readonly [LegalForm, number])[] = [
  ['SpA', 45],
  ['Ltda.', 30],
  ['EIRL', 15],
  ['S.A.', 10],
];

function companyName(random: Random, form: LegalForm, trade: string, regionValue: number) {
  const surname = () => random.pick(LAST_NAMES);
  const place = () =>
    random.bool(0.8) ? random.pick(PLACE_WORDS[regionValue] ?? ANY_PLACE) : random.pick(ANY_PLACE);
  switch (form) {
    case 'EIRL':
      return random.bool(0.6)
        ? `${trade} ${random.pick(FIRST_NAMES).split(' ')[0]} ${surname()} EIRL`
        : `${random.pick(PREFIXES)} ${surname()} EIRL`;
    case 'Ltda.':
      switch (random.int(0, 3)) {
        case 0:
          return `${random.pick(PREFIXES)} ${surname()} y ${surname()} Ltda.`;
        case 1:
          return `${surname()} Hermanos Ltda.`;
        case 2:
          return `${trade} ${place()} Ltda.`;
        default:
          return `${trade} ${surname()} y Cía. Ltda.`;
      }
    case 'S.A.':
      return random.bool(0.5)
        ? `${trade} ${place()} S.A.`
        : `${random.pick(PREFIXES)} ${random.pick(COINED)} S.A.`;
    default:
      switch (random.int(0, 2)) {
        case 0:
          return `${trade} ${place()} SpA`;
        case 1:
          return `${random.pick(PREFIXES)} ${random.pick(COINED)} SpA`;
        default:
          return `${trade} ${random.pick(COINED)} SpA`;
      }
  }
}

const rutOf = (body: number) => formatRut(`${body}${computeRutCheckDigit(body)}`);

function categoryWeight(category: CategorySeed) {
  return category.weights.tender + category.weights.agile;
}

function generate(): MarketSupplier[] {
  const random = createRandom(DIRECTORY_SEED);
  const names = new Set<string>(SEED_COMPANIES.map((company) => company.businessName));
  const bodies = new Set<string>(SEED_COMPANIES.map((company) => company.rut.slice(0, -1)));
  const seeded: MarketSupplier[] = SEED_COMPANIES.map((company) => ({
    rut: formatRut(company.rut),
    name: company.businessName,
    // The company's own profile (accounts' seed), or what a company that has not said looks like.
    region: company.region ?? 'Región Metropolitana de Santiago',
    emt: company.emt ?? false,
    companyId: company.id,
    categories: [],
    items: [],
    priceFactor: 1,
    quality: 70,
    activity: 0,
    national: false,
    enteredDaysAgo: null,
  }));
  const regionWeights = REGIONS.map(
    (region) => [region, REGION_WEIGHTS[region.value] ?? 1] as const,
  );
  const categoryWeights = CATEGORIES.map(
    (category) => [category, categoryWeight(category)] as const,
  );
  const generated: MarketSupplier[] = [];
  while (generated.length < DIRECTORY_SIZE - seeded.length) {
    const region = random.weighted(regionWeights);
    const form = random.weighted(LEGAL_FORMS);
    const primary = random.weighted(categoryWeights);
    const categories: CategorySlug[] = [primary.slug];
    if (random.bool(0.35)) {
      const second = random.weighted(categoryWeights.filter(([category]) => category !== primary));
      categories.push(second.slug);
    }
    let name = companyName(random, form, random.pick(TRADE_WORDS[primary.slug]), region.value);
    while (names.has(name)) {
      name = companyName(random, form, random.pick(TRADE_WORDS[primary.slug]), region.value);
    }
    names.add(name);
    let body: number;
    do {
      body =
        form === 'S.A.' ? random.int(96_500_000, 99_599_999) : random.int(76_000_000, 77_999_999);
    } while (bodies.has(String(body)));
    bodies.add(String(body));
    const priceFactor = clamp(1 + normal(random) * 0.07, 0.86, 1.18);
    const entrance = random.next();
    generated.push({
      rut: rutOf(body),
      name,
      region: region.name,
      emt: form === 'S.A.' ? random.bool(0.2) : random.bool(0.9),
      companyId: null,
      categories,
      items: [],
      priceFactor: Math.round(priceFactor * 1000) / 1000,
      // Dearer suppliers tend to offer more (better staff, stock, delivery).
      quality: Math.round(clamp(62 + (priceFactor - 1) * 150 + normal(random) * 13, 20, 98)),
      activity: Math.round(Math.exp(normal(random) * 0.8) * 100) / 100,
      national: form === 'S.A.' || (region.value === 13 && random.bool(0.35)),
      enteredDaysAgo:
        entrance < 0.07 ? random.int(6, 85) : entrance < 0.17 ? random.int(100, 650) : null,
    });
  }
  assignItems(random, generated);
  return [...seeded, ...generated];
}

/**
 * The products each supplier carries: every one for a generalist, a few for a specialist, so that
 * about CARRIERS_PER_CODE suppliers carry a product whatever the size of its category.
 */
function assignItems(random: Random, suppliers: MarketSupplier[]) {
  const carried = new Map<MarketSupplier, CatalogueItem[]>();
  for (const category of CATEGORIES) {
    const members = suppliers.filter((supplier) => supplier.categories.includes(category.slug));
    if (members.length === 0) continue;
    const count = category.items.length;
    const generalists = Math.min(GENERALIST_SHARE, GENERALISTS_PER_CATEGORY / members.length);
    const perSpecialist =
      (count * (CARRIERS_PER_CODE / members.length - generalists)) / (1 - generalists);
    for (const supplier of members) {
      const list = carried.get(supplier) ?? [];
      carried.set(supplier, list);
      if (random.bool(generalists)) {
        list.push(...category.items);
        continue;
      }
      const whole = Math.floor(perSpecialist);
      const size = clamp(whole + (random.bool(perSpecialist - whole) ? 1 : 0), 1, count);
      list.push(...random.sample(category.items, size));
    }
  }
  for (const supplier of suppliers) supplier.items = carried.get(supplier) ?? [];
}

let directory: { list: readonly MarketSupplier[]; byRut: Map<string, MarketSupplier> } | null =
  null;

function loaded() {
  if (!directory) {
    const list = generate();
    directory = { list, byRut: new Map(list.map((supplier) => [supplier.rut, supplier])) };
  }
  return directory;
}

/** Every supplier of the market, the demo companies first. */
export function supplierDirectory(): readonly MarketSupplier[] {
  return loaded().list;
}

/** A supplier by its formatted RUT (`76.123.456-7`). */
export function findSupplier(rut: string): MarketSupplier | undefined {
  return loaded().byRut.get(rut);
}

/** How many suppliers a company's bids draw their rivals from: the usual few of a purchase. */
const RIVAL_CIRCLE = 5;

/**
 * Who may bid against a company on a purchase of these products at a moment: of the generated
 * suppliers who sell in the category and had entered the market by then, the few who carry most
 * of the products (the busier first when as many). The demo companies bid only through their own
 * bids.
 */
export function categoryRivals(
  slug: CategorySlug,
  products: readonly { code: string; name: string }[],
  atMs: number,
  seedMs: number,
) {
  const wanted = new Set(products.map((product) => `${product.code}|${product.name}`));
  return supplierDirectory()
    .filter(
      (supplier) =>
        supplier.companyId === null &&
        supplier.categories.includes(slug) &&
        (supplier.enteredDaysAgo === null || seedMs - supplier.enteredDaysAgo * DAY_MS <= atMs),
    )
    .map((supplier) => ({
      supplier,
      covered: supplier.items.filter((item) => wanted.has(`${item.code}|${item.product}`)).length,
    }))
    .sort((a, b) => b.covered - a.covered || b.supplier.activity - a.supplier.activity)
    .slice(0, RIVAL_CIRCLE)
    .map(({ supplier }) => supplier);
}

const DAY_MS = 24 * 60 * 60 * 1000;
