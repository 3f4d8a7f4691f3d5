import { describe, expect, it } from 'vitest';

import type { ProcessOffers } from '../api/get-process-offers';
import { lineMargins, ownOffer, winnerOf } from './margins';

const offer = (
  overrides: Partial<ProcessOffers['ofertas'][number]>,
): ProcessOffers['ofertas'][number] => ({
  rut: '1-9',
  nombre: 'Proveedor',
  propia: false,
  lugar: null,
  puntaje: null,
  seleccionada: false,
  total: 0,
  motivoInadmisible: null,
  lineas: [],
  ...overrides,
});

const PROCESS: ProcessOffers = {
  codigo: '1057-12-LE25',
  nombre: 'Artículos de aseo',
  comprador: 'Hospital',
  cierre: '2026-09-01T15:00:00.000Z',
  estado: 'adjudicada',
  montoEstimado: 1_000_000,
  criterios: [
    { nombre: 'Precio', ponderacion: 70 },
    { nombre: 'Evaluación técnica', ponderacion: 30 },
  ],
  items: [
    { codigoProducto: '47131502', producto: 'Cloro', unidad: 'Litro', cantidad: 100 },
    { codigoProducto: '14111703', producto: 'Toalla', unidad: 'Rollo', cantidad: 50 },
  ],
  ofertas: [
    offer({
      nombre: 'Ganador',
      lugar: 1,
      puntaje: 91,
      seleccionada: true,
      lineas: [
        { codigoProducto: '47131502', precioUnitario: 1000 },
        { codigoProducto: '14111703', precioUnitario: 2000 },
      ],
    }),
    offer({
      nombre: 'Nosotros',
      propia: true,
      lugar: 2,
      puntaje: 88,
      lineas: [{ codigoProducto: '47131502', precioUnitario: 1120 }],
    }),
  ],
};

describe('lineMargins', () => {
  it("sets our unit price against the winner's on each line, by hand", () => {
    expect(winnerOf(PROCESS)?.nombre).toBe('Ganador');
    expect(ownOffer(PROCESS)?.nombre).toBe('Nosotros');
    const [cloro, toalla] = lineMargins(PROCESS);
    expect(cloro).toMatchObject({ nuestro: 1120, ganador: 1000, diferencia: 120 });
    expect(cloro!.relativa).toBeCloseTo(0.12);
    // A line we did not price has no margin.
    expect(toalla).toMatchObject({
      nuestro: null,
      ganador: 2000,
      diferencia: null,
      relativa: null,
    });
  });

  it('falls back to the best ranked offer when none was selected, and to none', () => {
    const unselected = {
      ...PROCESS,
      ofertas: PROCESS.ofertas.map((entry) => ({ ...entry, seleccionada: false })),
    };
    expect(winnerOf(unselected)?.nombre).toBe('Ganador');
    expect(winnerOf({ ...PROCESS, ofertas: [] })).toBeNull();
  });
});
