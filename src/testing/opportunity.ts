import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';

/** A grid row for a test: a Ñuñoa LP tender; `overrides` change what the test is about. */
export function anOpportunity(overrides: Partial<OpportunitySummary> = {}): OpportunitySummary {
  return {
    codigo: '1070620-83-LP26',
    nombre: 'Adquisición de señalética para Ñuñoa',
    tipo: 'LP',
    procedencia: 'Licitación (LP)',
    estado: 'Publicada',
    entidad: 'Ilustre Municipalidad de Ñuñoa',
    region: 'Región Metropolitana de Santiago',
    monto: 85_300_000.4,
    cantidadProductos: 12,
    fechaPublicacion: '2026-11-10T13:15:00Z',
    fechaCierre: '2026-11-21T17:30:00Z',
    score: 0.876,
    etiquetas: [],
    tareas: 0,
    ...overrides,
  };
}
