import { describe, expect, it } from 'vitest';

import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import { getUserQueries } from '@/features/search-history/api/get-user-queries';
import { buildSearchJson, type SearchJson, type SearchParams } from '@/lib/search-json';
import { storeSession } from '@/lib/session';

import { db } from '../db/database';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import type { MockOpportunity } from '../seed/opportunities';
import { HISTORY_LIMIT, OPPORTUNITY_NOT_FOUND, SHORT_QUERY } from './opportunities';
import { failure, rawRequest, signIn } from './test-helpers';

const { demo, supervisor } = DEMO_ACCOUNTS;

const signInDemo = () => signIn(demo.email, demo.password);

const run = (params: SearchParams | SearchJson, companyId: number | null = 1) =>
  searchOpportunities({
    json: 'consultas' in params ? params : buildSearchJson(params),
    // The app never sends a missing company; the mock server still checks for one.
    companyId: companyId as number,
  });

const find = (predicate: (record: MockOpportunity) => boolean) => db.opportunities.find(predicate)!;

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

  it('maps every row field from the catalogue', async () => {
    await signInDemo();
    const { resultados } = await run({ query: 'resmas papel carta' });
    for (const row of resultados.slice(0, 50)) {
      const record = find((candidate) => candidate.code === row.codigo);
      expect(row).toEqual({
        codigo: record.code,
        nombre: record.name,
        tipo: record.type,
        procedencia:
          record.kind === 'licitacion'
            ? `Licitación (${record.type})`
            : record.call === 'Segundo Llamado'
              ? 'Compra Ágil (Segundo llamado)'
              : 'Compra Ágil (Primer llamado)',
        estado: expect.any(String),
        entidad: record.buyer.organismName,
        region: record.buyer.region,
        monto: record.amountVisible ? record.estimatedAmount : null,
        cantidadProductos: record.items.length,
        fechaPublicacion: record.dates.published,
        fechaCierre: record.dates.close,
        score: expect.any(Number),
        etiquetas: [],
        tareas: 0,
      });
      expect(Math.round(row.score * 1000)).toBe(row.score * 1000);
    }
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

  it('hides the amount the buyer hides', async () => {
    await signInDemo();
    const hidden = find((record) => !record.amountVisible);
    const { resultados } = await run({ query: hidden.name, temperature: 0.9 });
    const row = resultados.find((candidate) => candidate.codigo === hidden.code)!;
    expect(row.monto).toBeNull();
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

  it('answers 9,999 rows of a broad search fast, counting every match', async () => {
    await signInDemo();
    // Every buyer has a region: the broadest search there is.
    const json = buildSearchJson({ query: 'Región', temperature: 0 });
    await run(json); // warm: the first search builds the index
    const start = performance.now();
    const result = await run(json);
    const elapsed = performance.now() - start;
    expect(result.total).toBe(12_000);
    expect(result.resultados).toHaveLength(9_999);
    expect(elapsed).toBeLessThan(1_500);
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
    await expect(failure(run({ query: 'aseo' }, null))).resolves.toMatchObject({
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
  it('maps every field of a tender', async () => {
    await signInDemo();
    const record = find(
      (candidate) => candidate.status === 'Adjudicada' && !!candidate.dates.fieldVisit,
    );
    const detail = await getOpportunity(record.code);
    expect(detail).toEqual({
      codigo: record.code,
      nombre: record.name,
      tipo: record.type,
      procedencia: `Licitación (${record.type})`,
      estado: 'Adjudicada',
      entidad: record.buyer.organismName,
      region: record.buyer.region,
      monto: record.amountVisible ? record.estimatedAmount : null,
      cantidadProductos: record.items.length,
      fechaPublicacion: record.dates.published,
      fechaCierre: record.dates.close,
      score: 1,
      etiquetas: [],
      tareas: 0,
      descripcion: record.description,
      moneda: record.currency,
      montoVisible: record.amountVisible,
      convocatoria: null,
      comprador: {
        organismo: record.buyer.organismName,
        codigoOrganismo: record.buyer.organismCode,
        unidad: record.buyer.unitName,
        rutUnidad: record.buyer.unitRut,
        direccion: record.buyer.address,
        comuna: record.buyer.comuna,
        region: record.buyer.region,
      },
      fechas: {
        creacion: record.dates.created,
        publicacion: record.dates.published,
        cierrePreguntas: record.dates.questionsClose,
        publicacionRespuestas: record.dates.answersPublished,
        visitaTerreno: record.dates.fieldVisit,
        cierre: record.dates.close,
        aperturaTecnica: record.dates.technicalOpening,
        adjudicacionEstimada: record.dates.estimatedAward,
        adjudicacion: record.dates.awarded,
      },
      items: record.items.map((item) => ({
        correlativo: item.correlative,
        codigoProducto: item.productCode,
        categoria: item.category,
        nombre: item.productName,
        descripcion: item.description,
        unidad: item.unit,
        cantidad: item.quantity,
      })),
      adjuntos: record.attachments.map((attachment) => ({
        id: attachment.id,
        nombre: attachment.name,
        tipo: 'application/pdf',
        tamanoBytes: attachment.sizeBytes,
      })),
      duracionContratoMeses: record.contractDurationMonths,
      renovable: record.renewable,
      responsable: { nombre: record.responsibleName, email: record.responsibleEmail },
      ofertasRecibidas: null,
    });
    expect(detail.fechas.adjudicacion).not.toBeNull();
    expect(detail.fechas.visitaTerreno).not.toBeNull();
  });

  it('describes an agile purchase of the second call with its offers', async () => {
    await signInDemo();
    const record = find(
      (candidate) => candidate.call === 'Segundo Llamado' && candidate.status === 'oc_emitida',
    );
    const detail = await getOpportunity(record.code);
    expect(detail).toMatchObject({
      tipo: 'COT',
      procedencia: 'Compra Ágil (Segundo llamado)',
      estado: 'OC emitida',
      convocatoria: 'Segundo Llamado',
      ofertasRecibidas: record.offersReceived,
      fechas: { cierrePreguntas: null, adjudicacion: null },
    });
    expect(detail.ofertasRecibidas).toBeGreaterThan(0);
  });

  it('gives a hidden amount as null, and says it is hidden', async () => {
    await signInDemo();
    const record = find((candidate) => !candidate.amountVisible);
    await expect(getOpportunity(record.code)).resolves.toMatchObject({
      monto: null,
      montoVisible: false,
    });
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
