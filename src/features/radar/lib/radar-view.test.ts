import { describe, expect, it } from 'vitest';

import type { Radar } from '../api/get-radar';
import {
  DEFAULT_RADAR_FILTERS,
  daysUntil,
  filterRadar,
  habitText,
  radarRegions,
} from './radar-view';

const buyer = (nombre: string, region: string) => ({ nombre, codigo: '1', region });

const item = (
  codigo: string,
  codes: string[],
  comprador = buyer('Hospital de Talca', 'Región del Maule'),
) => ({
  codigo,
  nombre: codigo,
  tipo: 'LE',
  comprador,
  codigosProducto: codes,
});

const RADAR: Radar = {
  generadoEn: '2026-11-27T12:00:00.000Z',
  codigosProducto: ['44121615', '76111501'],
  vuelven: [
    {
      ...item('A', ['76111501']),
      estado: 'desierta',
      cierre: '2026-11-01T12:00:00.000Z',
      montoEstimado: null,
      historialComprador: { casos: 3, republicados: 2, medianaDias: 8 },
      nuevoLlamado: null,
      esperadoEn: '2026-11-09T12:00:00.000Z',
    },
  ],
  contratos: [
    {
      ...item(
        'B',
        ['76111501'],
        buyer('Municipalidad de Ñuñoa', 'Región Metropolitana de Santiago'),
      ),
      adjudicadoEn: '2025-12-01',
      duracionMeses: 12,
      terminaEn: '2026-12-01',
      renovable: false,
      proveedorActual: { rut: '76.111.111-6', nombre: 'Aseo Sur SpA' },
      montoAdjudicado: 1_000_000,
      proximoLlamadoEstimado: '2026-11-01',
    },
    {
      ...item('C', ['44121615']),
      adjudicadoEn: '2025-11-15',
      duracionMeses: 18,
      terminaEn: '2027-05-15',
      renovable: true,
      proveedorActual: { rut: '76.111.111-6', nombre: 'Aseo Sur SpA' },
      montoAdjudicado: 2_000_000,
      proximoLlamadoEstimado: '2027-03-16',
    },
  ],
  sinCotizaciones: [
    {
      ...item(
        'D',
        ['44121615'],
        buyer('Municipalidad de Ñuñoa', 'Región Metropolitana de Santiago'),
      ),
      monto: 500_000,
      cierre: '2026-11-30T12:00:00.000Z',
    },
  ],
  cierresAmpliados: [],
};

const TODAY = '2026-11-27';

describe('filterRadar', () => {
  it('keeps everything by default, contracts within 180 days', () => {
    const shown = filterRadar(RADAR, DEFAULT_RADAR_FILTERS, TODAY);
    expect(shown.vuelven).toHaveLength(1);
    expect(shown.contratos.map((entry) => entry.codigo)).toEqual(['B', 'C']);
    expect(shown.sinCotizaciones).toHaveLength(1);
  });

  it('narrows contracts to 90 days, and each list by code, region and buyer', () => {
    expect(
      filterRadar(RADAR, { ...DEFAULT_RADAR_FILTERS, horizon: 90 }, TODAY).contratos.map(
        (entry) => entry.codigo,
      ),
    ).toEqual(['B']);
    const byCode = filterRadar(RADAR, { ...DEFAULT_RADAR_FILTERS, productCode: '44121615' }, TODAY);
    expect(
      [...byCode.vuelven, ...byCode.contratos, ...byCode.sinCotizaciones].map(
        (entry) => entry.codigo,
      ),
    ).toEqual(['C', 'D']);
    const byRegion = filterRadar(
      RADAR,
      { ...DEFAULT_RADAR_FILTERS, region: 'Región del Maule' },
      TODAY,
    );
    expect([...byRegion.vuelven, ...byRegion.contratos].map((entry) => entry.codigo)).toEqual([
      'A',
      'C',
    ]);
    // Accents and case do not matter.
    const byBuyer = filterRadar(RADAR, { ...DEFAULT_RADAR_FILTERS, buyer: 'NUNOA' }, TODAY);
    expect([...byBuyer.contratos, ...byBuyer.sinCotizaciones].map((entry) => entry.codigo)).toEqual(
      ['B', 'D'],
    );
    expect(byBuyer.vuelven).toEqual([]);
  });

  it('shows one kind alone', () => {
    const shown = filterRadar(RADAR, { ...DEFAULT_RADAR_FILTERS, kind: 'sinCotizaciones' }, TODAY);
    expect(shown).toEqual({
      vuelven: [],
      contratos: [],
      sinCotizaciones: RADAR.sinCotizaciones,
      cierresAmpliados: [],
    });
  });
});

describe('the radar texts', () => {
  it('lists the regions present, sorted', () => {
    expect(radarRegions(RADAR)).toEqual(['Región del Maule', 'Región Metropolitana de Santiago']);
  });

  it("says a buyer's habit", () => {
    expect(habitText({ casos: 3, republicados: 2, medianaDias: 8 })).toBe(
      'Volvió a llamar en 2 de 3 casos, a los 8 días (mediana)',
    );
    expect(habitText({ casos: 2, republicados: 2, medianaDias: 11.5 })).toBe(
      'Volvió a llamar en 2 de 2 casos, a los 11,5 días (mediana)',
    );
    expect(habitText({ casos: 1, republicados: 0, medianaDias: null })).toBe(
      'No volvió a llamar (1 caso)',
    );
    expect(habitText({ casos: 0, republicados: 0, medianaDias: null })).toBe('Sin casos previos');
  });

  it('counts calendar days across months', () => {
    expect(daysUntil('2026-12-01', TODAY)).toBe(4);
    expect(daysUntil('2027-05-15', TODAY)).toBe(169);
    expect(daysUntil('2026-11-01', TODAY)).toBe(-26);
  });
});
