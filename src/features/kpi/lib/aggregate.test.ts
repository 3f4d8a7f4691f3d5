import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Application } from '@/entities/application/api/application-schema';

import { presetPeriod, previousPeriod } from '@/lib/periods';

import { computeKpis, monthsOf } from './aggregate';

function application(overrides: Partial<Application> & { id: number }): Application {
  return {
    codigo: `${overrides.id}-1-LE26`,
    nombre: 'Servicio de aseo',
    tipo: 'LE',
    procedencia: 'Licitación (LE)',
    comprador: 'Hospital',
    region: 'Región de Valparaíso',
    montoEstimado: 1_000_000,
    fechaPublicacion: '2026-03-01T12:00:00Z',
    fechaCierre: '2026-03-20T12:00:00Z',
    encontradaEn: null,
    busquedaGuardada: null,
    etiquetas: ['Postular'],
    fechaPostulacion: '2026-03-11T12:00:00Z',
    montoOfertado: 900_000,
    resultado: 'pendiente',
    fechaAdjudicacion: null,
    adjudicadoA: null,
    montoAdjudicado: null,
    postuladoPor: 'Daniela',
    ...overrides,
  };
}

const period = { from: '2026-03-01', to: '2026-05-31' };

describe('computeKpis', () => {
  const data = [
    application({
      id: 1,
      resultado: 'ganada',
      montoAdjudicado: 900_000,
      encontradaEn: '2026-03-02T12:00:00Z',
    }),
    application({ id: 2, resultado: 'perdida', region: 'Región del Biobío', etiquetas: [] }),
    application({
      id: 3,
      resultado: 'ganada',
      montoAdjudicado: 2_000_000,
      fechaPostulacion: '2026-04-10T12:00:00Z',
      fechaPublicacion: '2026-04-01T12:00:00Z',
    }),
    application({ id: 4 }),
    // Outside the period: 00:30 on 1 June in Chile is still 31 May in UTC, and the other way round.
    application({
      id: 5,
      resultado: 'ganada',
      montoAdjudicado: 5,
      fechaPostulacion: '2026-06-01T04:30:00Z',
    }),
  ];
  const kpis = computeKpis(data, period);

  it('counts bids, outcomes, the win rate over decided bids and the amount won', () => {
    expect(kpis).toMatchObject({
      applied: 4,
      won: 2,
      lost: 1,
      pending: 1,
      awardedAmount: 2_900_000,
      fromSavedSearches: 1,
    });
    expect(kpis.winRate).toBeCloseTo(2 / 3);
  });

  it('averages the days from publication to application', () => {
    // Three bids 10 days after publication, one after 9.
    expect(kpis.averageDaysToApply).toBeCloseTo(9.75, 5);
  });

  it('groups by month (every month of the period), tag, region and procedencia', () => {
    expect(kpis.byMonth.map((entry) => [entry.key, entry.applied, entry.won])).toEqual([
      ['2026-03', 3, 1],
      ['2026-04', 1, 1],
      ['2026-05', 0, 0],
    ]);
    expect(kpis.byTag.map((entry) => entry.key)).toEqual(['Postular', 'Sin etiqueta']);
    expect(kpis.byRegion[0]).toMatchObject({ key: 'Región de Valparaíso', applied: 3, won: 2 });
  });

  it('has no win rate or average without data', () => {
    expect(computeKpis([], period)).toMatchObject({
      applied: 0,
      winRate: null,
      averageDaysToApply: null,
    });
  });

  it('keeps every group total equal to the bids counted (property)', () => {
    const outcomes = fc.constantFrom('ganada', 'perdida', 'pendiente') as fc.Arbitrary<
      Application['resultado']
    >;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcomes, fc.integer({ min: 0, max: 120 })), { maxLength: 40 }),
        (rows) => {
          const apps = rows.map(([resultado, day], index) =>
            application({
              id: index + 1,
              resultado,
              montoAdjudicado: resultado === 'ganada' ? 1000 : null,
              fechaPostulacion: new Date(Date.UTC(2026, 2, 1, 15) + day * 86_400_000).toISOString(),
            }),
          );
          const result = computeKpis(apps, period);
          const sum = (groups: { applied: number }[]) =>
            groups.reduce((total, entry) => total + entry.applied, 0);
          expect(sum(result.byMonth)).toBe(result.applied);
          expect(sum(result.byRegion)).toBe(result.applied);
          expect(sum(result.byProcedencia)).toBe(result.applied);
          expect(result.won + result.lost + result.pending).toBe(result.applied);
          if (result.winRate !== null) expect(result.winRate).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('periods', () => {
  it('ends a preset today and spans whole months back', () => {
    expect(presetPeriod('3m', '2026-11-25')).toEqual({ from: '2026-08-26', to: '2026-11-25' });
    expect(presetPeriod('anio', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(monthsOf({ from: '2025-12-15', to: '2026-02-01' })).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });
});
