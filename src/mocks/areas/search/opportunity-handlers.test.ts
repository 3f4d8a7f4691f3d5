import { describe, expect, it } from 'vitest';

import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import { getUserQueries } from '@/features/search-history/api/get-user-queries';
import { buildSearchJson, type SearchJson, type SearchParams } from '@/lib/search-json';
import { storeSession } from '@/lib/session';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { HISTORY_LIMIT, OPPORTUNITY_NOT_FOUND, SHORT_QUERY } from './opportunity-handlers';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

/** Where the mock says an attachment is: what the AI chat is given (decision 0017). */
const DOCUMENT_URL =
  /^https:\/\/www\.mercadopublico\.cl\/documentos\/[^/]+\/[^/]+\/[a-z0-9-]+\.pdf$/;

const { demo, supervisor } = DEMO_ACCOUNTS;

const signInDemo = () => signIn(demo.email, demo.password);

const run = (params: SearchParams | SearchJson, companyId = 1) =>
  searchOpportunities({
    json: 'consultas' in params ? params : buildSearchJson(params),
    // The app never sends a missing company; the mock server still checks for one.
    companyId: companyId as number,
  });

// Dates move with the day the catalogue is seeded; everything else about a seeded code is fixed.
const anIsoMinute = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);

/** Fixed records for known seeded codes: what the client must receive, written out by hand. */
const PAPER_ROW = {
  codigo: '9197-41-COT26',
  nombre: 'Adquisición de resmas de papel tamaño carta',
  tipo: 'COT',
  procedencia: 'Compra Ágil (Segundo llamado)',
  estado: 'Publicada',
  entidad: 'Hospital Dr. Augusto Riffart de Castro',
  region: 'Región de Los Lagos',
  monto: 723000,
  cantidadProductos: 1,
  fechaPublicacion: anIsoMinute,
  fechaCierre: anIsoMinute,
  score: expect.any(Number),
  etiquetas: [],
  tareas: 0,
};

const HIDDEN_AMOUNT_ROW = {
  codigo: '9074-21-L126',
  nombre: 'Compra de útiles de escritorio temporada de invierno 2026',
  tipo: 'L1',
  procedencia: 'Licitación (L1)',
  estado: 'Publicada',
  entidad: "Servicio de Vivienda y Urbanización O'Higgins",
  region: 'Región del Libertador General Bernardo O´Higgins',
  monto: null,
  cantidadProductos: 2,
  fechaPublicacion: anIsoMinute,
  fechaCierre: anIsoMinute,
  score: expect.any(Number),
  // Demo's company tagged it (areas/tags/seed.ts): rows carry the asking company's tags.
  etiquetas: [{ id: '2', name: 'Revisar bases', color: '#3b82f6' }],
  // And put an open task on it (areas/work/seed.ts): rows carry the company's open tasks.
  tareas: 1,
};

const AWARDED_TENDER = {
  codigo: '2852-19-LE26',
  nombre: 'SUMINISTRO DE INSUMOS CLÍNICOS PARA PABELLÓN QUIRÚRGICO',
  tipo: 'LE',
  procedencia: 'Licitación (LE)',
  estado: 'Adjudicada',
  entidad: 'Hospital Dr. Carlos Cisternas de Calama',
  region: 'Región de Antofagasta',
  monto: 9360000,
  cantidadProductos: 1,
  fechaPublicacion: anIsoMinute,
  fechaCierre: anIsoMinute,
  score: 1,
  etiquetas: [],
  tareas: 0,
  descripcion:
    'Convenio de suministro de insumos clínicos con entregas parciales en la bodega de farmacia. Se solicitará muestra física para evaluación técnica. Se adjudicará a la oferta mejor evaluada según los criterios establecidos en las bases.',
  moneda: 'CLP',
  montoVisible: true,
  convocatoria: null,
  comprador: {
    organismo: 'Hospital Dr. Carlos Cisternas de Calama',
    codigoOrganismo: '1148',
    unidad: 'Departamento de Abastecimiento',
    rutUnidad: '61.978.522-3',
    direccion: 'Avenida Colón 758',
    comuna: 'Calama',
    region: 'Región de Antofagasta',
  },
  fechas: {
    creacion: anIsoMinute,
    publicacion: anIsoMinute,
    cierrePreguntas: anIsoMinute,
    publicacionRespuestas: anIsoMinute,
    visitaTerreno: anIsoMinute,
    cierre: anIsoMinute,
    aperturaTecnica: anIsoMinute,
    adjudicacionEstimada: anIsoMinute,
    adjudicacion: anIsoMinute,
  },
  items: [
    {
      correlativo: 1,
      codigoProducto: '51102710',
      categoria: 'Medicamentos y productos farmacéuticos / Antisépticos / Alcohol',
      nombre: 'Alcohol gel',
      descripcion: 'Alcohol gel 70% con glicerina, envase de 1 litro con válvula.',
      unidad: 'Litro',
      cantidad: 2400,
    },
  ],
  adjuntos: [
    {
      id: '3355-1',
      nombre: 'Bases Administrativas.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1231092,
      url: expect.stringMatching(DOCUMENT_URL),
    },
    {
      id: '3355-2',
      nombre: 'Bases Técnicas.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1494413,
      url: expect.stringMatching(DOCUMENT_URL),
    },
  ],
  duracionContratoMeses: null,
  renovable: false,
  responsable: {
    nombre: 'Marcelo Olivares Pizarro',
    email: 'marcelo.olivares@hospitalcalama.cl',
  },
  ofertasRecibidas: null,
  prioridad: null,
};

const SECOND_CALL_AGILE = {
  codigo: '3461-38-COT26',
  nombre: 'Estudio de clima laboral de la Municipalidad de Ovalle',
  tipo: 'COT',
  procedencia: 'Compra Ágil (Segundo llamado)',
  estado: 'OC emitida',
  entidad: 'Ilustre Municipalidad de Ovalle',
  region: 'Región de Coquimbo',
  monto: 889000,
  cantidadProductos: 1,
  fechaPublicacion: anIsoMinute,
  fechaCierre: anIsoMinute,
  score: 1,
  etiquetas: [],
  tareas: 0,
  descripcion:
    'La consultoría contempla diagnóstico, propuesta metodológica y entrega de informe final en un plazo de 2 meses. Se requiere entrega dentro de 5 días hábiles desde la emisión de la orden de compra. Segundo llamado de esta compra ágil, abierto a proveedores de cualquier tamaño.',
  moneda: 'CLP',
  montoVisible: true,
  convocatoria: 'Segundo Llamado',
  comprador: {
    organismo: 'Ilustre Municipalidad de Ovalle',
    codigoOrganismo: '8305',
    unidad: 'Unidad de Compras Municipales',
    rutUnidad: '69.067.490-4',
    direccion: 'Arturo Prat 438',
    comuna: 'Ovalle',
    region: 'Región de Coquimbo',
  },
  fechas: {
    creacion: anIsoMinute,
    publicacion: anIsoMinute,
    cierrePreguntas: null,
    publicacionRespuestas: null,
    visitaTerreno: null,
    cierre: anIsoMinute,
    aperturaTecnica: null,
    adjudicacionEstimada: null,
    adjudicacion: null,
  },
  items: [
    {
      correlativo: 1,
      codigoProducto: '80101504',
      categoria:
        'Servicios de gestión, servicios profesionales de empresa y servicios administrativos / Consultoría de negocios / Planificación estratégica',
      nombre: 'Servicio de consultoría',
      descripcion: 'Consultoría para diagnóstico y propuesta de plan estratégico.',
      unidad: 'Global',
      cantidad: 1,
    },
  ],
  adjuntos: [
    {
      id: '71-1',
      nombre: 'Ficha técnica.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1855191,
      url: expect.stringMatching(DOCUMENT_URL),
    },
    {
      id: '71-2',
      nombre: 'Especificaciones Técnicas.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1107289,
      url: expect.stringMatching(DOCUMENT_URL),
    },
  ],
  duracionContratoMeses: null,
  renovable: false,
  responsable: {
    nombre: 'Marcela Cortés Valenzuela',
    email: 'marcela.cortes@muniovalle.cl',
  },
  ofertasRecibidas: 7,
  // The buyer favours small companies (decision 0030).
  prioridad: { emt: true, local: false },
};

// The detail answers the same summary fields as the row, with the full score.
const HIDDEN_AMOUNT_TENDER = {
  ...HIDDEN_AMOUNT_ROW,
  score: 1,
  descripcion:
    'Se requiere la adquisición de materiales de oficina para el normal funcionamiento de las oficinas regionales del SERVIU. Los productos deben ser nuevos y de primera calidad, con despacho incluido en Graneros. Se adjudicará a la oferta mejor evaluada según los criterios establecidos en las bases.',
  moneda: 'CLP',
  montoVisible: false,
  convocatoria: null,
  comprador: {
    organismo: "Servicio de Vivienda y Urbanización O'Higgins",
    codigoOrganismo: '7384',
    unidad: 'Departamento de Administración',
    rutUnidad: '61.812.000-7',
    direccion: 'Independencia 1202',
    comuna: 'Rancagua',
    region: 'Región del Libertador General Bernardo O´Higgins',
  },
  fechas: {
    creacion: anIsoMinute,
    publicacion: anIsoMinute,
    cierrePreguntas: anIsoMinute,
    publicacionRespuestas: anIsoMinute,
    visitaTerreno: null,
    cierre: anIsoMinute,
    aperturaTecnica: anIsoMinute,
    adjudicacionEstimada: anIsoMinute,
    adjudicacion: null,
  },
  items: [
    {
      correlativo: 1,
      codigoProducto: '14111507',
      categoria:
        'Materiales y productos de papel / Papel de imprenta y papel de escribir / Papel para impresora o fotocopiadora',
      nombre: 'Resma papel tamaño carta',
      descripcion: 'Papel fotocopia carta 75 g, resma de 500 hojas.',
      unidad: 'Resma',
      cantidad: 170,
    },
    {
      correlativo: 2,
      codigoProducto: '14111514',
      categoria:
        'Materiales y productos de papel / Papel de imprenta y papel de escribir / Blocks o cuadernos',
      nombre: 'Cuaderno universitario',
      descripcion: 'Cuaderno universitario 100 hojas matemática 7 mm.',
      unidad: 'Unidad',
      cantidad: 590,
    },
  ],
  adjuntos: [
    {
      id: '14-1',
      nombre: 'Bases Administrativas.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1638114,
      url: expect.stringMatching(DOCUMENT_URL),
    },
    {
      id: '14-2',
      nombre: 'Términos de Referencia.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 2042429,
      url: expect.stringMatching(DOCUMENT_URL),
    },
    {
      id: '14-3',
      nombre: 'Anexo N°4 Experiencia del Oferente.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 1560774,
      url: expect.stringMatching(DOCUMENT_URL),
    },
    {
      id: '14-4',
      nombre: 'Anexo N°1 Declaración Jurada.pdf',
      tipo: 'application/pdf',
      tamanoBytes: 405810,
      url: expect.stringMatching(DOCUMENT_URL),
    },
  ],
  duracionContratoMeses: 6,
  renovable: false,
  responsable: {
    nombre: 'Luis Garrido Pizarro',
    email: 'luis.garrido@minvu.cl',
  },
  ofertasRecibidas: null,
  prioridad: null,
};

describe('mock API: POST /opportunities/search', () => {
  it('answers ranked rows in the grid shape, with the history entry it recorded', async () => {
    await signInDemo();
    const result = await run({ query: 'servicio de aseo para hospitales en Valparaíso' });

    expect(result.total).toBeGreaterThan(200);
    expect(result.resultados).toHaveLength(result.total);
    const top = result.resultados.slice(0, 20);
    expect(top.every((row) => /aseo/i.test(row.nombre))).toBe(true);
    expect(top.filter((row) => row.region === 'Región de Valparaíso').length).toBeGreaterThan(14);
    for (let index = 1; index < result.resultados.length; index += 1) {
      expect(result.resultados[index - 1]!.score).toBeGreaterThanOrEqual(
        result.resultados[index]!.score,
      );
    }
    expect(result.resultados.every((row) => row.score >= 0.42 && row.score <= 1)).toBe(true);

    const entry = db.state.userQueries.find((query) => query.id === result.queryId)!;
    expect(entry).toMatchObject({
      userId: 1,
      companyId: 1,
      consulta: 'servicio de aseo para hospitales en Valparaíso',
    });
  });

  it('answers the grid row of a known code, field by field', async () => {
    await signInDemo();
    const { resultados } = await run({ query: 'resmas papel carta' });
    expect(resultados.find((row) => row.codigo === '9197-41-COT26')).toEqual(PAPER_ROW);
    for (const row of resultados) expect(Math.round(row.score * 1000)).toBe(row.score * 1000);
  });

  it('shows states as the portal writes them', async () => {
    await signInDemo();
    const { resultados } = await run({ query: 'compra', temperature: 0 });
    const states = new Set(resultados.map((row) => row.estado));
    for (const label of [
      'Publicada',
      'Cerrada',
      'Adjudicada',
      'Desierta',
      'Proveedor seleccionado',
      'OC emitida',
      'Cancelada',
    ]) {
      expect(states).toContain(label);
    }
    expect(states).not.toContain('oc_emitida');
    expect(states).not.toContain('publicada');
  });

  it('hides the amount the buyer hides (VisibilidadMonto 0)', async () => {
    await signInDemo();
    const { resultados } = await run({ query: 'útiles de escritorio temporada de invierno' });
    expect(resultados.find((row) => row.codigo === '9074-21-L126')).toEqual(HIDDEN_AMOUNT_ROW);
  });

  it('writes every region with the one spelling, whatever the raw text', async () => {
    await signInDemo();
    // Seeded with the portal's messy 'Región de La Araucanía ' (trailing space).
    const { resultados } = await run({
      query: 'compra',
      regions: ['Región de la Araucanía'],
      temperature: 0,
    });
    expect(resultados.length).toBeGreaterThan(100);
    expect(new Set(resultados.map((row) => row.region))).toEqual(
      new Set(['Región de La Araucanía']),
    );
    const detail = await getOpportunity('6260-25-L126');
    expect(detail.region).toBe('Región de La Araucanía');
    expect(detail.comprador.region).toBe('Región de La Araucanía');
  });

  it('applies procedencia, region and words as the engine does', async () => {
    await signInDemo();
    const { resultados } = await run({
      query: 'servicio de aseo',
      procedencia: ['Licitación', 'Segundo Llamado'],
      regions: ['Región del Biobío'],
      negativeWords: ['hospital'],
      temperature: 0,
    });
    expect(resultados.length).toBeGreaterThan(10);
    for (const row of resultados) {
      expect(row.region).toBe('Región del Biobío');
      expect(row.procedencia === 'Compra Ágil (Segundo llamado)' || row.tipo !== 'COT').toBe(true);
      expect(row.nombre.toLowerCase()).not.toContain('hospital');
    }
  });

  // How fast it answers is the bench's to say (npm run bench: a broad search, submit to first row).
  it('answers 9,999 rows of a broad search, counting every match', async () => {
    await signInDemo();
    // Every buyer has a region: the broadest search there is.
    const result = await run(buildSearchJson({ query: 'Región', temperature: 0 }));
    expect(result.total).toBe(12_000);
    expect(result.resultados).toHaveLength(9_999);
  });

  it('pages with pagina and resultados_por_pagina', async () => {
    await signInDemo();
    const json = buildSearchJson({ query: 'guardias de seguridad' });
    const all = await run(json);
    const second = await run({ ...json, pagina: 2, resultados_por_pagina: 50 });
    expect(second.total).toBe(all.total);
    expect(second.resultados).toEqual(all.resultados.slice(50, 100));
  });

  it('joins several consultas, each row with its best score', async () => {
    await signInDemo();
    const paper = await run({ query: 'resmas papel carta', temperature: 0.9 });
    const gloves = await run({ query: 'guantes de nitrilo', temperature: 0.9 });
    const both = buildSearchJson({ query: 'resmas papel carta', temperature: 0.9 });
    both.consultas.push(
      buildSearchJson({ query: 'guantes de nitrilo', temperature: 0.9 }).consultas[0]!,
    );
    const joined = await run(both);
    const codes = new Set([...paper.resultados, ...gloves.resultados].map((row) => row.codigo));
    expect(joined.total).toBe(codes.size);
  });

  it('answers a handful of rows for a narrow search', async () => {
    await signInDemo();
    const filtered = await run({
      query: 'construcción de sede social',
      regions: ['Región de Valparaíso'],
      procedencia: ['O1'],
    });
    expect(filtered.total).toBe(8);
    // A buyer's own name, with nothing else: the e2e journeys use it for a short grid.
    const plain = await run({ query: 'Semillita' });
    expect(plain.total).toBe(7);
    expect(plain.resultados.every((row) => row.nombre.includes('Semillita'))).toBe(true);
  });

  it('records every search in the history of that company', async () => {
    await signInDemo();
    const before = await getUserQueries({ companyId: 1, timeFilter: 'ultima_semana' });
    const json = buildSearchJson({ query: '  notebooks para colegios ', procedencia: ['COT'] });
    const { queryId } = await run(json);
    const after = await getUserQueries({ companyId: 1, timeFilter: 'ultima_semana' });
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({
      id: queryId,
      consulta: 'notebooks para colegios',
      createdAt: expect.any(String),
      json_data: json,
    });
  });

  it(`keeps the newest ${HISTORY_LIMIT} searches of a user and company`, async () => {
    await signInDemo();
    db.write((state) => {
      for (let index = 0; index < HISTORY_LIMIT; index += 1) {
        state.userQueries.push({
          id: db.nextId('userQueries'),
          userId: 1,
          companyId: 1,
          consulta: `búsqueda ${index}`,
          json_data: buildSearchJson({ query: `búsqueda ${index}` }),
          createdAt: new Date().toISOString(),
        });
      }
    });
    const { queryId } = await run({ query: 'guardias de seguridad' });
    const mine = db.state.userQueries.filter((entry) => entry.userId === 1);
    expect(mine).toHaveLength(HISTORY_LIMIT);
    expect(mine.at(-1)?.id).toBe(queryId);
    expect(db.state.userQueries.filter((entry) => entry.userId === 2)).toHaveLength(8);
  });

  it.each<[unknown, string]>([
    [{}, 'no consultas'],
    [{ ...buildSearchJson({ query: 'aseo' }), consultas: [] }, 'an empty consultas'],
    [{ ...buildSearchJson({ query: 'aseo' }), pagina: 0 }, 'page 0'],
    ['texto', 'a string'],
  ])('answers 400 for a bad body (%j: %s)', async (body) => {
    await signInDemo();
    const error = await failure(
      rawRequest('POST', '/opportunities/search?companyId=1', body, { auth: true }),
    );
    expect(error).toMatchObject({ status: 400, message: 'La búsqueda no es válida.' });
  });

  it.each([[''], ['  '], ['ab'], [' a  ']])(
    'answers 400 for the prompt %j, shorter than 3 characters',
    async (query) => {
      await signInDemo();
      const json = { ...buildSearchJson({ query: 'aseo' }) };
      json.consultas = [{ ...json.consultas[0]!, consulta: query }];
      const error = await failure(run(json));
      expect(error).toMatchObject({ status: 400, message: SHORT_QUERY });
      expect(SHORT_QUERY).toBe('La búsqueda debe tener al menos 3 caracteres.');
    },
  );

  it('finds nothing, and says so with 200, for a prompt of stopwords', async () => {
    await signInDemo();
    await expect(run({ query: 'de la para' })).resolves.toMatchObject({
      total: 0,
      resultados: [],
    });
  });

  it('checks the company: missing is 400, not the user’s is 403', async () => {
    await signInDemo();
    const body = buildSearchJson({ query: 'aseo' });
    await expect(
      failure(rawRequest('POST', '/opportunities/search', body, { auth: true })),
    ).resolves.toMatchObject({
      status: 400,
      message: 'Invalid company ID provided',
    });
    await expect(failure(run({ query: 'aseo' }, 2))).resolves.toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
    await signIn(supervisor.email, supervisor.password);
    await expect(run({ query: 'aseo' }, 3)).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('refuses a token it did not sign', async () => {
    storeSession('not-a-token');
    await expect(failure(run({ query: 'aseo' }))).resolves.toMatchObject({ status: 401 });
    expect(db.state.userQueries).toHaveLength(16);
  });
});

describe('mock API: GET /opportunities/:codigo', () => {
  it('answers the detail of a known awarded tender, field by field', async () => {
    await signInDemo();
    const detail = await getOpportunity('2852-19-LE26');
    expect(detail).toEqual(AWARDED_TENDER);
    expect(detail.fechaPublicacion).toBe(detail.fechas.publicacion);
    expect(detail.fechaCierre).toBe(detail.fechas.cierre);
    const { creacion, publicacion, cierrePreguntas, cierre, adjudicacion } = detail.fechas;
    const order = [creacion, publicacion, cierrePreguntas!, cierre, adjudicacion!].map((date) =>
      Date.parse(date),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('describes a known agile purchase of the second call with its offers', async () => {
    await signInDemo();
    await expect(getOpportunity('3461-38-COT26')).resolves.toEqual(SECOND_CALL_AGILE);
  });

  it('gives a hidden amount as null, and says it is hidden', async () => {
    await signInDemo();
    await expect(getOpportunity('9074-21-L126')).resolves.toEqual(HIDDEN_AMOUNT_TENDER);
  });

  it('answers 404 for an unknown code', async () => {
    await signInDemo();
    for (const code of ['1234-1-LE26', 'no existe', '%%']) {
      await expect(failure(getOpportunity(code))).resolves.toMatchObject({
        status: 404,
        message: OPPORTUNITY_NOT_FOUND,
      });
    }
    expect(OPPORTUNITY_NOT_FOUND).toBe('Oportunidad no encontrada.');
  });

  it('needs a session', async () => {
    storeSession('not-a-token');
    const record = db.opportunities[0]!;
    await expect(failure(getOpportunity(record.code))).resolves.toMatchObject({ status: 401 });
  });
});
