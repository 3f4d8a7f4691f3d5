import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addDays,
  formatCalendarDate,
  fromDayNumber,
  isBusinessDay,
  parseCalendarDate,
  toDayNumber,
} from '@/lib/chile-business-days';

import { UPCOMING_SOURCES, type UpcomingItem } from '../api/upcoming-schema';
import {
  DEFAULT_UPCOMING_FILTERS,
  defaultPrepareDue,
  filterUpcoming,
  calendarOrder,
  groupByMonth,
  hitShare,
  HORIZONS,
  monthLabel,
  planRecordText,
  prepareDeadline,
  prepareDueProblem,
  prepareTitle,
  productCodeSchema,
  upcomingRegions,
  windowText,
  type UpcomingFilters,
} from './upcoming-view';

const TODAY = '2026-11-27';

const record = { lineas: 4, licitadas: 3, aTiempo: 2, medianaDiasAtraso: 12 };
const follow = { seguido: false, publicada: null };

function base(
  id: string,
  desde: string,
  hasta: string,
  comprador = { nombre: 'Hospital de Talca', codigo: '7', region: 'Región del Maule' },
  codigosProducto = ['42131600'],
) {
  return {
    id,
    comprador,
    codigosProducto,
    descripcion: `Compra ${id}`,
    ventana: { desde, hasta },
    montoEstimado: 1_000_000,
    tipo: 'LE',
    fuenteTexto: 'Plan Anual de Compras 2026',
    historialComprador: record,
    seguimiento: follow,
  };
}

const NUNOA = {
  nombre: 'Municipalidad de Ñuñoa',
  codigo: '8',
  region: 'Región Metropolitana de Santiago',
};

const ITEMS: UpcomingItem[] = [
  {
    ...base('contrato-1', '2027-04-01', '2027-04-30', NUNOA),
    fuente: 'contrato',
    codigoAnterior: '1-1-LE25',
    terminaEn: '2027-05-31',
    proveedorActual: { rut: '76.111.111-6', nombre: 'Aseo Sur SpA' },
  },
  {
    ...base('plan-1', '2026-10-01', '2026-10-31'),
    fuente: 'plan',
    periodo: 'mes',
    atrasada: true,
    version: 'original',
  },
  {
    ...base('consulta-1', '2026-12-15', '2027-01-15', NUNOA, ['76111501']),
    fuente: 'consulta',
    codigo: '2-2-RF26',
    publicadaEn: '2026-11-20T12:00:00.000Z',
    responderHasta: '2026-12-04T18:00:00.000Z',
    preguntas: ['¿Cuántos turnos?'],
  },
  {
    ...base('plan-2', '2028-01-01', '2028-03-31'),
    fuente: 'plan',
    periodo: 'trimestre',
    atrasada: false,
    version: 'agregada',
  },
];

const ids = (items: UpcomingItem[]) => items.map((item) => item.id);

describe('filterUpcoming', () => {
  it('keeps what starts within 12 months by default, late lines too, soonest window first', () => {
    expect(ids(filterUpcoming(ITEMS, DEFAULT_UPCOMING_FILTERS, TODAY))).toEqual([
      'plan-1',
      'consulta-1',
      'contrato-1',
    ]);
  });

  it('narrows by horizon, kind, code, region and buyer', () => {
    const shown = (change: Partial<UpcomingFilters>) =>
      ids(filterUpcoming(ITEMS, { ...DEFAULT_UPCOMING_FILTERS, ...change }, TODAY));
    expect(shown({ horizon: 90 })).toEqual(['plan-1', 'consulta-1']);
    expect(shown({ kind: 'plan' })).toEqual(['plan-1']);
    expect(shown({ productCode: '76111501' })).toEqual(['consulta-1']);
    expect(shown({ region: 'Región del Maule' })).toEqual(['plan-1']);
    // Accents and case do not matter; every word must be in the name.
    expect(shown({ buyer: 'NUNOA' })).toEqual(['consulta-1', 'contrato-1']);
    expect(shown({ buyer: 'municipalidad talca' })).toEqual([]);
  });

  it('returns a sorted subset of what it was given, each item passing every filter', () => {
    const item = fc
      .record({
        source: fc.constantFrom(...ITEMS),
        start: fc.integer({ min: -200, max: 600 }),
        length: fc.integer({ min: 0, max: 120 }),
        id: fc.uuid(),
      })
      .map(({ source, start, length, id }): UpcomingItem => {
        const first = addDays(parseCalendarDate(TODAY), start);
        return {
          ...source,
          id,
          ventana: {
            desde: formatCalendarDate(first),
            hasta: formatCalendarDate(addDays(first, length)),
          },
        };
      });
    const filters = fc.record({
      kind: fc.constantFrom('todos' as const, ...UPCOMING_SOURCES),
      productCode: fc.constantFrom('todos', '42131600', '76111501'),
      region: fc.constantFrom('todas', 'Región del Maule', NUNOA.region),
      buyer: fc.constantFrom('', 'ñuñoa', 'hospital', 'x'),
      horizon: fc.constantFrom(...HORIZONS.map((horizon) => horizon.days)),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), filters, (items, chosen) => {
        const shown = filterUpcoming(items, chosen, TODAY);
        const last = formatCalendarDate(addDays(parseCalendarDate(TODAY), chosen.horizon));
        const passes = (entry: UpcomingItem) =>
          (chosen.kind === 'todos' || entry.fuente === chosen.kind) &&
          (chosen.productCode === 'todos' || entry.codigosProducto.includes(chosen.productCode)) &&
          (chosen.region === 'todas' || entry.comprador.region === chosen.region) &&
          entry.ventana.desde <= last &&
          entry.comprador.nombre
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase()
            .includes(chosen.buyer.normalize('NFD').replace(/\p{Diacritic}/gu, ''));
        // Exactly the items that pass, each once, soonest window first.
        expect(new Set(shown)).toEqual(new Set(items.filter(passes)));
        expect(shown).toHaveLength(items.filter(passes).length);
        for (const [index, entry] of shown.entries()) {
          if (index > 0) expect(shown[index - 1]!.ventana.desde <= entry.ventana.desde).toBe(true);
        }
      }),
    );
  });
});

describe('the calendar', () => {
  it('groups by the month the window starts in, named in Spanish', () => {
    const ordered = calendarOrder(filterUpcoming(ITEMS, DEFAULT_UPCOMING_FILTERS, TODAY), TODAY);
    const groups = groupByMonth(ordered, TODAY);
    // A window already over goes last, in its own group: late lines never bury what comes.
    expect(groups.map((group) => [group.label, ids(group.items)])).toEqual([
      ['diciembre de 2026', ['consulta-1']],
      ['abril de 2027', ['contrato-1']],
      ['Ya debió publicarse', ['plan-1']],
    ]);
    expect(monthLabel('2027-01')).toBe('enero de 2027');
  });

  it('lists the regions present, sorted', () => {
    expect(upcomingRegions(ITEMS)).toEqual(['Región del Maule', NUNOA.region]);
  });

  it('says the expected window', () => {
    expect(windowText({ desde: '2026-12-01', hasta: '2026-12-31' })).toBe(
      'Se espera entre 01-12-2026 y 31-12-2026',
    );
    expect(windowText({ desde: '2026-12-01', hasta: '2026-12-01' })).toBe(
      'Se espera el 01-12-2026',
    );
  });

  it("says the buyer's record with its plans, nulls and zeros included", () => {
    expect(planRecordText({ lineas: 18, licitadas: 12, aTiempo: 9, medianaDiasAtraso: 21 })).toBe(
      'Historial del comprador: 12 de 18 líneas licitadas, 9 a tiempo; atraso mediano 21 días',
    );
    expect(planRecordText({ lineas: 5, licitadas: 2, aTiempo: 1, medianaDiasAtraso: 1 })).toBe(
      'Historial del comprador: 2 de 5 líneas licitadas, 1 a tiempo; atraso mediano 1 día',
    );
    expect(planRecordText({ lineas: 4, licitadas: 2, aTiempo: 1, medianaDiasAtraso: 7.5 })).toBe(
      'Historial del comprador: 2 de 4 líneas licitadas, 1 a tiempo; atraso mediano 7,5 días',
    );
    expect(planRecordText({ lineas: 3, licitadas: 3, aTiempo: 3, medianaDiasAtraso: null })).toBe(
      'Historial del comprador: 3 de 3 líneas licitadas, 3 a tiempo',
    );
    expect(planRecordText({ lineas: 1, licitadas: 0, aTiempo: 0, medianaDiasAtraso: null })).toBe(
      'Historial del comprador: 0 de 1 línea licitada',
    );
    expect(planRecordText({ lineas: 0, licitadas: 0, aTiempo: 0, medianaDiasAtraso: null })).toBe(
      'Sin historial de plan',
    );
  });
});

describe('product codes', () => {
  it('takes 8 digits, spaces around them aside', () => {
    expect(productCodeSchema.parse(' 42131600 ')).toBe('42131600');
    for (const wrong of ['4213160', '421316001', '4213160a', '']) {
      expect(productCodeSchema.safeParse(wrong).error?.issues[0]?.message).toBe(
        'Ingresa un código de 8 dígitos',
      );
    }
  });
});

describe("'Preparar' due dates", () => {
  it('are due before the window starts, or before it ends once it started', () => {
    expect(prepareDeadline({ desde: '2026-12-15', hasta: '2027-01-15' }, TODAY)).toBe('2026-12-15');
    expect(prepareDeadline({ desde: TODAY, hasta: '2026-12-31' }, TODAY)).toBe('2026-12-31');
    expect(prepareDeadline({ desde: '2026-10-01', hasta: '2026-10-31' }, TODAY)).toBeNull();
  });

  it('default to the business day 10 days before, never before today', () => {
    // 10 days before Tuesday 15 December is Saturday 5: Friday 4.
    expect(defaultPrepareDue('2026-12-15', TODAY)).toBe('2026-12-04');
    expect(defaultPrepareDue('2026-12-01', TODAY)).toBe(TODAY);
    // Without a deadline, 10 days from today: Monday 7 December.
    expect(defaultPrepareDue(null, TODAY)).toBe('2026-12-07');
  });

  it('are titled by what is expected, shortened at a word to fit', () => {
    expect(prepareTitle('Resma papel tamaño oficio', 120)).toBe(
      'Preparar: Resma papel tamaño oficio',
    );
    expect(prepareTitle('Servicio de aseo y limpieza para los jardines', 30)).toBe(
      'Preparar: Servicio de aseo y…',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 20, max: 200 }), (text, max) => {
        const title = prepareTitle(text, max);
        expect(title.length).toBeLessThanOrEqual(max);
        expect(title.startsWith('Preparar: ')).toBe(true);
      }),
    );
  });

  it('say what is wrong with a chosen day', () => {
    expect(prepareDueProblem('2026-11-26', TODAY, '2026-12-15')).toBe(
      'La fecha no puede ser anterior a hoy',
    );
    expect(prepareDueProblem('2026-12-15', TODAY, '2026-12-15')).toBe(
      'Debe vencer antes de la fecha esperada (15-12-2026)',
    );
    expect(prepareDueProblem('2026-12-14', TODAY, '2026-12-15')).toBeNull();
    expect(prepareDueProblem('2027-06-01', TODAY, null)).toBeNull();
  });

  it('always default to a day the form accepts', () => {
    const day = (number: number) => formatCalendarDate(fromDayNumber(number));
    const start = toDayNumber(parseCalendarDate('2025-01-01'));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: -300, max: 400 }),
        fc.integer({ min: 0, max: 120 }),
        (todayOffset, startOffset, length) => {
          const today = day(start + todayOffset);
          const ventana = {
            desde: day(start + todayOffset + startOffset),
            hasta: day(start + todayOffset + startOffset + length),
          };
          const deadline = prepareDeadline(ventana, today);
          const due = defaultPrepareDue(deadline, today);
          expect(prepareDueProblem(due, today, deadline)).toBeNull();
          // A business day, unless it had to be today.
          if (due !== today) expect(isBusinessDay(parseCalendarDate(due))).toBe(true);
        },
      ),
    );
  });
});

describe('the backtest', () => {
  it('gives the share of forecasts that came true', () => {
    expect(hitShare({ pronosticos: 8, acertados: 6, medianaDiasAviso: 30 })).toBe(0.75);
    expect(hitShare({ pronosticos: 0, acertados: 0, medianaDiasAviso: null })).toBeNull();
  });
});
