/**
 * What public buyers ask for, category by category: name and description templates written the
 * way buying units write them on the portal, and an item catalogue with 8-digit UNSPSC codes.
 *
 * Placeholders: {lugar} a place of the buyer with its article ("el Hospital Carlos Van Buren"),
 * {entidad} the buyer with its article, {comuna}, {n} a quantity, {meses} contract months,
 * {periodo} a period ("primer semestre 2026"), {anio}. A `de:` prefix contracts the article
 * ("{de:lugar}" gives "del Hospital ...", "de la Biblioteca ...").
 */

import type { BuyerKind, PlaceTag } from './buyers';

export type CategorySlug =
  | 'aseo'
  | 'oficina'
  | 'computacion'
  | 'alimentos'
  | 'obras'
  | 'insumos-medicos'
  | 'mobiliario'
  | 'vehiculos'
  | 'seguridad'
  | 'impresion'
  | 'vestuario'
  | 'laboratorio'
  | 'combustible'
  | 'servicios-ti'
  | 'jardineria'
  | 'banqueteria'
  | 'transporte'
  | 'eventos'
  | 'asesorias';

export type NameTemplate = {
  readonly text: string;
  /** Only buyers of these kinds write this name (a school meal name makes no sense for a jail). */
  readonly kinds?: readonly BuyerKind[];
  /** Catalogue index the name is about: it becomes item 1, and its quantity fills {n}. */
  readonly item?: number;
  readonly only?: 'licitacion' | 'compra_agil';
  /** Narrows the category's places for this name ("útiles escolares" go to schools). */
  readonly places?: readonly PlaceTag[];
};

export type CatalogueItem = {
  readonly code: string;
  /** The portal's Categoria text: the UNSPSC family path in Spanish. */
  readonly categoria: string;
  readonly product: string;
  readonly unit: string;
  readonly quantity: readonly [number, number];
  /**
   * Typical unit price in CLP. Sizes the headline quantity to the amount, so "Compra de 20
   * notebooks" costs what 20 notebooks cost. 0 for lump-sum services bought as one unit.
   */
  readonly price: number;
  readonly specs: readonly string[];
};

export type CategorySeed = {
  readonly slug: CategorySlug;
  readonly label: string;
  /** Services get contract months and renewals; goods get deliveries. */
  readonly service: boolean;
  /** Relative frequency among tenders, agile purchases and large (LQ, LR) tenders. */
  readonly weights: { readonly tender: number; readonly agile: number; readonly large: number };
  /** Multiplies the chance that a buyer of this kind publishes in this category (default 1). */
  readonly affinity: Partial<Record<BuyerKind, number>>;
  /** Kinds of place this category is bought for; a buyer with none of them uses its main place. */
  readonly places: readonly PlaceTag[];
  readonly names: readonly (string | NameTemplate)[];
  readonly descriptions: readonly string[];
  readonly items: readonly CatalogueItem[];
  /** Extra attachment names typical of the category (plans for works, for instance). */
  readonly attachments?: readonly string[];
};

const HEALTH: readonly BuyerKind[] = ['hospital', 'servicio_salud'];
const SCHOOLS: readonly BuyerKind[] = ['junji', 'integra', 'junaeb', 'municipalidad'];

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'aseo',
    label: 'Aseo y limpieza',
    service: true,
    weights: { tender: 9, agile: 7, large: 10 },
    affinity: { hospital: 3, servicio_salud: 2, municipalidad: 1.5, universidad: 1.5 },
    places: ['main', 'clinical', 'office', 'school'],
    names: [
      { text: 'Servicio de aseo y limpieza para {lugar}', item: 0 },
      { text: 'Servicio de aseo y limpieza de dependencias {de:entidad}', item: 0 },
      {
        text: 'Servicio de aseo y limpieza para {lugar} por {meses} meses',
        item: 0,
        only: 'licitacion',
      },
      { text: 'Servicio de aseo hospitalario para {lugar}', item: 0, kinds: HEALTH },
      {
        text: 'Servicio de aseo y desinfección de áreas críticas en {lugar}',
        item: 0,
        kinds: HEALTH,
      },
      {
        text: 'Servicio de limpieza clínica y manejo de residuos para {lugar}',
        item: 0,
        kinds: ['hospital'],
      },
      {
        text: 'Contratación de servicio de aseo para hospital y dispositivos de salud',
        item: 0,
        kinds: HEALTH,
      },
      { text: 'Servicio de limpieza de vidrios y fachadas en {lugar}', item: 7 },
      { text: 'Servicio de sanitización y desratización {de:lugar}', item: 0 },
      { text: 'Adquisición de artículos de aseo para {lugar}', item: 1 },
      { text: 'Compra de {n} cajas de papel higiénico', item: 4 },
      'Suministro de productos de limpieza e higiene {periodo}',
      { text: 'Compra de insumos de aseo para {lugar}', only: 'compra_agil' },
    ],
    descriptions: [
      'Se requiere contratar el servicio de aseo y limpieza integral para {lugar}, incluyendo pisos, baños, oficinas y áreas comunes. El servicio se prestará de lunes a domingo con el personal, insumos y maquinaria que aporte el proveedor.',
      'Servicio de aseo con personal capacitado en protocolos de limpieza y desinfección según normativa vigente del Ministerio de Salud. Incluye retiro de residuos asimilables a domiciliarios y reposición de insumos de baños.',
      'Adquisición de productos de aseo para el funcionamiento {de:lugar}. Los productos deben contar con ficha técnica y hoja de seguridad. El despacho se realizará en {comuna}.',
      'Contratación de limpieza profunda y sanitización {de:lugar}. El oferente deberá acreditar experiencia en servicios similares y presentar plan de trabajo.',
    ],
    items: [
      {
        code: '76111501',
        categoria:
          'Servicios de limpieza, descontaminación y tratamiento de residuos / Servicios de aseo y limpieza / Servicios de limpieza de edificios',
        product: 'Servicio de limpieza de edificios',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: [
          'Servicio de aseo integral de lunes a domingo, turnos de 07:00 a 22:00 horas.',
          'Limpieza y desinfección de áreas clínicas y administrativas según protocolo IAAS.',
          'Aseo diario de oficinas, pasillos y servicios higiénicos.',
        ],
      },
      {
        code: '47131801',
        categoria:
          'Equipos de limpieza y suministros / Soluciones de limpieza y desinfección / Limpiadores de pisos',
        product: 'Limpiador de pisos',
        unit: 'Litro',
        price: 1_800,
        quantity: [20, 400],
        specs: [
          'Limpiador de pisos concentrado aroma lavanda, bidón de 5 litros.',
          'Detergente neutro para pisos, formato 5 litros.',
        ],
      },
      {
        code: '47131803',
        categoria:
          'Equipos de limpieza y suministros / Soluciones de limpieza y desinfección / Desinfectantes',
        product: 'Desinfectante de superficies',
        unit: 'Litro',
        price: 2_500,
        quantity: [20, 300],
        specs: [
          'Desinfectante en base a amonio cuaternario de quinta generación.',
          'Cloro gel 900 ml, concentración 5%.',
          'Alcohol etílico 70% para superficies, bidón de 5 litros.',
        ],
      },
      {
        code: '47121701',
        categoria:
          'Equipos de limpieza y suministros / Envases y accesorios para residuos / Bolsas de basura',
        product: 'Bolsas de basura',
        unit: 'Paquete',
        price: 1_500,
        quantity: [50, 800],
        specs: [
          'Bolsa de basura 80 x 110 cm, paquete de 10 unidades, color negro.',
          'Bolsa de basura 50 x 70 cm, paquete de 10 unidades.',
        ],
      },
      {
        code: '14111704',
        categoria:
          'Materiales y productos de papel / Productos de papel para uso personal / Papel higiénico',
        product: 'Papel higiénico',
        unit: 'Caja',
        price: 14_000,
        quantity: [10, 150],
        specs: [
          'Papel higiénico jumbo doble hoja, caja de 4 rollos de 250 metros.',
          'Papel higiénico hoja simple, caja de 48 rollos.',
        ],
      },
      {
        code: '14111703',
        categoria:
          'Materiales y productos de papel / Productos de papel para uso personal / Toallas de papel',
        product: 'Toalla de papel interfoliada',
        unit: 'Caja',
        price: 18_000,
        quantity: [10, 120],
        specs: [
          'Toalla de papel interfoliada, caja de 2.000 hojas.',
          'Toalla de papel en rollo 200 metros, caja de 6 rollos.',
        ],
      },
      {
        code: '53131608',
        categoria: 'Ropa, maletas y productos de aseo personal / Artículos de tocador / Jabones',
        product: 'Jabón líquido',
        unit: 'Litro',
        price: 2_200,
        quantity: [20, 200],
        specs: [
          'Jabón líquido para manos con glicerina, bidón de 5 litros.',
          'Jabón espuma para dispensador, recarga de 1.000 ml.',
        ],
      },
      {
        code: '76111504',
        categoria:
          'Servicios de limpieza, descontaminación y tratamiento de residuos / Servicios de aseo y limpieza / Limpieza de ventanas',
        product: 'Servicio de limpieza de vidrios en altura',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: ['Limpieza de vidrios exteriores en altura con andamio o silleta, incluye seguros.'],
      },
    ],
  },
  {
    slug: 'oficina',
    label: 'Papelería y útiles de oficina',
    service: false,
    weights: { tender: 5, agile: 10, large: 1 },
    affinity: {},
    places: ['main', 'office', 'school'],
    names: [
      { text: 'Adquisición de resmas de papel tamaño carta', item: 0 },
      { text: 'Compra de {n} resmas de papel tamaño oficio', item: 1 },
      'Adquisición de materiales de oficina para {lugar}',
      'Compra de útiles de escritorio {periodo}',
      'Suministro de artículos de librería para {entidad}',
      { text: 'Adquisición de tóner y cartuchos para impresoras {de:entidad}', item: 6 },
      { text: 'Compra de materiales de oficina y papelería {periodo}', only: 'compra_agil' },
      { text: 'Adquisición de útiles escolares para {lugar}', kinds: SCHOOLS, places: ['school'] },
    ],
    descriptions: [
      'Se requiere la adquisición de materiales de oficina para el normal funcionamiento {de:lugar}. Los productos deben ser nuevos y de primera calidad, con despacho incluido en {comuna}.',
      'Compra de papelería y útiles de escritorio según listado adjunto. Se aceptarán marcas equivalentes, indicando claramente marca y modelo ofertado.',
      'Suministro de artículos de oficina con entregas parciales según requerimiento de la unidad. El proveedor deberá garantizar stock durante la vigencia del contrato.',
    ],
    items: [
      {
        code: '14111507',
        categoria:
          'Materiales y productos de papel / Papel de imprenta y papel de escribir / Papel para impresora o fotocopiadora',
        product: 'Resma papel tamaño carta',
        unit: 'Resma',
        price: 4_200,
        quantity: [50, 1500],
        specs: [
          'Resma de papel tamaño carta 75 g/m², 500 hojas, blancura mínima 146 CIE.',
          'Papel fotocopia carta 75 g, resma de 500 hojas.',
        ],
      },
      {
        code: '14111507',
        categoria:
          'Materiales y productos de papel / Papel de imprenta y papel de escribir / Papel para impresora o fotocopiadora',
        product: 'Resma papel tamaño oficio',
        unit: 'Resma',
        price: 5_200,
        quantity: [20, 600],
        specs: ['Resma de papel tamaño oficio 75 g/m², 500 hojas.'],
      },
      {
        code: '44121704',
        categoria:
          'Equipos de oficina, accesorios y suministros / Suministros de escritorio / Bolígrafos',
        product: 'Lápiz pasta azul',
        unit: 'Caja',
        price: 6_500,
        quantity: [5, 80],
        specs: [
          'Lápiz pasta punta fina color azul, caja de 50 unidades.',
          'Bolígrafo tinta gel negro, caja de 12 unidades.',
        ],
      },
      {
        code: '44122011',
        categoria:
          'Equipos de oficina, accesorios y suministros / Suministros de oficina / Carpetas',
        product: 'Carpeta con acoclip',
        unit: 'Unidad',
        price: 450,
        quantity: [50, 1000],
        specs: ['Carpeta plastificada con acoclip tamaño oficio, colores surtidos.'],
      },
      {
        code: '44121615',
        categoria:
          'Equipos de oficina, accesorios y suministros / Accesorios de oficina / Engrapadoras',
        product: 'Corchetera',
        unit: 'Unidad',
        price: 7_500,
        quantity: [5, 60],
        specs: ['Corchetera metálica de escritorio, capacidad 25 hojas.'],
      },
      {
        code: '44122003',
        categoria:
          'Equipos de oficina, accesorios y suministros / Suministros de oficina / Archivadores',
        product: 'Archivador lomo ancho',
        unit: 'Unidad',
        price: 1_900,
        quantity: [20, 500],
        specs: ['Archivador de palanca lomo ancho tamaño oficio.'],
      },
      {
        code: '44103103',
        categoria:
          'Equipos de oficina, accesorios y suministros / Suministros para impresoras / Tóner',
        product: 'Tóner para impresora láser',
        unit: 'Unidad',
        price: 65_000,
        quantity: [10, 120],
        specs: [
          'Tóner original compatible con impresora HP LaserJet Pro M404, rendimiento 3.000 páginas.',
          'Tóner negro para multifuncional Brother, rendimiento 2.600 páginas.',
        ],
      },
      {
        code: '14111514',
        categoria:
          'Materiales y productos de papel / Papel de imprenta y papel de escribir / Blocks o cuadernos',
        product: 'Cuaderno universitario',
        unit: 'Unidad',
        price: 1_600,
        quantity: [50, 2000],
        specs: [
          'Cuaderno universitario 100 hojas matemática 7 mm.',
          'Block de notas autoadhesivas 76 x 76 mm.',
        ],
      },
    ],
  },
  {
    slug: 'computacion',
    label: 'Computadores y periféricos',
    service: false,
    weights: { tender: 6, agile: 6, large: 3 },
    affinity: { universidad: 2 },
    places: ['main', 'office', 'school', 'lab', 'clinical'],
    names: [
      { text: 'Compra de {n} notebooks para {lugar}', item: 0 },
      { text: 'Adquisición de {n} computadores de escritorio para {entidad}', item: 1 },
      { text: 'Adquisición de equipos computacionales {periodo}', only: 'licitacion' },
      { text: 'Compra de {n} monitores LED de 24 pulgadas', item: 2 },
      { text: 'Adquisición de impresoras multifuncionales para {lugar}', item: 4 },
      'Renovación de equipamiento computacional para {lugar}',
      { text: 'Compra de periféricos computacionales (mouse, teclados y webcams)', item: 3 },
      { text: 'Adquisición de {n} tablets para {lugar}', item: 5 },
      { text: 'Adquisición de equipos de red y switches para {entidad}', item: 7 },
    ],
    descriptions: [
      'Se requiere la adquisición de equipos computacionales nuevos, con garantía mínima de 3 años en sitio y sistema operativo licenciado. El despacho e instalación se realizará en {comuna}.',
      'Renovación del parque computacional {de:lugar}. Los equipos deben cumplir las especificaciones técnicas mínimas indicadas en el anexo técnico; se valorará mayor garantía y menor plazo de entrega.',
      'Compra de equipamiento y periféricos para reposición de equipos dados de baja. Se deberá indicar marca, modelo y plazo de entrega.',
    ],
    items: [
      {
        code: '43211503',
        categoria: 'Equipos informáticos y accesorios / Computadores / Computadores portátiles',
        product: 'Notebook',
        unit: 'Unidad',
        price: 720_000,
        quantity: [2, 60],
        specs: [
          'Notebook 14" procesador Intel Core i5 de 13.ª generación o superior, 16 GB RAM, SSD 512 GB, Windows 11 Pro.',
          'Notebook 15,6" Ryzen 7, 16 GB RAM, SSD 1 TB, garantía 3 años.',
        ],
      },
      {
        code: '43211507',
        categoria: 'Equipos informáticos y accesorios / Computadores / Computadores de escritorio',
        product: 'Computador de escritorio',
        unit: 'Unidad',
        price: 650_000,
        quantity: [3, 80],
        specs: [
          'Computador de escritorio formato SFF, Intel Core i5, 16 GB RAM, SSD 512 GB, teclado y mouse.',
          'Equipo All-in-One 24", Core i7, 16 GB RAM, SSD 512 GB.',
        ],
      },
      {
        code: '43211902',
        categoria: 'Equipos informáticos y accesorios / Dispositivos de visualización / Monitores',
        product: 'Monitor LED 24"',
        unit: 'Unidad',
        price: 140_000,
        quantity: [2, 40],
        specs: ['Monitor LED 24" Full HD, entradas HDMI y DisplayPort, ajuste de altura.'],
      },
      {
        code: '43211708',
        categoria: 'Equipos informáticos y accesorios / Dispositivos de entrada / Mouse',
        product: 'Mouse óptico USB',
        unit: 'Unidad',
        price: 9_000,
        quantity: [10, 150],
        specs: [
          'Mouse óptico USB 1.000 dpi, color negro.',
          'Kit teclado y mouse inalámbrico en español.',
        ],
      },
      {
        code: '43212105',
        categoria: 'Equipos informáticos y accesorios / Impresoras / Impresoras láser',
        product: 'Impresora multifuncional láser',
        unit: 'Unidad',
        price: 380_000,
        quantity: [1, 25],
        specs: [
          'Multifuncional láser monocromática, dúplex automático, red Ethernet y Wi-Fi, 40 ppm.',
          'Impresora láser color A4, 30 ppm, bandeja de 250 hojas.',
        ],
      },
      {
        code: '43211509',
        categoria: 'Equipos informáticos y accesorios / Computadores / Tablets',
        product: 'Tablet 10"',
        unit: 'Unidad',
        price: 190_000,
        quantity: [5, 60],
        specs: ['Tablet 10,1" 4 GB RAM, 64 GB, Wi-Fi, con funda protectora.'],
      },
      {
        code: '39121011',
        categoria: 'Componentes y suministros eléctricos / Equipos de energía / UPS',
        product: 'UPS 1.500 VA',
        unit: 'Unidad',
        price: 160_000,
        quantity: [2, 30],
        specs: ['UPS interactiva 1.500 VA, 6 salidas, autonomía mínima 10 minutos.'],
      },
      {
        code: '43222609',
        categoria: 'Equipos informáticos y accesorios / Equipos de red / Routers y switches',
        product: 'Switch 24 puertos',
        unit: 'Unidad',
        price: 420_000,
        quantity: [2, 30],
        specs: ['Switch administrable 24 puertos Gigabit, 4 SFP, PoE+.'],
      },
    ],
  },
  {
    slug: 'alimentos',
    label: 'Alimentos y abarrotes',
    service: false,
    weights: { tender: 6, agile: 9, large: 5 },
    affinity: { junji: 3, integra: 3, junaeb: 3, hospital: 2, gendarmeria: 2, ejercito: 2 },
    places: ['school'],
    names: [
      'Adquisición de abarrotes para {lugar}',
      'Suministro de alimentos perecibles y no perecibles {periodo}',
      { text: 'Compra de frutas y verduras para {lugar}', item: 4 },
      {
        text: 'Adquisición de alimentos para jardines infantiles {periodo}',
        kinds: ['junji', 'integra'],
      },
      {
        text: 'Suministro de víveres para {lugar}',
        kinds: ['gendarmeria', 'ejercito', 'carabineros'],
      },
      { text: 'Adquisición de productos lácteos para {lugar}', item: 0 },
      {
        text: 'Compra de carnes y pollo para alimentación de pacientes',
        kinds: ['hospital'],
        item: 5,
      },
      { text: 'Compra de café, té y azúcar para {entidad}', item: 2, only: 'compra_agil' },
      { text: 'Compra de colaciones frías para {lugar}', item: 7 },
    ],
    descriptions: [
      'Se requiere el suministro de alimentos para la preparación de raciones en {lugar}. Los productos deben cumplir el Reglamento Sanitario de los Alimentos y despacharse en vehículos con resolución sanitaria.',
      'Adquisición de abarrotes con entregas semanales según programación de la unidad. El proveedor deberá garantizar fecha de vencimiento mínima de seis meses para productos no perecibles.',
      'Compra de alimentos frescos con despacho en {comuna}. Se evaluará precio, plazo de entrega y cumplimiento de requisitos formales.',
    ],
    items: [
      {
        code: '50131702',
        categoria: 'Alimentos, bebidas y tabaco / Productos lácteos y huevos / Leche',
        product: 'Leche entera',
        unit: 'Litro',
        price: 1_100,
        quantity: [200, 4000],
        specs: [
          'Leche entera larga vida, caja de 1 litro.',
          'Leche semidescremada en polvo, bolsa de 1 kg.',
        ],
      },
      {
        code: '50221101',
        categoria: 'Alimentos, bebidas y tabaco / Cereales y legumbres / Arroz',
        product: 'Arroz grado 1',
        unit: 'Kilogramo',
        price: 1_400,
        quantity: [100, 3000],
        specs: ['Arroz grano largo ancho grado 1, bolsa de 1 kg.'],
      },
      {
        code: '50201706',
        categoria: 'Alimentos, bebidas y tabaco / Bebidas / Café',
        product: 'Café instantáneo',
        unit: 'Unidad',
        price: 6_500,
        quantity: [10, 200],
        specs: ['Café instantáneo tarro 170 g.', 'Té en bolsitas, caja de 100 unidades.'],
      },
      {
        code: '50161509',
        categoria: 'Alimentos, bebidas y tabaco / Chocolates, azúcares y edulcorantes / Azúcar',
        product: 'Azúcar granulada',
        unit: 'Kilogramo',
        price: 1_200,
        quantity: [50, 1500],
        specs: ['Azúcar granulada blanca, bolsa de 1 kg.'],
      },
      {
        code: '50300000',
        categoria: 'Alimentos, bebidas y tabaco / Frutas frescas / Frutas y verduras',
        product: 'Frutas y verduras de estación',
        unit: 'Kilogramo',
        price: 1_300,
        quantity: [100, 2500],
        specs: [
          'Fruta de estación calibre mediano: manzana, plátano y naranja.',
          'Verduras frescas: papa, zanahoria, cebolla, zapallo.',
        ],
      },
      {
        code: '50112004',
        categoria: 'Alimentos, bebidas y tabaco / Carne y aves de corral / Carne de vacuno',
        product: 'Carne de vacuno',
        unit: 'Kilogramo',
        price: 9_500,
        quantity: [100, 3000],
        specs: [
          'Carne de vacuno posta negra, envasada al vacío, categoría V.',
          'Pechuga de pollo deshuesada congelada, caja de 10 kg.',
        ],
      },
      {
        code: '50151513',
        categoria: 'Alimentos, bebidas y tabaco / Aceites y grasas comestibles / Aceite vegetal',
        product: 'Aceite vegetal',
        unit: 'Litro',
        price: 2_400,
        quantity: [50, 1200],
        specs: ['Aceite vegetal maravilla, botella de 1 litro.'],
      },
      {
        code: '50192100',
        categoria: 'Alimentos, bebidas y tabaco / Alimentos preparados / Colaciones',
        product: 'Colación fría',
        unit: 'Unidad',
        price: 3_500,
        quantity: [30, 600],
        specs: ['Colación fría: sándwich, jugo individual, fruta y barra de cereal.'],
      },
    ],
  },
  {
    slug: 'obras',
    label: 'Obras civiles y reparaciones',
    service: false,
    weights: { tender: 8, agile: 3, large: 9 },
    affinity: { municipalidad: 2.5, serviu: 4, vialidad: 4, universidad: 1.5 },
    places: ['main', 'office', 'school', 'outdoor', 'clinical'],
    names: [
      { text: 'Reparación de techumbre {de:lugar}', item: 1 },
      {
        text: 'Construcción de sede social en {comuna}',
        item: 0,
        kinds: ['municipalidad', 'serviu'],
      },
      {
        text: 'Mejoramiento de veredas y accesibilidad universal en {comuna}',
        item: 2,
        kinds: ['municipalidad', 'serviu', 'vialidad'],
      },
      { text: 'Pintura interior y exterior {de:lugar}', item: 3 },
      { text: 'Normalización eléctrica {de:lugar}', item: 6 },
      { text: 'Conservación de infraestructura {de:lugar}', item: 1 },
      {
        text: 'Construcción de plaza activa en {comuna}',
        item: 0,
        kinds: ['municipalidad', 'serviu'],
      },
      { text: 'Conservación de caminos básicos, comuna de {comuna}', item: 2, kinds: ['vialidad'] },
      {
        text: 'Reposición de pavimentos en pasajes de {comuna}',
        item: 2,
        kinds: ['serviu', 'municipalidad'],
      },
      { text: 'Reparación de baños y camarines {de:lugar}', item: 1 },
      { text: 'Habilitación de sala de procedimientos en {lugar}', item: 0, kinds: HEALTH },
      {
        text: 'Trabajos menores de reparación y mantención en {lugar}',
        item: 1,
        only: 'compra_agil',
      },
      {
        text: 'Compra de {n} galones de pintura látex para mantención',
        item: 4,
        only: 'compra_agil',
      },
    ],
    descriptions: [
      'Ejecución de obras en {lugar} según proyecto, especificaciones técnicas y planos adjuntos. El contratista deberá contar con inscripción vigente en el registro correspondiente y profesional a cargo de la obra.',
      'Las obras se ejecutarán bajo la modalidad suma alzada, con plazo máximo de {meses} meses. Se realizará visita a terreno de carácter obligatorio.',
      'Trabajos de reparación y mantención con provisión de materiales y mano de obra. Incluye retiro de escombros y limpieza final de la obra en {comuna}.',
    ],
    items: [
      {
        code: '72121101',
        categoria:
          'Servicios de edificación, construcción y mantenimiento / Construcción de edificios / Construcción de edificios comerciales y de oficinas',
        product: 'Obras de construcción',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Ejecución de obra según especificaciones técnicas, planos e itemizado oficial.'],
      },
      {
        code: '72101506',
        categoria:
          'Servicios de edificación, construcción y mantenimiento / Servicios de apoyo a la construcción / Mantenimiento y reparación de edificios',
        product: 'Reparación y mantención de infraestructura',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: [
          'Reparación de cubierta, cambio de planchas de zinc y canaletas.',
          'Reparación de cielos, muros y pavimentos interiores.',
        ],
      },
      {
        code: '72141003',
        categoria:
          'Servicios de edificación, construcción y mantenimiento / Construcción de obras viales / Pavimentación',
        product: 'Pavimentación de calzada',
        unit: 'Metro cuadrado',
        price: 38_000,
        quantity: [200, 6000],
        specs: [
          'Pavimento de hormigón H-30 espesor 18 cm, incluye base estabilizada.',
          'Reposición de veredas de hormigón espesor 7 cm.',
        ],
      },
      {
        code: '72151301',
        categoria:
          'Servicios de edificación, construcción y mantenimiento / Servicios de construcción especializada / Servicios de pintura',
        product: 'Servicio de pintura',
        unit: 'Metro cuadrado',
        price: 7_500,
        quantity: [100, 4000],
        specs: [
          'Pintura de muros interiores con látex lavable, dos manos, incluye preparación de superficie.',
          'Pintura de fachada con esmalte al agua, incluye andamios.',
        ],
      },
      {
        code: '31211501',
        categoria: 'Componentes y suministros de fabricación / Pinturas y bases / Pinturas',
        product: 'Pintura látex',
        unit: 'Galón',
        price: 19_000,
        quantity: [10, 120],
        specs: ['Pintura látex interior color blanco, galón de 3,78 litros.'],
      },
      {
        code: '30111601',
        categoria: 'Componentes y suministros de construcción / Hormigón y cemento / Cemento',
        product: 'Cemento',
        unit: 'Saco',
        price: 5_200,
        quantity: [20, 800],
        specs: ['Cemento especial, saco de 25 kg.'],
      },
      {
        code: '72151500',
        categoria:
          'Servicios de edificación, construcción y mantenimiento / Servicios de construcción especializada / Instalaciones eléctricas',
        product: 'Normalización eléctrica',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Normalización de instalación eléctrica con declaración TE1 ante la SEC.'],
      },
    ],
    attachments: [
      'Planos de arquitectura.pdf',
      'Planos de especialidades.pdf',
      'Itemizado oficial.pdf',
      'Presupuesto detallado.pdf',
    ],
  },
  {
    slug: 'insumos-medicos',
    label: 'Insumos médicos',
    service: false,
    weights: { tender: 8, agile: 7, large: 6 },
    affinity: {
      hospital: 10,
      servicio_salud: 6,
      municipalidad: 1.2,
      seremi_salud: 1.5,
      gendarmeria: 0.6,
      universidad: 0.6,
      vialidad: 0.05,
      serviu: 0.05,
    },
    places: ['main', 'clinical'],
    names: [
      { text: 'Adquisición de guantes de procedimiento para {lugar}', item: 0 },
      { text: 'Compra de {n} cajas de mascarillas quirúrgicas', item: 1 },
      { text: 'Suministro de jeringas y agujas hipodérmicas {periodo}', item: 2 },
      'Adquisición de insumos médicos para {lugar}',
      { text: 'Suministro de insumos clínicos para pabellón quirúrgico', kinds: ['hospital'] },
      { text: 'Compra de insumos de curación para {lugar}', item: 3 },
      { text: 'Adquisición de catéteres venosos periféricos', item: 4, kinds: HEALTH },
      { text: 'Compra de insumos para botiquín y primeros auxilios', only: 'compra_agil' },
      {
        text: 'Convenio de suministro de insumos médicos por {meses} meses',
        kinds: HEALTH,
        only: 'licitacion',
      },
    ],
    descriptions: [
      'Se requiere la adquisición de insumos médicos para {lugar}. Los productos deben contar con registro ISP cuando corresponda y una fecha de vencimiento no inferior a 18 meses al momento de la entrega.',
      'Convenio de suministro de insumos clínicos con entregas parciales en la bodega de farmacia. Se solicitará muestra física para evaluación técnica.',
      'Compra de insumos de uso clínico para reposición de stock crítico. Despacho en {comuna} en un plazo máximo de 5 días hábiles.',
    ],
    items: [
      {
        code: '42132203',
        categoria:
          'Equipo médico, accesorios y suministros / Guantes y accesorios médicos / Guantes de examen',
        product: 'Guantes de procedimiento de nitrilo',
        unit: 'Caja',
        price: 5_500,
        quantity: [100, 3000],
        specs: [
          'Guante de nitrilo sin polvo talla M, caja de 100 unidades.',
          'Guante de látex de procedimiento talla S, caja de 100 unidades.',
        ],
      },
      {
        code: '42131713',
        categoria:
          'Equipo médico, accesorios y suministros / Vestuario médico / Mascarillas quirúrgicas',
        product: 'Mascarilla quirúrgica',
        unit: 'Caja',
        price: 3_500,
        quantity: [20, 800],
        specs: [
          'Mascarilla quirúrgica de tres pliegues con elástico, caja de 50 unidades.',
          'Respirador N95 sin válvula, caja de 20 unidades.',
        ],
      },
      {
        code: '42142609',
        categoria:
          'Equipo médico, accesorios y suministros / Productos para inyección e infusión / Jeringas',
        product: 'Jeringa desechable 5 ml',
        unit: 'Unidad',
        price: 90,
        quantity: [500, 20000],
        specs: [
          'Jeringa desechable 5 ml con aguja 21G x 1½", estéril.',
          'Jeringa de insulina 1 ml con aguja 30G.',
        ],
      },
      {
        code: '42311505',
        categoria: 'Equipo médico, accesorios y suministros / Vendajes y apósitos / Gasas',
        product: 'Gasa estéril',
        unit: 'Paquete',
        price: 350,
        quantity: [50, 1500],
        specs: [
          'Gasa estéril 10 x 10 cm, sobre de 5 unidades.',
          'Apósito tradicional 10 x 20 cm estéril.',
        ],
      },
      {
        code: '42221501',
        categoria:
          'Equipo médico, accesorios y suministros / Productos de acceso vascular / Catéteres intravenosos',
        product: 'Catéter venoso periférico',
        unit: 'Unidad',
        price: 650,
        quantity: [100, 4000],
        specs: ['Catéter venoso periférico 20G con dispositivo de seguridad.'],
      },
      {
        code: '42131606',
        categoria: 'Equipo médico, accesorios y suministros / Vestuario médico / Batas',
        product: 'Pechera desechable',
        unit: 'Unidad',
        price: 180,
        quantity: [200, 6000],
        specs: ['Pechera plástica desechable manga larga, talla única.'],
      },
      {
        code: '51102710',
        categoria: 'Medicamentos y productos farmacéuticos / Antisépticos / Alcohol',
        product: 'Alcohol gel',
        unit: 'Litro',
        price: 3_800,
        quantity: [20, 600],
        specs: ['Alcohol gel 70% con glicerina, envase de 1 litro con válvula.'],
      },
      {
        code: '42182201',
        categoria: 'Equipo médico, accesorios y suministros / Equipos de examen / Termómetros',
        product: 'Termómetro digital',
        unit: 'Unidad',
        price: 18_000,
        quantity: [10, 200],
        specs: ['Termómetro digital infrarrojo sin contacto.'],
      },
    ],
  },
  {
    slug: 'mobiliario',
    label: 'Mobiliario',
    service: false,
    weights: { tender: 4, agile: 5, large: 2 },
    affinity: { universidad: 1.5, municipalidad: 1.3, junji: 1.5, integra: 1.5 },
    places: ['main', 'office', 'school', 'clinical', 'lab'],
    names: [
      { text: 'Adquisición de {n} sillas ergonómicas para {lugar}', item: 0 },
      { text: 'Compra de escritorios y sillas para {lugar}', item: 1 },
      'Adquisición de mobiliario de oficina para {entidad}',
      {
        text: 'Compra de mobiliario escolar para {lugar}',
        item: 4,
        kinds: SCHOOLS,
        places: ['school'],
      },
      { text: 'Adquisición de estantes metálicos para bodega', item: 3 },
      { text: 'Compra de {n} lockers metálicos', item: 5 },
      {
        text: 'Adquisición de mobiliario clínico para {lugar}',
        kinds: HEALTH,
        places: ['clinical'],
      },
    ],
    descriptions: [
      'Se requiere adquirir mobiliario nuevo para {lugar}, según especificaciones técnicas adjuntas. El precio debe incluir despacho, armado e instalación en {comuna}.',
      'Compra de mobiliario con garantía mínima de 2 años. Se solicita adjuntar fotografías o ficha técnica de los productos ofertados.',
    ],
    items: [
      {
        code: '56112102',
        categoria: 'Muebles y mobiliario / Asientos comerciales e industriales / Sillas de oficina',
        product: 'Silla ergonómica',
        unit: 'Unidad',
        price: 130_000,
        quantity: [5, 120],
        specs: [
          'Silla ergonómica con respaldo de malla, apoyo lumbar y brazos regulables.',
          'Silla de visita tapizada, estructura metálica.',
        ],
      },
      {
        code: '56101703',
        categoria: 'Muebles y mobiliario / Muebles de oficina / Escritorios',
        product: 'Escritorio de oficina',
        unit: 'Unidad',
        price: 150_000,
        quantity: [4, 60],
        specs: ['Escritorio recto 140 x 70 cm en melamina de 25 mm con cajonera.'],
      },
      {
        code: '56101519',
        categoria: 'Muebles y mobiliario / Muebles / Mesas',
        product: 'Mesa de reuniones',
        unit: 'Unidad',
        price: 320_000,
        quantity: [1, 12],
        specs: ['Mesa de reuniones ovalada para 8 personas.'],
      },
      {
        code: '56101520',
        categoria: 'Muebles y mobiliario / Muebles / Estanterías',
        product: 'Estante metálico',
        unit: 'Unidad',
        price: 85_000,
        quantity: [4, 60],
        specs: ['Estante metálico de 5 bandejas, 200 x 90 x 40 cm, capacidad 150 kg por bandeja.'],
      },
      {
        code: '56121502',
        categoria: 'Muebles y mobiliario / Mobiliario escolar / Mesas y sillas para estudiantes',
        product: 'Mesa y silla escolar',
        unit: 'Unidad',
        price: 70_000,
        quantity: [20, 400],
        specs: [
          'Conjunto mesa y silla escolar talla 4, cubierta de melamina.',
          'Mesa párvulo hexagonal con sillas de polipropileno.',
        ],
      },
      {
        code: '56101708',
        categoria: 'Muebles y mobiliario / Muebles de oficina / Lockers y archivadores',
        product: 'Locker metálico',
        unit: 'Unidad',
        price: 140_000,
        quantity: [4, 80],
        specs: ['Locker metálico de 4 puertas con porta candado.'],
      },
    ],
  },
  {
    slug: 'vehiculos',
    label: 'Mantención de vehículos',
    service: true,
    weights: { tender: 5, agile: 6, large: 3 },
    affinity: {
      carabineros: 3,
      ejercito: 2.5,
      vialidad: 3,
      municipalidad: 1.5,
      servicio_salud: 1.5,
    },
    places: ['main'],
    names: [
      { text: 'Servicio de mantención preventiva y correctiva de vehículos {de:entidad}', item: 0 },
      { text: 'Compra de {n} neumáticos para vehículos institucionales', item: 1 },
      { text: 'Mantención de ambulancias {de:entidad}', item: 0, kinds: HEALTH },
      {
        text: 'Mantención de camionetas y maquinaria pesada',
        item: 0,
        kinds: ['vialidad', 'municipalidad'],
      },
      { text: 'Mantención de vehículos policiales de la zona', item: 0, kinds: ['carabineros'] },
      { text: 'Adquisición de lubricantes y filtros para flota vehicular', item: 2 },
      { text: 'Compra de baterías para vehículos fiscales', item: 3, only: 'compra_agil' },
      {
        text: 'Servicio de mantención de flota vehicular por {meses} meses',
        item: 0,
        only: 'licitacion',
      },
      { text: 'Reparación de carrocería y pintura de vehículo fiscal', item: 4 },
    ],
    descriptions: [
      'Se requiere el servicio de mantención preventiva y correctiva de la flota vehicular {de:entidad}, según pauta del fabricante. El taller debe ubicarse en {comuna} o a menos de 20 km.',
      'El proveedor deberá contar con taller autorizado, repuestos originales o equivalentes certificados y garantía mínima de 3 meses por los trabajos realizados.',
      'Adquisición de repuestos y consumibles para vehículos institucionales. Incluye instalación y alineación cuando corresponda.',
    ],
    items: [
      {
        code: '78181500',
        categoria:
          'Servicios de transporte, almacenaje y correo / Mantenimiento de vehículos / Servicios de mantención y reparación de vehículos',
        product: 'Mantención preventiva de vehículo',
        unit: 'Servicio',
        price: 180_000,
        quantity: [1, 40],
        specs: [
          'Mantención de 10.000 km según pauta del fabricante, incluye cambio de aceite y filtros.',
          'Mantención de ambulancia tipo furgón, incluye revisión de frenos y suspensión.',
        ],
      },
      {
        code: '25172504',
        categoria:
          'Vehículos comerciales, militares y particulares / Componentes de vehículos / Neumáticos',
        product: 'Neumático',
        unit: 'Unidad',
        price: 140_000,
        quantity: [4, 80],
        specs: [
          'Neumático 245/70 R16 para camioneta, uso mixto.',
          'Neumático 225/65 R16C para furgón.',
        ],
      },
      {
        code: '15121501',
        categoria: 'Combustibles y lubricantes / Lubricantes / Aceite de motor',
        product: 'Aceite de motor',
        unit: 'Litro',
        price: 5_500,
        quantity: [20, 400],
        specs: ['Aceite de motor diésel 15W-40, bidón de 20 litros.'],
      },
      {
        code: '25172900',
        categoria:
          'Vehículos comerciales, militares y particulares / Componentes de vehículos / Baterías',
        product: 'Batería de vehículo',
        unit: 'Unidad',
        price: 120_000,
        quantity: [2, 30],
        specs: ['Batería 12V 90 Ah libre de mantención.'],
      },
      {
        code: '78181501',
        categoria:
          'Servicios de transporte, almacenaje y correo / Mantenimiento de vehículos / Reparación de carrocería',
        product: 'Reparación de carrocería y pintura',
        unit: 'Servicio',
        price: 450_000,
        quantity: [1, 6],
        specs: ['Desabolladura y pintura de puerta y tapabarro delantero.'],
      },
      {
        code: '25171700',
        categoria:
          'Vehículos comerciales, militares y particulares / Componentes de vehículos / Sistemas de frenos',
        product: 'Kit de frenos',
        unit: 'Unidad',
        price: 160_000,
        quantity: [2, 40],
        specs: ['Juego de pastillas y discos de freno delanteros para camioneta 4x4.'],
      },
    ],
  },
  {
    slug: 'seguridad',
    label: 'Seguridad y vigilancia',
    service: true,
    weights: { tender: 6, agile: 3, large: 8 },
    affinity: {
      hospital: 1.5,
      municipalidad: 1.5,
      universidad: 2,
      serviu: 1.5,
      carabineros: 0.1,
      ejercito: 0.1,
      gendarmeria: 0.2,
    },
    places: ['main', 'school', 'outdoor', 'office'],
    names: [
      { text: 'Servicio de guardias de seguridad para {lugar}', item: 0 },
      {
        text: 'Servicio de vigilancia y control de acceso en {lugar} por {meses} meses',
        item: 0,
        only: 'licitacion',
      },
      { text: 'Servicio de seguridad privada para {lugar}', item: 0 },
      { text: 'Adquisición e instalación de cámaras de vigilancia CCTV', item: 2 },
      { text: 'Servicio de monitoreo de alarmas {de:lugar}', item: 1 },
      { text: 'Servicio de guardia nocturno para {lugar}', item: 0, only: 'compra_agil' },
      { text: 'Compra de {n} extintores PQS de 6 kg', item: 3 },
    ],
    descriptions: [
      'Se requiere contratar el servicio de guardias de seguridad para {lugar}, con cobertura 24 horas los 7 días de la semana. El personal deberá contar con curso OS-10 vigente y el oferente con autorización de la autoridad fiscalizadora.',
      'Servicio de vigilancia y control de acceso con rondas perimetrales, libro de novedades y supervisión en terreno. Duración del contrato: {meses} meses.',
      'Provisión e instalación de equipos de seguridad, incluyendo configuración, capacitación a usuarios y garantía de un año.',
    ],
    items: [
      {
        code: '92121504',
        categoria:
          'Servicios de defensa nacional, orden público y seguridad / Servicios de guardias / Servicios de guardias de seguridad',
        product: 'Servicio de guardias de seguridad',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: [
          'Dos guardias por turno, sistema 4x4, cobertura 24/7, con curso OS-10 vigente.',
          'Un guardia diurno y uno nocturno, lunes a domingo.',
        ],
      },
      {
        code: '92121701',
        categoria:
          'Servicios de defensa nacional, orden público y seguridad / Servicios de sistemas de seguridad / Monitoreo de alarmas',
        product: 'Monitoreo de alarmas',
        unit: 'Mes',
        price: 60_000,
        quantity: [6, 24],
        specs: ['Monitoreo remoto 24/7 con reacción ante activación y aviso a Carabineros.'],
      },
      {
        code: '46171610',
        categoria:
          'Equipos y suministros de defensa, orden público y seguridad / Equipos de seguridad / Cámaras de vigilancia',
        product: 'Cámara de seguridad IP',
        unit: 'Unidad',
        price: 120_000,
        quantity: [4, 64],
        specs: [
          'Cámara IP tipo domo 4 MP con visión nocturna y PoE.',
          'Grabador NVR de 16 canales con disco de 4 TB.',
        ],
      },
      {
        code: '46191601',
        categoria:
          'Equipos y suministros de defensa, orden público y seguridad / Protección contra incendios / Extintores',
        product: 'Extintor PQS 6 kg',
        unit: 'Unidad',
        price: 35_000,
        quantity: [5, 80],
        specs: ['Extintor de polvo químico seco ABC de 6 kg, certificado.'],
      },
    ],
  },
  {
    slug: 'impresion',
    label: 'Impresión y gráfica',
    service: true,
    weights: { tender: 3, agile: 7, large: 0.5 },
    affinity: { municipalidad: 2, universidad: 1.5, seremi_salud: 1.5 },
    places: ['main', 'office'],
    names: [
      { text: 'Servicio de impresión de material de difusión para {entidad}', item: 0 },
      { text: 'Impresión de {n} pendones roller para campaña', item: 1 },
      { text: 'Impresión de dípticos y trípticos informativos', item: 2 },
      { text: 'Servicio de imprenta para formularios y talonarios', item: 4 },
      { text: 'Impresión de libros y cuadernillos pedagógicos', kinds: SCHOOLS },
      { text: 'Confección de señalética para {lugar}', item: 3 },
      { text: 'Impresión de afiches para campaña de invierno', kinds: HEALTH },
      { text: 'Impresión de credenciales y tarjetas de presentación', only: 'compra_agil' },
    ],
    descriptions: [
      'Se requiere el servicio de impresión de material gráfico para {entidad}. El diseño será entregado por la unidad requirente; el proveedor deberá enviar prueba de color antes de imprimir.',
      'Impresión y despacho de material de difusión, con entrega en {lugar}. Plazo máximo de entrega: 7 días corridos desde la aceptación de la orden de compra.',
    ],
    items: [
      {
        code: '82121500',
        categoria:
          'Servicios editoriales, de diseño, artes gráficas y bellas artes / Impresión / Servicios de impresión',
        product: 'Servicio de impresión',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: ['Impresión offset a 4/4 colores en papel couché de 130 g.'],
      },
      {
        code: '55121704',
        categoria: 'Material impreso y publicaciones / Letreros y señalética / Pendones',
        product: 'Pendón roller',
        unit: 'Unidad',
        price: 45_000,
        quantity: [5, 60],
        specs: ['Pendón roller 80 x 200 cm impreso en tela PVC, con estructura y bolso.'],
      },
      {
        code: '55101509',
        categoria: 'Material impreso y publicaciones / Material impreso / Folletos',
        product: 'Tríptico',
        unit: 'Unidad',
        price: 120,
        quantity: [1000, 30000],
        specs: [
          'Tríptico tamaño carta, couché 170 g, impresión 4/4.',
          'Díptico 21 x 10 cm, papel bond 90 g.',
        ],
      },
      {
        code: '55121700',
        categoria: 'Material impreso y publicaciones / Letreros y señalética / Señalética',
        product: 'Letrero de señalética',
        unit: 'Unidad',
        price: 15_000,
        quantity: [10, 200],
        specs: [
          'Letrero en acrílico 30 x 20 cm con vinilo de corte.',
          'Señalética de evacuación fotoluminiscente.',
        ],
      },
      {
        code: '82121505',
        categoria:
          'Servicios editoriales, de diseño, artes gráficas y bellas artes / Impresión / Impresión promocional',
        product: 'Talonario de formularios',
        unit: 'Unidad',
        price: 4_500,
        quantity: [50, 2000],
        specs: ['Talonario autocopiativo de 50 juegos en triplicado, numerado.'],
      },
    ],
  },
  {
    slug: 'vestuario',
    label: 'Vestuario y textiles',
    service: false,
    weights: { tender: 4, agile: 5, large: 2 },
    affinity: { hospital: 2, municipalidad: 1.5, gendarmeria: 2, carabineros: 1.5, junji: 1.5 },
    places: ['main', 'clinical', 'school'],
    names: [
      { text: 'Adquisición de uniformes para funcionarios {de:entidad}', item: 0 },
      { text: 'Compra de {n} parkas institucionales', item: 1 },
      {
        text: 'Adquisición de ropa clínica para {lugar}',
        item: 2,
        kinds: HEALTH,
        places: ['clinical'],
      },
      { text: 'Compra de ropa de trabajo y elementos de protección personal', item: 3 },
      { text: 'Adquisición de calzado de seguridad', item: 4 },
      { text: 'Compra de ropa de cama y frazadas para {lugar}', item: 5 },
      {
        text: 'Adquisición de delantales para educadoras de párvulos',
        kinds: ['junji', 'integra'],
      },
    ],
    descriptions: [
      'Se requiere la confección y entrega de vestuario institucional para el personal {de:entidad}, según tallas que se informarán al proveedor adjudicado. Se solicitará muestra física.',
      'Compra de textiles con bordado del logo institucional. Las prendas deben ser nuevas, con tela certificada y despacho en {comuna}.',
    ],
    items: [
      {
        code: '53102710',
        categoria:
          'Ropa, maletas y productos de aseo personal / Uniformes / Uniformes institucionales',
        product: 'Uniforme institucional',
        unit: 'Unidad',
        price: 45_000,
        quantity: [20, 600],
        specs: ['Uniforme compuesto por chaqueta y pantalón en tela gabardina, con logo bordado.'],
      },
      {
        code: '53101800',
        categoria: 'Ropa, maletas y productos de aseo personal / Ropa / Abrigos y chaquetas',
        product: 'Parka institucional',
        unit: 'Unidad',
        price: 55_000,
        quantity: [10, 300],
        specs: ['Parka impermeable con forro polar desmontable y logo bordado.'],
      },
      {
        code: '42131606',
        categoria: 'Equipo médico, accesorios y suministros / Vestuario médico / Ropa clínica',
        product: 'Ambo clínico',
        unit: 'Unidad',
        price: 18_000,
        quantity: [50, 1200],
        specs: ['Ambo clínico antifluido, blusa y pantalón, colores según estamento.'],
      },
      {
        code: '46181500',
        categoria:
          'Equipos y suministros de defensa, orden público y seguridad / Ropa de seguridad / Ropa de protección',
        product: 'Ropa de trabajo',
        unit: 'Unidad',
        price: 25_000,
        quantity: [10, 300],
        specs: [
          'Overol de trabajo en gabardina con cintas reflectantes.',
          'Chaleco reflectante clase 2.',
        ],
      },
      {
        code: '46181604',
        categoria:
          'Equipos y suministros de defensa, orden público y seguridad / Calzado de seguridad / Zapatos de seguridad',
        product: 'Zapato de seguridad',
        unit: 'Par',
        price: 38_000,
        quantity: [10, 250],
        specs: ['Zapato de seguridad con puntera de composite, dieléctrico.'],
      },
      {
        code: '52121500',
        categoria: 'Muebles, accesorios, electrodomésticos / Ropa de cama / Sábanas y frazadas',
        product: 'Juego de sábanas',
        unit: 'Unidad',
        price: 15_000,
        quantity: [20, 800],
        specs: [
          'Juego de sábanas 1 plaza en percal de 144 hilos.',
          'Frazada de 1 plaza en polar de 300 g/m².',
        ],
      },
    ],
  },
  {
    slug: 'laboratorio',
    label: 'Reactivos e insumos de laboratorio',
    service: false,
    weights: { tender: 4, agile: 3, large: 4 },
    affinity: {
      hospital: 6,
      universidad: 6,
      seremi_salud: 5,
      servicio_salud: 2,
      municipalidad: 0.3,
      carabineros: 0.1,
      ejercito: 0.1,
      vialidad: 0.2,
      serviu: 0.1,
      junji: 0.05,
      integra: 0.05,
      junaeb: 0.05,
    },
    places: ['lab', 'main'],
    names: [
      'Adquisición de reactivos de laboratorio para {lugar}',
      {
        text: 'Convenio de suministro de reactivos para química clínica con comodato de equipo',
        kinds: ['hospital'],
        only: 'licitacion',
      },
      { text: 'Compra de material de vidrio para {lugar}', item: 2 },
      { text: 'Adquisición de reactivos para hematología', item: 1, kinds: ['hospital'] },
      { text: 'Compra de puntas de micropipeta y tubos de ensayo', item: 3 },
      { text: 'Adquisición de insumos para laboratorio docente', kinds: ['universidad'] },
      { text: 'Compra de medios de cultivo para análisis microbiológico', item: 4 },
    ],
    descriptions: [
      'Se requiere la adquisición de reactivos e insumos de laboratorio para {lugar}. Los productos deben mantener cadena de frío cuando corresponda y contar con certificado de análisis.',
      'Suministro de reactivos con entregas programadas. El proveedor deberá entregar en comodato el equipamiento necesario y prestar soporte técnico durante la vigencia del contrato.',
    ],
    items: [
      {
        code: '41116105',
        categoria:
          'Equipos y suministros de laboratorio / Reactivos de diagnóstico / Reactivos de química clínica',
        product: 'Reactivo de química clínica',
        unit: 'Kit',
        price: 180_000,
        quantity: [5, 200],
        specs: [
          'Kit de reactivo para determinación de glucosa, 500 determinaciones.',
          'Reactivo para perfil lipídico, compatible con analizador automatizado.',
        ],
      },
      {
        code: '41116130',
        categoria:
          'Equipos y suministros de laboratorio / Reactivos de diagnóstico / Reactivos de hematología',
        product: 'Reactivo de hematología',
        unit: 'Kit',
        price: 260_000,
        quantity: [5, 200],
        specs: ['Diluyente y lisante para contador hematológico de 5 partes.'],
      },
      {
        code: '41121803',
        categoria:
          'Equipos y suministros de laboratorio / Material de vidrio de laboratorio / Vasos de precipitado',
        product: 'Vaso de precipitado',
        unit: 'Unidad',
        price: 4_500,
        quantity: [10, 300],
        specs: [
          'Vaso de precipitado de vidrio borosilicato 250 ml, graduado.',
          'Matraz Erlenmeyer 500 ml.',
        ],
      },
      {
        code: '41121502',
        categoria: 'Equipos y suministros de laboratorio / Pipetas y accesorios / Puntas de pipeta',
        product: 'Puntas de micropipeta',
        unit: 'Caja',
        price: 25_000,
        quantity: [10, 200],
        specs: ['Puntas de micropipeta 200 µl, caja de 1.000 unidades.'],
      },
      {
        code: '41106200',
        categoria:
          'Equipos y suministros de laboratorio / Medios de cultivo / Medios de cultivo microbiológico',
        product: 'Medio de cultivo',
        unit: 'Frasco',
        price: 90_000,
        quantity: [5, 120],
        specs: ['Agar sangre deshidratado, frasco de 500 g.'],
      },
    ],
  },
  {
    slug: 'combustible',
    label: 'Combustibles',
    service: false,
    weights: { tender: 3, agile: 3, large: 5 },
    affinity: { vialidad: 3, municipalidad: 2, carabineros: 2, ejercito: 2, hospital: 1.5 },
    places: ['main', 'school'],
    names: [
      'Suministro de combustible para vehículos {de:entidad}',
      { text: 'Adquisición de petróleo diésel para calefacción', item: 1 },
      { text: 'Suministro de gas licuado para {lugar}', item: 2 },
      {
        text: 'Convenio de suministro de combustibles mediante tarjetas electrónicas por {meses} meses',
        only: 'licitacion',
      },
      { text: 'Compra de {n} litros de gasolina de 95 octanos', item: 0 },
      { text: 'Adquisición de leña y pellet para calefacción {de:lugar}', item: 3 },
    ],
    descriptions: [
      'Se requiere el suministro de combustible para la flota vehicular y maquinaria {de:entidad}, mediante tarjetas o cupones electrónicos con red de estaciones en {comuna}.',
      'Suministro con despacho a estanque para calefacción {de:lugar}. El proveedor debe contar con camión autorizado por la SEC.',
    ],
    items: [
      {
        code: '15101506',
        categoria: 'Combustibles, aditivos y lubricantes / Combustibles líquidos / Gasolina',
        product: 'Gasolina 95 octanos',
        unit: 'Litro',
        price: 1_300,
        quantity: [500, 12000],
        specs: [
          'Gasolina sin plomo de 95 octanos, carga en estaciones de servicio con tarjeta electrónica.',
        ],
      },
      {
        code: '15101505',
        categoria: 'Combustibles, aditivos y lubricantes / Combustibles líquidos / Diésel',
        product: 'Petróleo diésel',
        unit: 'Litro',
        price: 1_000,
        quantity: [2000, 60000],
        specs: ['Petróleo diésel grado B, despacho a estanque de calefacción.'],
      },
      {
        code: '15111510',
        categoria: 'Combustibles, aditivos y lubricantes / Combustibles gaseosos / Gas licuado',
        product: 'Gas licuado',
        unit: 'Cilindro',
        price: 75_000,
        quantity: [20, 600],
        specs: [
          'Cilindro de gas licuado de 45 kg con recambio.',
          'Cilindro de gas licuado de 15 kg.',
        ],
      },
      {
        code: '15101800',
        categoria: 'Combustibles, aditivos y lubricantes / Combustibles sólidos / Leña y pellet',
        product: 'Pellet de madera',
        unit: 'Saco',
        price: 6_000,
        quantity: [10, 400],
        specs: [
          'Pellet de madera certificado, saco de 15 kg.',
          'Leña seca de eucalipto con humedad bajo 25%, metro ruma.',
        ],
      },
    ],
  },
  {
    slug: 'servicios-ti',
    label: 'Servicios informáticos y software',
    service: true,
    weights: { tender: 5, agile: 4, large: 5 },
    affinity: { universidad: 2, servicio_salud: 1.5, hospital: 1.3 },
    places: ['main', 'office', 'clinical', 'lab'],
    names: [
      { text: 'Servicio de soporte informático para {entidad}', item: 0 },
      {
        text: 'Desarrollo de plataforma web de gestión para {entidad}',
        item: 1,
        only: 'licitacion',
      },
      { text: 'Renovación de licencias de software ofimático', item: 2 },
      { text: 'Renovación de licencias antivirus por 12 meses', item: 3 },
      { text: 'Servicio de mantención de red de datos {de:lugar}', item: 0 },
      { text: 'Servicio de hosting y respaldo en la nube por {meses} meses', item: 4 },
      { text: 'Implementación de sistema de gestión documental', item: 1, only: 'licitacion' },
      { text: 'Servicio de cableado estructurado para {lugar}', item: 5 },
    ],
    descriptions: [
      'Se requiere contratar servicios informáticos para {entidad}, con mesa de ayuda, soporte en terreno y niveles de servicio definidos en los términos de referencia.',
      'Desarrollo e implementación de solución tecnológica, incluyendo levantamiento de requerimientos, capacitación a usuarios y garantía técnica de 12 meses. El código fuente quedará en propiedad de la institución.',
      'Renovación de licencias de software para el personal {de:entidad}. Se debe acreditar ser partner autorizado del fabricante.',
    ],
    items: [
      {
        code: '81111811',
        categoria:
          'Servicios basados en ingeniería, investigación y tecnología / Servicios informáticos / Soporte técnico',
        product: 'Servicio de soporte técnico',
        unit: 'Mes',
        price: 2_500_000,
        quantity: [6, 36],
        specs: ['Mesa de ayuda de lunes a viernes de 08:00 a 18:00 con dos técnicos en terreno.'],
      },
      {
        code: '81111504',
        categoria:
          'Servicios basados en ingeniería, investigación y tecnología / Ingeniería de software / Desarrollo de aplicaciones',
        product: 'Desarrollo de software',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Desarrollo de sistema web con autenticación, reportería y API REST.'],
      },
      {
        code: '43231513',
        categoria:
          'Difusión de tecnologías de información y telecomunicaciones / Software / Software de oficina',
        product: 'Licencia de software ofimático',
        unit: 'Licencia',
        price: 110_000,
        quantity: [10, 400],
        specs: ['Licencia de suite ofimática por usuario, suscripción anual.'],
      },
      {
        code: '43233205',
        categoria:
          'Difusión de tecnologías de información y telecomunicaciones / Software / Software de seguridad',
        product: 'Licencia antivirus',
        unit: 'Licencia',
        price: 25_000,
        quantity: [20, 800],
        specs: ['Licencia antivirus corporativo con consola centralizada, 12 meses.'],
      },
      {
        code: '81112003',
        categoria:
          'Servicios basados en ingeniería, investigación y tecnología / Servicios de datos / Servicios de centro de datos',
        product: 'Servicio de hosting',
        unit: 'Mes',
        price: 350_000,
        quantity: [12, 36],
        specs: ['Servidor virtual 8 vCPU, 32 GB RAM, 500 GB SSD con respaldo diario.'],
      },
      {
        code: '43222800',
        categoria:
          'Difusión de tecnologías de información y telecomunicaciones / Equipos de red / Cableado estructurado',
        product: 'Punto de red certificado',
        unit: 'Unidad',
        price: 65_000,
        quantity: [10, 300],
        specs: ['Punto de red categoría 6 certificado, incluye canalización.'],
      },
    ],
  },
  {
    slug: 'jardineria',
    label: 'Jardinería y áreas verdes',
    service: true,
    weights: { tender: 4, agile: 4, large: 4 },
    affinity: { municipalidad: 4, serviu: 2, universidad: 1.5, hospital: 1.2 },
    places: ['main', 'outdoor', 'school'],
    names: [
      { text: 'Servicio de mantención de áreas verdes {de:lugar}', item: 0 },
      {
        text: 'Mantención de áreas verdes y arbolado urbano de {comuna} por {meses} meses',
        item: 0,
        kinds: ['municipalidad'],
        only: 'licitacion',
      },
      { text: 'Compra de {n} árboles nativos para reforestación', item: 1 },
      { text: 'Servicio de poda y extracción de árboles en {lugar}', item: 4 },
      { text: 'Adquisición de plantas ornamentales y tierra de hoja', item: 2 },
      { text: 'Compra de herramientas de jardinería', item: 3, only: 'compra_agil' },
      { text: 'Servicio de riego y mantención de jardines {de:lugar}', item: 0 },
    ],
    descriptions: [
      'Servicio de mantención de áreas verdes que incluye corte de césped, riego, poda, control de malezas y retiro de residuos vegetales en {lugar}. El proveedor aportará personal, herramientas e insumos.',
      'Adquisición de especies vegetales y materiales de jardinería para {lugar}. Las plantas deben entregarse en buen estado sanitario y con garantía de prendimiento.',
    ],
    items: [
      {
        code: '70111703',
        categoria:
          'Servicios de agricultura, pesca, silvicultura y fauna / Parques, jardines y huertos / Mantenimiento de jardines',
        product: 'Mantención de áreas verdes',
        unit: 'Metro cuadrado',
        price: 900,
        quantity: [500, 60000],
        specs: [
          'Corte de césped quincenal, riego y control de malezas.',
          'Poda de formación y mantención de arbustos.',
        ],
      },
      {
        code: '10151700',
        categoria: 'Material vivo vegetal y animal / Árboles y arbustos / Árboles',
        product: 'Árbol nativo',
        unit: 'Unidad',
        price: 15_000,
        quantity: [20, 800],
        specs: [
          'Quillay en bolsa de 10 litros, altura mínima 1,2 m.',
          'Maitén en contenedor de 15 litros.',
        ],
      },
      {
        code: '10161500',
        categoria: 'Material vivo vegetal y animal / Plantas / Plantas ornamentales',
        product: 'Planta ornamental',
        unit: 'Unidad',
        price: 4_500,
        quantity: [20, 500],
        specs: ['Lavanda en maceta de 3 litros.', 'Tierra de hoja, saco de 50 litros.'],
      },
      {
        code: '27112000',
        categoria:
          'Herramientas y maquinaria general / Herramientas de jardinería / Herramientas manuales',
        product: 'Herramienta de jardinería',
        unit: 'Unidad',
        price: 35_000,
        quantity: [5, 60],
        specs: ['Tijera de podar profesional.', 'Desbrozadora a gasolina 43 cc.'],
      },
      {
        code: '70111501',
        categoria:
          'Servicios de agricultura, pesca, silvicultura y fauna / Plantas y árboles ornamentales / Poda y tala',
        product: 'Servicio de poda de árboles',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: ['Poda en altura con camión alzahombre y retiro de ramas.'],
      },
    ],
  },
  {
    slug: 'banqueteria',
    label: 'Banquetería y colaciones',
    service: true,
    weights: { tender: 3, agile: 7, large: 3 },
    affinity: { municipalidad: 1.5, seremi_salud: 1.5, junaeb: 1.5, universidad: 1.5 },
    places: ['main', 'office'],
    names: [
      { text: 'Servicio de coffee break para jornada de capacitación', item: 0 },
      { text: 'Servicio de banquetería para ceremonia {de:entidad}', item: 0 },
      { text: 'Servicio de colaciones para {n} funcionarios', item: 1 },
      {
        text: 'Servicio de alimentación para pacientes y funcionarios {de:lugar}',
        item: 2,
        kinds: ['hospital'],
        only: 'licitacion',
      },
      {
        text: 'Servicio de alimentación escolar para {lugar}',
        item: 2,
        kinds: ['junaeb', 'municipalidad'],
        places: ['school'],
      },
      {
        text: 'Servicio de almuerzos para actividad comunitaria en {comuna}',
        item: 1,
        kinds: ['municipalidad', 'seremi_salud', 'servicio_salud'],
      },
      {
        text: 'Servicio de casino para personal {de:entidad} por {meses} meses',
        item: 2,
        only: 'licitacion',
      },
    ],
    descriptions: [
      'Se requiere servicio de banquetería, incluyendo montaje, vajilla, garzones y retiro. La actividad se realizará en {comuna}.',
      'Servicio de colaciones diarias con minuta aprobada por nutricionista. El proveedor deberá contar con resolución sanitaria vigente.',
      'Servicio de alimentación que incluye preparación, transporte y distribución de raciones en {lugar}, cumpliendo las normas sanitarias vigentes.',
    ],
    items: [
      {
        code: '90101603',
        categoria:
          'Servicios de viajes, alimentación, alojamiento y entretenimiento / Servicios de banquetes y catering / Servicios de catering',
        product: 'Servicio de banquetería',
        unit: 'Persona',
        price: 12_000,
        quantity: [50, 500],
        specs: [
          'Cóctel para 120 personas con bebestibles, incluye montaje y garzones.',
          'Coffee break AM y PM: café, té, jugos, galletas y sándwiches.',
        ],
      },
      {
        code: '90101600',
        categoria:
          'Servicios de viajes, alimentación, alojamiento y entretenimiento / Servicios de banquetes y catering / Colaciones',
        product: 'Colación caliente',
        unit: 'Ración',
        price: 5_500,
        quantity: [20, 300],
        specs: ['Almuerzo con entrada, plato de fondo, postre y bebida.'],
      },
      {
        code: '90101501',
        categoria:
          'Servicios de viajes, alimentación, alojamiento y entretenimiento / Restaurantes / Servicio de casino',
        product: 'Servicio de casino',
        unit: 'Ración',
        price: 3_800,
        quantity: [1000, 40000],
        specs: [
          'Raciones diarias de desayuno, almuerzo y once para funcionarios.',
          'Régimen hospitalario común y dietas especiales.',
        ],
      },
    ],
  },
  {
    slug: 'transporte',
    label: 'Transporte',
    service: true,
    weights: { tender: 4, agile: 5, large: 4 },
    affinity: { municipalidad: 2.5, junaeb: 2, junji: 1.5, servicio_salud: 1.5 },
    places: ['main', 'school', 'office'],
    names: [
      {
        text: 'Servicio de transporte escolar rural en {comuna}',
        item: 0,
        kinds: ['municipalidad', 'junaeb'],
      },
      { text: 'Servicio de traslado de funcionarios {de:entidad}', item: 0 },
      {
        text: 'Arriendo de bus con conductor para salida pedagógica',
        item: 1,
        kinds: [...SCHOOLS, 'universidad'],
      },
      { text: 'Servicio de traslado de pacientes en {comuna}', item: 0, kinds: HEALTH },
      { text: 'Servicio de flete y mudanza para {lugar}', item: 3 },
      { text: 'Arriendo de {n} camionetas 4x4 sin conductor', item: 2 },
      {
        text: 'Servicio de transporte de carga y distribución por {meses} meses',
        item: 3,
        only: 'licitacion',
      },
    ],
    descriptions: [
      'Se requiere contratar servicio de transporte de pasajeros con vehículos inscritos en el Registro Nacional de Transporte Público y conductores con licencia profesional vigente.',
      'Servicio de traslado desde y hacia {lugar}, con recorridos definidos en los términos de referencia. Los vehículos deben contar con revisión técnica y seguros al día.',
    ],
    items: [
      {
        code: '78111803',
        categoria:
          'Servicios de transporte, almacenaje y correo / Transporte de pasajeros / Transporte en bus',
        product: 'Servicio de transporte de pasajeros',
        unit: 'Servicio',
        price: 0,
        quantity: [1, 1],
        specs: [
          'Transporte escolar diario en bus de 30 pasajeros, dos recorridos.',
          'Traslado de funcionarios en minibús con conductor.',
        ],
      },
      {
        code: '78111802',
        categoria:
          'Servicios de transporte, almacenaje y correo / Transporte de pasajeros / Arriendo de buses',
        product: 'Arriendo de bus con conductor',
        unit: 'Día',
        price: 350_000,
        quantity: [1, 6],
        specs: ['Bus de 45 pasajeros con conductor, jornada completa.'],
      },
      {
        code: '78111808',
        categoria:
          'Servicios de transporte, almacenaje y correo / Transporte de pasajeros / Arriendo de vehículos',
        product: 'Arriendo de camioneta',
        unit: 'Mes',
        price: 850_000,
        quantity: [1, 12],
        specs: ['Camioneta 4x4 doble cabina, diésel, con mantenciones incluidas.'],
      },
      {
        code: '78101802',
        categoria:
          'Servicios de transporte, almacenaje y correo / Transporte de carga / Transporte de carga por carretera',
        product: 'Servicio de flete',
        unit: 'Servicio',
        price: 180_000,
        quantity: [1, 10],
        specs: ['Flete en camión 3/4 con dos peonetas.'],
      },
    ],
  },
  {
    slug: 'eventos',
    label: 'Producción de eventos',
    service: true,
    weights: { tender: 2, agile: 5, large: 1 },
    affinity: { municipalidad: 3, universidad: 1.5, seremi_salud: 1.2 },
    places: ['main', 'outdoor'],
    names: [
      {
        text: 'Producción integral de evento de aniversario de {comuna}',
        item: 0,
        kinds: ['municipalidad'],
      },
      { text: 'Arriendo de amplificación e iluminación para actividad en {lugar}', item: 1 },
      { text: 'Arriendo de carpas y sillas para feria en {comuna}', item: 2 },
      { text: 'Servicio de producción para ceremonia {de:entidad}', item: 0 },
      { text: 'Producción de Fiestas Patrias en {comuna}', item: 0, kinds: ['municipalidad'] },
      { text: 'Organización de jornada regional de capacitación', item: 0, only: 'compra_agil' },
    ],
    descriptions: [
      'Se requiere la producción integral de evento, incluyendo escenario, amplificación, iluminación, animación y seguridad. La actividad se realizará en {comuna}.',
      'Arriendo de equipamiento para actividad {de:entidad}, con montaje, operación técnica y desmontaje a cargo del proveedor.',
    ],
    items: [
      {
        code: '80141902',
        categoria:
          'Servicios de gestión, servicios profesionales de empresa y servicios administrativos / Eventos / Producción de eventos',
        product: 'Producción de evento',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Escenario de 8 x 6 m, amplificación para 1.500 personas y animador.'],
      },
      {
        code: '45111601',
        categoria:
          'Equipos y suministros para impresión, fotografía y audiovisuales / Equipos de audio / Amplificación',
        product: 'Arriendo de amplificación',
        unit: 'Día',
        price: 450_000,
        quantity: [1, 3],
        specs: ['Sistema de amplificación de 4.000 W con técnico operador.'],
      },
      {
        code: '56101600',
        categoria: 'Muebles y mobiliario / Mobiliario para exteriores / Carpas',
        product: 'Arriendo de carpa',
        unit: 'Unidad',
        price: 35_000,
        quantity: [2, 40],
        specs: [
          'Carpa tipo toldo de 3 x 3 m con paredes laterales.',
          'Arriendo de sillas plásticas con funda.',
        ],
      },
    ],
  },
  {
    slug: 'asesorias',
    label: 'Asesorías y capacitación',
    service: true,
    weights: { tender: 4, agile: 4, large: 2 },
    affinity: { servicio_salud: 1.5, municipalidad: 1.5, seremi_salud: 1.5, serviu: 1.5 },
    places: ['main', 'office', 'clinical'],
    names: [
      {
        text: 'Contratación de asesoría para elaboración de Plan de Desarrollo Comunal de {comuna}',
        item: 0,
        kinds: ['municipalidad'],
      },
      {
        text: 'Servicio de capacitación en atención de público para funcionarios {de:entidad}',
        item: 1,
      },
      {
        text: 'Contratación de profesional psicólogo para programa de salud mental',
        item: 2,
        kinds: HEALTH,
      },
      { text: 'Asesoría técnica para diseño de proyecto de infraestructura {de:lugar}', item: 0 },
      { text: 'Curso de primeros auxilios para funcionarios {de:entidad}', item: 1 },
      { text: 'Estudio de clima laboral {de:entidad}', item: 0 },
      {
        text: 'Servicio de auditoría externa de estados financieros {anio}',
        item: 4,
        only: 'licitacion',
      },
      {
        text: 'Contratación de servicios profesionales de ingeniería para inspección técnica de obras',
        item: 3,
        kinds: ['serviu', 'vialidad', 'municipalidad'],
      },
    ],
    descriptions: [
      'Se requiere contratar servicios profesionales especializados para {entidad}. El oferente deberá acreditar experiencia en trabajos similares y presentar currículum del equipo propuesto.',
      'Capacitación presencial de al menos 16 horas cronológicas con entrega de material, certificado de asistencia y evaluación final. Se realizará en {comuna}.',
      'La consultoría contempla diagnóstico, propuesta metodológica y entrega de informe final en un plazo de {meses} meses.',
    ],
    items: [
      {
        code: '80101504',
        categoria:
          'Servicios de gestión, servicios profesionales de empresa y servicios administrativos / Consultoría de negocios / Planificación estratégica',
        product: 'Servicio de consultoría',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Consultoría para diagnóstico y propuesta de plan estratégico.'],
      },
      {
        code: '86101700',
        categoria: 'Servicios educativos y de formación / Formación profesional / Capacitación',
        product: 'Curso de capacitación',
        unit: 'Persona',
        price: 90_000,
        quantity: [10, 120],
        specs: ['Curso de 16 horas con relator certificado y código SENCE.'],
      },
      {
        code: '85121801',
        categoria: 'Servicios de salud / Profesionales de la salud / Atención psicológica',
        product: 'Servicios profesionales de psicología',
        unit: 'Hora',
        price: 25_000,
        quantity: [40, 800],
        specs: ['Atención psicológica individual y talleres grupales según programa.'],
      },
      {
        code: '81101500',
        categoria:
          'Servicios basados en ingeniería, investigación y tecnología / Ingeniería civil / Inspección técnica',
        product: 'Inspección técnica de obras',
        unit: 'Mes',
        price: 2_200_000,
        quantity: [3, 18],
        specs: ['Inspección técnica de obra con profesional residente.'],
      },
      {
        code: '84111600',
        categoria: 'Servicios financieros y de seguros / Contabilidad / Auditoría',
        product: 'Auditoría externa',
        unit: 'Global',
        price: 0,
        quantity: [1, 1],
        specs: ['Auditoría a los estados financieros bajo normas NICSP.'],
      },
    ],
  },
];

export const CATEGORY_BY_SLUG: ReadonlyMap<CategorySlug, CategorySeed> = new Map(
  CATEGORIES.map((category) => [category.slug, category]),
);
