/**
 * Public buying organisms and their purchasing units, spread over the 16 regions. The list is
 * static and built with its own fixed seed, so unit codes, RUTs and staff stay the same whatever
 * seed the opportunities use: a saved search for "Hospital Carlos Van Buren" keeps finding it.
 */

import { foldText } from '@/lib/fold-text';
import { REGIONS, type RegionName } from '@/lib/regions';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import { createRandom } from '@/lib/random';

/** A formatted RUT with its modulus-11 check digit, e.g. 61.608.000-K. */
const rutWithCheckDigit = (body: number) => formatRut(`${body}${computeRutCheckDigit(body)}`);

export type BuyerKind =
  | 'hospital'
  | 'servicio_salud'
  | 'municipalidad'
  | 'universidad'
  | 'carabineros'
  | 'ejercito'
  | 'gendarmeria'
  | 'junji'
  | 'integra'
  | 'serviu'
  | 'seremi_salud'
  | 'vialidad'
  | 'junaeb';

export type SeedBuyer = {
  /** Index into BUYERS; handy for lookups, not shown to users. */
  readonly index: number;
  readonly kind: BuyerKind;
  readonly organismCode: string;
  readonly organismName: string;
  /** Digits only; the first part of every code this unit publishes. */
  readonly unitCode: string;
  readonly unitName: string;
  readonly unitRut: string;
  readonly address: string;
  readonly comuna: string;
  readonly region: RegionName;
  readonly regionValue: number;
  /** With article, for names such as "Compra de sillas para la Municipalidad de Arica". */
  readonly entity: string;
  /** Places the unit buys for, with article ("el Hospital Carlos Van Buren"); the first is the main one. */
  readonly places: readonly BuyerPlace[];
  /** Local units buy for their own comuna; regional offices for any comuna of the region. */
  readonly local: boolean;
  readonly emailDomain: string;
  /** Purchasing staff who sign as responsible for the unit's opportunities. */
  readonly staff: readonly StaffContact[];
};

export type StaffContact = { readonly name: string; readonly email: string };

/**
 * What a place is, so a category only names places that fit it: gloves for an emergency room,
 * paper for an office, never firewood for an intensive care unit.
 */
export type PlaceTag = 'main' | 'office' | 'clinical' | 'school' | 'outdoor' | 'lab';

export type BuyerPlace = { readonly text: string; readonly tags: readonly PlaceTag[] };

function place(text: string, ...tags: PlaceTag[]): BuyerPlace {
  return { text, tags };
}

type HospitalSeed = readonly [name: string, comuna: string, domain: string];

type RegionSeed = {
  readonly region: RegionName;
  /** Short form used in unit names ("Dirección Regional Valparaíso"). */
  readonly short: string;
  readonly capital: string;
  readonly comunas: readonly string[];
  readonly municipalities: readonly string[];
  readonly healthService: string;
  readonly hospitals: readonly HospitalSeed[];
  readonly universities: readonly (readonly [name: string, comuna: string, domain: string])[];
  /** Regional offices of national organisms present in this region. */
  readonly national: readonly NationalKind[];
};

type NationalKind = Exclude<
  BuyerKind,
  'hospital' | 'servicio_salud' | 'municipalidad' | 'universidad'
>;

const REGION_SEEDS: readonly RegionSeed[] = [
  {
    region: 'Región de Arica y Parinacota',
    short: 'Arica y Parinacota',
    capital: 'Arica',
    comunas: ['Arica', 'Camarones', 'Putre', 'General Lagos'],
    municipalities: ['Arica', 'Putre', 'Camarones'],
    healthService: 'Servicio de Salud Arica y Parinacota',
    hospitals: [['Hospital Regional de Arica Dr. Juan Noé Crevani', 'Arica', 'hjnc.cl']],
    universities: [['Universidad de Tarapacá', 'Arica', 'uta.cl']],
    national: ['carabineros', 'junji'],
  },
  {
    region: 'Región de Tarapacá',
    short: 'Tarapacá',
    capital: 'Iquique',
    comunas: ['Iquique', 'Alto Hospicio', 'Pozo Almonte', 'Pica', 'Huara', 'Camiña', 'Colchane'],
    municipalities: ['Iquique', 'Alto Hospicio', 'Pozo Almonte'],
    healthService: 'Servicio de Salud Tarapacá',
    hospitals: [
      ['Hospital Regional de Iquique Dr. Ernesto Torres Galdames', 'Iquique', 'hospitaliquique.cl'],
    ],
    universities: [['Universidad Arturo Prat', 'Iquique', 'unap.cl']],
    national: ['gendarmeria', 'vialidad'],
  },
  {
    region: 'Región de Antofagasta',
    short: 'Antofagasta',
    capital: 'Antofagasta',
    comunas: [
      'Antofagasta',
      'Calama',
      'Tocopilla',
      'Mejillones',
      'Taltal',
      'San Pedro de Atacama',
      'María Elena',
      'Sierra Gorda',
    ],
    municipalities: ['Antofagasta', 'Calama', 'Tocopilla', 'Mejillones'],
    healthService: 'Servicio de Salud Antofagasta',
    hospitals: [
      [
        'Hospital Regional de Antofagasta Dr. Leonardo Guzmán',
        'Antofagasta',
        'hospitalantofagasta.cl',
      ],
      ['Hospital Dr. Carlos Cisternas de Calama', 'Calama', 'hospitalcalama.cl'],
    ],
    universities: [['Universidad de Antofagasta', 'Antofagasta', 'uantof.cl']],
    national: ['ejercito', 'serviu'],
  },
  {
    region: 'Región de Atacama',
    short: 'Atacama',
    capital: 'Copiapó',
    comunas: [
      'Copiapó',
      'Caldera',
      'Tierra Amarilla',
      'Chañaral',
      'Diego de Almagro',
      'Vallenar',
      'Freirina',
      'Huasco',
      'Alto del Carmen',
    ],
    municipalities: ['Copiapó', 'Vallenar', 'Caldera'],
    healthService: 'Servicio de Salud Atacama',
    hospitals: [
      ['Hospital Regional de Copiapó San José del Carmen', 'Copiapó', 'hospitalcopiapo.cl'],
      [
        'Hospital Provincial del Huasco Monseñor Fernando Ariztía',
        'Vallenar',
        'hospitalvallenar.cl',
      ],
    ],
    universities: [['Universidad de Atacama', 'Copiapó', 'uda.cl']],
    national: ['integra', 'junaeb'],
  },
  {
    region: 'Región de Coquimbo',
    short: 'Coquimbo',
    capital: 'La Serena',
    comunas: [
      'La Serena',
      'Coquimbo',
      'Ovalle',
      'Illapel',
      'Vicuña',
      'Andacollo',
      'Los Vilos',
      'Salamanca',
      'Monte Patria',
      'Combarbalá',
    ],
    municipalities: ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel'],
    healthService: 'Servicio de Salud Coquimbo',
    hospitals: [
      ['Hospital San Juan de Dios de La Serena', 'La Serena', 'hospitallaserena.cl'],
      ['Hospital San Pablo de Coquimbo', 'Coquimbo', 'hospitalcoquimbo.cl'],
      ['Hospital Provincial de Ovalle', 'Ovalle', 'hospitalovalle.cl'],
    ],
    universities: [['Universidad de La Serena', 'La Serena', 'userena.cl']],
    national: ['junji', 'seremi_salud'],
  },
  {
    region: 'Región de Valparaíso',
    short: 'Valparaíso',
    capital: 'Valparaíso',
    comunas: [
      'Valparaíso',
      'Viña del Mar',
      'Quilpué',
      'Villa Alemana',
      'Quillota',
      'San Antonio',
      'San Felipe',
      'Los Andes',
      'La Calera',
      'Limache',
      'Concón',
      'Casablanca',
      'Cartagena',
      'La Ligua',
    ],
    municipalities: ['Valparaíso', 'Viña del Mar', 'Quilpué', 'San Antonio', 'Los Andes'],
    healthService: 'Servicio de Salud Valparaíso San Antonio',
    hospitals: [
      ['Hospital Carlos Van Buren', 'Valparaíso', 'hospitalvalparaiso.cl'],
      ['Hospital Dr. Gustavo Fricke', 'Viña del Mar', 'hospitalfricke.cl'],
      ['Hospital Biprovincial Quillota Petorca', 'Quillota', 'hospitalquillota.cl'],
      ['Hospital San Camilo de San Felipe', 'San Felipe', 'hospitalsancamilo.cl'],
      ['Hospital Claudio Vicuña de San Antonio', 'San Antonio', 'hospitalsanantonio.cl'],
    ],
    universities: [
      ['Universidad de Valparaíso', 'Valparaíso', 'uv.cl'],
      ['Universidad de Playa Ancha', 'Valparaíso', 'upla.cl'],
    ],
    national: ['carabineros', 'junji', 'serviu', 'vialidad'],
  },
  {
    region: 'Región Metropolitana de Santiago',
    short: 'Metropolitana',
    capital: 'Santiago',
    comunas: [
      'Santiago',
      'Providencia',
      'Las Condes',
      'Maipú',
      'Puente Alto',
      'La Florida',
      'Ñuñoa',
      'Recoleta',
      'Independencia',
      'Estación Central',
      'Pudahuel',
      'Quilicura',
      'San Bernardo',
      'Peñalolén',
      'San Miguel',
      'San Ramón',
      'Melipilla',
      'Talagante',
      'Colina',
    ],
    municipalities: ['Santiago', 'Maipú', 'Puente Alto', 'La Florida', 'Ñuñoa', 'Peñalolén'],
    healthService: 'Servicio de Salud Metropolitano Sur Oriente',
    hospitals: [
      ['Hospital San Juan de Dios', 'Santiago', 'hsjd.cl'],
      ['Hospital Clínico San Borja Arriarán', 'Santiago', 'hcsba.cl'],
      ['Complejo Asistencial Dr. Sótero del Río', 'Puente Alto', 'hospitalsoterodelrio.cl'],
      ['Hospital El Carmen de Maipú', 'Maipú', 'hospitalelcarmen.cl'],
      ['Hospital Barros Luco Trudeau', 'San Miguel', 'hospitalbarrosluco.cl'],
    ],
    universities: [
      ['Universidad de Chile', 'Santiago', 'uchile.cl'],
      ['Universidad de Santiago de Chile', 'Estación Central', 'usach.cl'],
      ['Universidad Tecnológica Metropolitana', 'Santiago', 'utem.cl'],
    ],
    national: ['carabineros', 'gendarmeria', 'integra', 'serviu', 'junaeb'],
  },
  {
    region: 'Región del Libertador General Bernardo O´Higgins',
    short: "O'Higgins",
    capital: 'Rancagua',
    comunas: [
      'Rancagua',
      'Machalí',
      'San Fernando',
      'Santa Cruz',
      'Rengo',
      'Pichilemu',
      'San Vicente',
      'Graneros',
      'Chimbarongo',
    ],
    municipalities: ['Rancagua', 'San Fernando', 'Rengo', 'Pichilemu'],
    healthService: "Servicio de Salud O'Higgins",
    hospitals: [
      ['Hospital Regional de Rancagua', 'Rancagua', 'hospitalrancagua.cl'],
      ['Hospital San Juan de Dios de San Fernando', 'San Fernando', 'hospitalsanfernando.cl'],
      ['Hospital de Santa Cruz', 'Santa Cruz', 'hospitalsantacruz.cl'],
    ],
    universities: [["Universidad de O'Higgins", 'Rancagua', 'uoh.cl']],
    national: ['carabineros', 'serviu'],
  },
  {
    region: 'Región del Maule',
    short: 'Maule',
    capital: 'Talca',
    comunas: [
      'Talca',
      'Curicó',
      'Linares',
      'Cauquenes',
      'Constitución',
      'Molina',
      'San Javier',
      'Parral',
      'Maule',
    ],
    municipalities: ['Talca', 'Curicó', 'Linares', 'Constitución'],
    healthService: 'Servicio de Salud del Maule',
    hospitals: [
      ['Hospital Regional de Talca', 'Talca', 'hospitaltalca.cl'],
      ['Hospital de Curicó', 'Curicó', 'hospitalcurico.cl'],
      ['Hospital Presidente Carlos Ibáñez del Campo de Linares', 'Linares', 'hospitallinares.cl'],
    ],
    universities: [['Universidad de Talca', 'Talca', 'utalca.cl']],
    national: ['ejercito', 'integra'],
  },
  {
    region: 'Región del Ñuble',
    short: 'Ñuble',
    capital: 'Chillán',
    comunas: [
      'Chillán',
      'Chillán Viejo',
      'San Carlos',
      'Bulnes',
      'Quirihue',
      'Coelemu',
      'Yungay',
      'Coihueco',
      'Quillón',
    ],
    municipalities: ['Chillán', 'San Carlos', 'Bulnes', 'Chillán Viejo'],
    healthService: 'Servicio de Salud Ñuble',
    hospitals: [
      ['Hospital Clínico Herminda Martín', 'Chillán', 'hospitalherminda.cl'],
      ['Hospital de San Carlos', 'San Carlos', 'hospitalsancarlos.cl'],
    ],
    universities: [],
    national: ['junji', 'seremi_salud'],
  },
  {
    region: 'Región del Biobío',
    short: 'Biobío',
    capital: 'Concepción',
    comunas: [
      'Concepción',
      'Talcahuano',
      'Los Ángeles',
      'Coronel',
      'San Pedro de la Paz',
      'Chiguayante',
      'Hualpén',
      'Lota',
      'Tomé',
      'Lebu',
      'Cañete',
      'Arauco',
      'Mulchén',
      'Nacimiento',
    ],
    municipalities: ['Concepción', 'Talcahuano', 'Los Ángeles', 'Coronel'],
    healthService: 'Servicio de Salud Concepción',
    hospitals: [
      [
        'Hospital Clínico Regional Dr. Guillermo Grant Benavente',
        'Concepción',
        'hospitalregional.cl',
      ],
      ['Hospital Las Higueras', 'Talcahuano', 'hospitalhigueras.cl'],
      ['Complejo Asistencial Dr. Víctor Ríos Ruiz', 'Los Ángeles', 'hospitallosangeles.cl'],
    ],
    universities: [['Universidad del Bío-Bío', 'Concepción', 'ubiobio.cl']],
    national: ['gendarmeria', 'vialidad'],
  },
  {
    region: 'Región de La Araucanía',
    short: 'Araucanía',
    capital: 'Temuco',
    comunas: [
      'Temuco',
      'Padre Las Casas',
      'Villarrica',
      'Angol',
      'Pucón',
      'Victoria',
      'Lautaro',
      'Nueva Imperial',
      'Carahue',
    ],
    municipalities: ['Temuco', 'Padre Las Casas', 'Villarrica', 'Angol'],
    healthService: 'Servicio de Salud Araucanía Sur',
    hospitals: [
      ['Hospital Dr. Hernán Henríquez Aravena', 'Temuco', 'hospitaltemuco.cl'],
      ['Hospital Dr. Mauricio Heyermann de Angol', 'Angol', 'hospitalangol.cl'],
      ['Hospital de Villarrica', 'Villarrica', 'hospitalvillarrica.cl'],
    ],
    universities: [['Universidad de La Frontera', 'Temuco', 'ufrontera.cl']],
    national: ['carabineros', 'junaeb'],
  },
  {
    region: 'Región de Los Ríos',
    short: 'Los Ríos',
    capital: 'Valdivia',
    comunas: [
      'Valdivia',
      'La Unión',
      'Río Bueno',
      'Panguipulli',
      'Los Lagos',
      'Paillaco',
      'Lanco',
      'Mariquina',
      'Futrono',
    ],
    municipalities: ['Valdivia', 'La Unión', 'Panguipulli', 'Río Bueno'],
    healthService: 'Servicio de Salud Los Ríos',
    hospitals: [
      ['Hospital Base Valdivia', 'Valdivia', 'hospitalvaldivia.cl'],
      ['Hospital de La Unión', 'La Unión', 'hospitallaunion.cl'],
    ],
    universities: [],
    national: ['ejercito', 'integra'],
  },
  {
    region: 'Región de Los Lagos',
    short: 'Los Lagos',
    capital: 'Puerto Montt',
    comunas: [
      'Puerto Montt',
      'Osorno',
      'Castro',
      'Ancud',
      'Puerto Varas',
      'Calbuco',
      'Quellón',
      'Frutillar',
      'Llanquihue',
      'Purranque',
    ],
    municipalities: ['Puerto Montt', 'Osorno', 'Castro', 'Puerto Varas'],
    healthService: 'Servicio de Salud del Reloncaví',
    hospitals: [
      [
        'Hospital Puerto Montt Dr. Eduardo Schütz Schroeder',
        'Puerto Montt',
        'hospitalpuertomontt.cl',
      ],
      ['Hospital Base San José de Osorno', 'Osorno', 'hospitalosorno.cl'],
      ['Hospital Dr. Augusto Riffart de Castro', 'Castro', 'hospitalcastro.cl'],
    ],
    universities: [['Universidad de Los Lagos', 'Osorno', 'ulagos.cl']],
    national: ['serviu', 'seremi_salud'],
  },
  {
    region: 'Región Aysén del General Carlos Ibáñez del Campo',
    short: 'Aysén',
    capital: 'Coyhaique',
    comunas: ['Coyhaique', 'Aysén', 'Chile Chico', 'Cochrane', 'Cisnes', 'Río Ibáñez', 'Guaitecas'],
    municipalities: ['Coyhaique', 'Aysén', 'Chile Chico'],
    healthService: 'Servicio de Salud Aysén',
    hospitals: [
      ['Hospital Regional de Coyhaique', 'Coyhaique', 'hospitalcoyhaique.cl'],
      ['Hospital de Puerto Aysén', 'Aysén', 'hospitalaysen.cl'],
    ],
    universities: [['Universidad de Aysén', 'Coyhaique', 'uaysen.cl']],
    national: ['vialidad', 'junji'],
  },
  {
    region: 'Región de Magallanes y de la Antártica',
    short: 'Magallanes',
    capital: 'Punta Arenas',
    comunas: [
      'Punta Arenas',
      'Natales',
      'Porvenir',
      'Cabo de Hornos',
      'Primavera',
      'Timaukel',
      'Torres del Paine',
    ],
    municipalities: ['Punta Arenas', 'Natales', 'Porvenir'],
    healthService: 'Servicio de Salud Magallanes',
    hospitals: [
      [
        'Hospital Clínico de Magallanes Dr. Lautaro Navarro Avaria',
        'Punta Arenas',
        'hospitalclinicomagallanes.cl',
      ],
      ['Hospital Dr. Augusto Essmann Burgos', 'Natales', 'hospitalnatales.cl'],
    ],
    universities: [['Universidad de Magallanes', 'Punta Arenas', 'umag.cl']],
    national: ['ejercito', 'gendarmeria'],
  },
];

export const FIRST_NAMES = [
  'María José',
  'Camila',
  'Valentina',
  'Francisca',
  'Javiera',
  'Constanza',
  'Catalina',
  'Fernanda',
  'Daniela',
  'Carolina',
  'Paulina',
  'Claudia',
  'Patricia',
  'Marcela',
  'Verónica',
  'Andrea',
  'Lorena',
  'Pamela',
  'Ximena',
  'Alejandra',
  'Macarena',
  'Bárbara',
  'Solange',
  'Juan Pablo',
  'José Miguel',
  'Cristián',
  'Felipe',
  'Rodrigo',
  'Sebastián',
  'Matías',
  'Nicolás',
  'Gonzalo',
  'Mauricio',
  'Claudio',
  'Patricio',
  'Francisco',
  'Luis',
  'Jorge',
  'Ricardo',
  'Héctor',
  'Andrés',
  'Álvaro',
  'Ignacio',
  'Marcelo',
  'Pedro',
  'Víctor',
  'Esteban',
  'Tomás',
] as const;

/** Chile's thirteen most common surnames, the most common first: every list of surnames opens with them. */
export const COMMON_SURNAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
] as const;

export const LAST_NAMES = [
  ...COMMON_SURNAMES,
  'Araya',
  'Fuentes',
  'Hernández',
  'Torres',
  'Espinoza',
  'Flores',
  'Castillo',
  'Valenzuela',
  'Ramírez',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Vargas',
  'Álvarez',
  'Vásquez',
  'Tapia',
  'Fernández',
  'Sánchez',
  'Carrasco',
  'Gómez',
  'Cortés',
  'Herrera',
  'Núñez',
  'Jara',
  'Vergara',
  'Rivera',
  'Figueroa',
  'Riquelme',
  'Miranda',
  'Bravo',
  'Vera',
  'Molina',
  'Vega',
  'Sandoval',
  'Orellana',
  'Cárcamo',
  'Zúñiga',
  'Olivares',
  'Alarcón',
  'Gallardo',
  'Garrido',
  'Salazar',
  'Henríquez',
  'Saavedra',
  'Navarro',
  'Aravena',
  'Pizarro',
  'Cáceres',
  'Yáñez',
  'Oyarzún',
  'Sanhueza',
  'Poblete',
  'Mella',
  'Quezada',
  'Bustos',
] as const;

const STREETS = [
  'Avenida Libertador Bernardo O’Higgins',
  'Arturo Prat',
  'Manuel Rodríguez',
  'Bulnes',
  'Avenida Colón',
  'Esmeralda',
  'Avenida Balmaceda',
  'Freire',
  'Yungay',
  'Independencia',
  'Avenida Brasil',
  'Serrano',
  'Carrera',
  'Avenida Bernardo O’Higgins',
  'San Martín',
  'Maipú',
  'Chacabuco',
  'Lautaro',
  'Aníbal Pinto',
  'Avenida Alemania',
  'Condell',
  'Baquedano',
] as const;

const NATIONAL_ORGANISMS: Record<
  NationalKind,
  { organismName: string; organismCode: string; rutBody: number; domain: string }
> = {
  carabineros: {
    organismName: 'Carabineros de Chile',
    organismCode: '7032',
    rutBody: 60505000,
    domain: 'carabineros.cl',
  },
  ejercito: {
    organismName: 'Ejército de Chile',
    organismCode: '7071',
    rutBody: 61101000,
    domain: 'ejercito.cl',
  },
  gendarmeria: {
    organismName: 'Gendarmería de Chile',
    organismCode: '7245',
    rutBody: 61004000,
    domain: 'gendarmeria.cl',
  },
  junji: {
    organismName: 'Junta Nacional de Jardines Infantiles',
    organismCode: '7284',
    rutBody: 70072600,
    domain: 'junji.cl',
  },
  integra: {
    organismName: 'Fundación Integra',
    organismCode: '90153',
    rutBody: 70574900,
    domain: 'integra.cl',
  },
  serviu: {
    organismName: 'Servicio de Vivienda y Urbanización',
    organismCode: '7384',
    rutBody: 61812000,
    domain: 'minvu.cl',
  },
  seremi_salud: {
    organismName: 'Secretaría Regional Ministerial de Salud',
    organismCode: '7249',
    rutBody: 61608100,
    domain: 'minsal.cl',
  },
  vialidad: {
    organismName: 'Dirección de Vialidad',
    organismCode: '7136',
    rutBody: 61202000,
    domain: 'mop.gov.cl',
  },
  junaeb: {
    organismName: 'Junta Nacional de Auxilio Escolar y Becas',
    organismCode: '7323',
    rutBody: 60908000,
    domain: 'junaeb.cl',
  },
};

const JARDIN_NAMES = [
  'Los Pececitos',
  'Rayito de Sol',
  'Semillita',
  'Los Copihues',
  'Pequeños Pasos',
  'Caracolito',
  'Las Ardillitas',
  'Mi Pequeño Mundo',
  'Los Delfines',
  'Arcoíris',
] as const;

function slugForDomain(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}

function slugForEmail(text: string): string {
  return foldText(text).replace(/[^a-z]/g, '');
}

/** Built once at import: about 150 units, cheap enough that laziness would only add code. */
function buildBuyers(): SeedBuyer[] {
  // A fixed seed of its own: buyers must not change when the opportunity seed does.
  const random = createRandom(7301);
  const usedUnitCodes = new Set<string>();
  const usedOrganismCodes = new Set<string>(
    Object.values(NATIONAL_ORGANISMS).map((organism) => organism.organismCode),
  );
  const usedRutBodies = new Set<number>();
  const buyers: SeedBuyer[] = [];

  function uniqueCode(used: Set<string>, min: number, max: number): string {
    for (;;) {
      const code = String(random.int(min, max));
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  }

  function unitCode(): string {
    // Real unit codes range from 3-4 digits (old units) to 6-7 digits (newer ones).
    return random.bool(0.75)
      ? uniqueCode(usedUnitCodes, 1000, 9999)
      : uniqueCode(usedUnitCodes, 100000, 1299999);
  }

  function rutBody(min: number, max: number): number {
    for (;;) {
      const body = random.int(min, max);
      if (!usedRutBodies.has(body)) {
        usedRutBodies.add(body);
        return body;
      }
    }
  }

  function address(): string {
    return `${random.pick(STREETS)} ${random.int(2, 28) * 50 + random.int(0, 49)}`;
  }

  function staff(domain: string): StaffContact[] {
    const people: StaffContact[] = [];
    const size = random.int(2, 4);
    while (people.length < size) {
      const first = random.pick(FIRST_NAMES);
      const last1 = random.pick(LAST_NAMES);
      let last2 = random.pick(LAST_NAMES);
      if (last2 === last1) last2 = random.pick(LAST_NAMES);
      // Institutional addresses use the first given name and the first surname.
      const local = `${slugForEmail(first.split(' ')[0] ?? first)}.${slugForEmail(last1)}`;
      people.push({ name: `${first} ${last1} ${last2}`, email: `${local}@${domain}` });
    }
    return people;
  }

  function add(
    seed: RegionSeed,
    regionValue: number,
    buyer: Omit<
      SeedBuyer,
      'index' | 'region' | 'regionValue' | 'address' | 'staff' | 'unitCode'
    > & {
      address?: string;
    },
  ): void {
    buyers.push({
      ...buyer,
      index: buyers.length,
      region: seed.region,
      regionValue,
      unitCode: unitCode(),
      address: buyer.address ?? address(),
      staff: staff(buyer.emailDomain),
    });
  }

  for (const seed of REGION_SEEDS) {
    const regionValue = REGIONS.find((region) => region.name === seed.region)?.value;
    if (regionValue === undefined) throw new Error(`Unknown region ${seed.region}`);

    for (const comuna of seed.municipalities) {
      const domain = `muni${slugForDomain(comuna)}.cl`;
      add(seed, regionValue, {
        kind: 'municipalidad',
        organismCode: uniqueCode(usedOrganismCodes, 2000, 9999),
        organismName: `Ilustre Municipalidad de ${comuna}`,
        unitName: random.pick([
          'Departamento de Adquisiciones',
          'Dirección de Administración y Finanzas',
          'Unidad de Compras Municipales',
          'Departamento de Abastecimiento',
        ]),
        unitRut: rutWithCheckDigit(rutBody(69010000, 69265000)),
        comuna,
        entity: `la Municipalidad de ${comuna}`,
        places: [
          place('el edificio consistorial', 'main', 'office'),
          place(`el CESFAM de {comuna}`, 'clinical'),
          place('las escuelas municipales de {comuna}', 'school'),
          place('el Liceo Bicentenario de {comuna}', 'school'),
          place('la Biblioteca Municipal', 'main', 'office'),
          place('el Estadio Municipal de {comuna}', 'outdoor'),
          place('las oficinas de DIDECO', 'office'),
          place('el Departamento de Salud Municipal', 'clinical', 'office'),
          place('los jardines infantiles VTF de la comuna', 'school'),
          place('el Cementerio Municipal', 'outdoor'),
        ],
        local: true,
        emailDomain: domain,
      });
    }

    add(seed, regionValue, {
      kind: 'servicio_salud',
      organismCode: uniqueCode(usedOrganismCodes, 1000, 1999),
      organismName: seed.healthService,
      unitName: 'Subdepartamento de Abastecimiento',
      unitRut: rutWithCheckDigit(rutBody(61602000, 61980000)),
      comuna: seed.capital,
      entity: `el ${seed.healthService}`,
      places: [
        place(`la Dirección del ${seed.healthService}`, 'main', 'office'),
        place('los CESFAM de la red asistencial', 'clinical'),
        place('la red de atención primaria', 'clinical'),
        place('el Centro Comunitario de Salud Mental', 'clinical'),
        place('las postas de salud rural', 'clinical'),
      ],
      local: false,
      emailDomain: 'redsalud.gob.cl',
    });

    for (const [name, comuna, domain] of seed.hospitals) {
      add(seed, regionValue, {
        kind: 'hospital',
        organismCode: uniqueCode(usedOrganismCodes, 1000, 1999),
        organismName: name,
        unitName: random.pick([
          'Unidad de Abastecimiento',
          'Departamento de Abastecimiento',
          'Subdirección Administrativa',
          'Unidad de Compras y Licitaciones',
        ]),
        unitRut: rutWithCheckDigit(rutBody(61602000, 61980000)),
        comuna,
        entity: `el ${name}`,
        places: [
          place(`el ${name}`, 'main'),
          place(`el ${name}`, 'main'),
          place(`el Servicio de Urgencia del ${name}`, 'clinical'),
          place('la Unidad de Pacientes Críticos', 'clinical'),
          place('el Pabellón Quirúrgico', 'clinical'),
          place(`las unidades clínicas del ${name}`, 'clinical'),
          place('el Centro de Diagnóstico Terapéutico', 'clinical'),
          place('la Unidad de Hospitalización Domiciliaria', 'clinical'),
        ],
        local: true,
        emailDomain: domain,
      });
    }

    for (const [name, comuna, domain] of seed.universities) {
      add(seed, regionValue, {
        kind: 'universidad',
        organismCode: uniqueCode(usedOrganismCodes, 2000, 9999),
        organismName: name,
        unitName: random.pick(['Unidad de Adquisiciones', 'Departamento de Abastecimiento']),
        unitRut: rutWithCheckDigit(rutBody(70770000, 71990000)),
        comuna,
        entity: `la ${name}`,
        places: [
          place(`la ${name}`, 'main'),
          place('la Facultad de Medicina', 'lab'),
          place('la Facultad de Ciencias', 'lab'),
          place('la Biblioteca Central', 'office'),
          place(`el Campus ${comuna}`, 'outdoor'),
          place('el Laboratorio de Química', 'lab'),
          place('la Dirección de Asuntos Estudiantiles', 'office'),
        ],
        local: true,
        emailDomain: domain,
      });
    }

    for (const kind of seed.national) {
      const organism = NATIONAL_ORGANISMS[kind];
      const base = {
        kind,
        organismCode: organism.organismCode,
        unitRut: rutWithCheckDigit(organism.rutBody),
        comuna: seed.capital,
        local: false,
        emailDomain: organism.domain,
      };
      const short = seed.short;
      switch (kind) {
        case 'carabineros':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Zona de Carabineros ${short}`,
            entity: `la Zona de Carabineros ${short}`,
            places: [
              place(`la Prefectura de ${seed.capital}`, 'main'),
              place('la Primera Comisaría de {comuna}', 'main'),
              place('las unidades policiales de la zona', 'main'),
              place('el Cuartel Institucional', 'main'),
              place('la Subcomisaría de {comuna}', 'main'),
            ],
          });
          break;
        case 'ejercito':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Guarnición Militar ${seed.capital}`,
            entity: `la Guarnición Militar ${seed.capital}`,
            places: [
              place(`el Regimiento de ${seed.capital}`, 'main'),
              place('las unidades de la guarnición', 'main'),
              place('el Casino de Oficiales', 'main'),
              place('la Villa Militar de {comuna}', 'outdoor'),
            ],
          });
          break;
        case 'gendarmeria':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Dirección Regional ${short}`,
            entity: `la Dirección Regional de Gendarmería ${short}`,
            places: [
              place(`el Centro Penitenciario de ${seed.capital}`, 'main'),
              place('el Centro de Detención Preventiva de {comuna}', 'main'),
              place('los establecimientos penitenciarios de la región', 'main'),
              place('la Dirección Regional', 'office'),
            ],
          });
          break;
        case 'junji':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Dirección Regional JUNJI ${short}`,
            entity: `la JUNJI ${short}`,
            places: [
              place('los jardines infantiles de la región', 'main', 'school'),
              place(`el Jardín Infantil ${random.pick(JARDIN_NAMES)} de {comuna}`, 'school'),
              place(`el Jardín Infantil ${random.pick(JARDIN_NAMES)}`, 'school'),
              place('las salas cuna de administración directa', 'school'),
              place('la Dirección Regional', 'office'),
            ],
          });
          break;
        case 'integra':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Dirección Regional ${short}`,
            entity: `la Fundación Integra ${short}`,
            places: [
              place('los jardines infantiles Integra de la región', 'main', 'school'),
              place(`el Jardín Infantil ${random.pick(JARDIN_NAMES)} de {comuna}`, 'school'),
              place('las salas cuna de {comuna}', 'school'),
              place('la Dirección Regional', 'office'),
            ],
          });
          break;
        case 'serviu':
          add(seed, regionValue, {
            ...base,
            organismName: `${organism.organismName} ${short}`,
            unitName: 'Departamento de Administración',
            entity: `el SERVIU ${short}`,
            places: [
              place('las oficinas regionales del SERVIU', 'main', 'office'),
              place('los conjuntos habitacionales de {comuna}', 'outdoor'),
              place('la Oficina Provincial de {comuna}', 'office'),
              place('los parques urbanos de {comuna}', 'outdoor'),
            ],
          });
          break;
        case 'seremi_salud':
          add(seed, regionValue, {
            ...base,
            organismName: `${organism.organismName} ${short}`,
            unitName: 'Subdepartamento de Administración y Finanzas',
            entity: `la SEREMI de Salud ${short}`,
            places: [
              place('el Laboratorio de Salud Pública', 'main', 'lab'),
              place('la Oficina Provincial de {comuna}', 'office'),
              place('las oficinas de la SEREMI de Salud', 'office'),
              place('la Unidad de Salud Ambiental', 'office'),
            ],
          });
          break;
        case 'vialidad':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Dirección Regional de Vialidad ${short}`,
            entity: `la Dirección Regional de Vialidad ${short}`,
            places: [
              place('la Dirección Regional de Vialidad', 'main', 'office'),
              place('el campamento de Vialidad de {comuna}', 'outdoor'),
              place('la Oficina Provincial de {comuna}', 'office'),
              place('las cuadrillas de conservación', 'outdoor'),
            ],
          });
          break;
        case 'junaeb':
          add(seed, regionValue, {
            ...base,
            organismName: organism.organismName,
            unitName: `Dirección Regional ${short}`,
            entity: `la Junaeb ${short}`,
            places: [
              place('la Dirección Regional de Junaeb', 'main', 'office'),
              place('los establecimientos educacionales de {comuna}', 'school'),
              place('el Hogar Estudiantil de {comuna}', 'school'),
              place('la Residencia Familiar Estudiantil', 'school'),
            ],
          });
          break;
      }
    }
  }
  return buyers;
}

export const BUYERS: readonly SeedBuyer[] = buildBuyers();

/** Comunas per region, for regional offices that buy for any comuna of their region. */
export const COMUNAS_BY_REGION: ReadonlyMap<number, readonly string[]> = new Map(
  REGION_SEEDS.map((seed) => [
    REGIONS.find((region) => region.name === seed.region)?.value ?? 0,
    seed.comunas,
  ]),
);
