import { describe, expect, it } from 'vitest';

import type { Application } from '@/entities/application/api/application-schema';

import { winRates } from './win-rates';

const bid = (
  id: number,
  resultado: Application['resultado'],
  region: string,
  procedencia = 'Licitación (LE)',
) => ({ id, resultado, region, procedencia, comprador: `Comprador ${id % 2}` }) as Application;

describe('winRates', () => {
  const data = [
    bid(1, 'ganada', 'Región de Valparaíso'),
    bid(2, 'perdida', 'Región de Valparaíso'),
    bid(3, 'ganada', 'Región del Biobío', 'Compra Ágil'),
    bid(4, 'pendiente', 'Región del Biobío'),
  ];
  const result = winRates(data);

  it('counts only decided bids', () => {
    expect(result.total).toEqual({ decided: 3, won: 2, rate: 2 / 3 });
  });

  it('groups by type, region and buyer, largest first', () => {
    expect(result.byRegion).toEqual([
      { key: 'Región de Valparaíso', decided: 2, won: 1, rate: 0.5 },
      { key: 'Región del Biobío', decided: 1, won: 1, rate: 1 },
    ]);
    expect(result.byType.map((row) => row.key)).toEqual(['Licitación (LE)', 'Compra Ágil']);
    expect(result.byBuyer.reduce((sum, row) => sum + row.decided, 0)).toBe(3);
  });

  it('has no rate without decided bids', () => {
    expect(winRates([bid(1, 'pendiente', 'x')]).total.rate).toBeNull();
  });
});
