import { describe, expect, it } from 'vitest';

import type { Task } from '@/entities/task/api/task-schema';

import type { FollowedOpportunity } from '../api/get-followed-opportunities';
import {
  buildEvents,
  EVENT_KINDS,
  filterEvents,
  monthWeeks,
  shiftAnchor,
  viewRange,
} from './calendar-events';

const opportunity: FollowedOpportunity = {
  codigo: '1234-5-LE26',
  nombre: 'Servicio de aseo',
  entidad: 'Hospital Carlos Van Buren',
  procedencia: 'Licitación (LE)',
  fechas: {
    // 23:30 on Saturday 4 April in Chile: the hour clocks repeat, by then at UTC-4.
    publicacion: '2026-04-05T03:30:00.000Z',
    cierrePreguntas: null,
    publicacionRespuestas: null,
    // 00:30 Chile on Sunday 6 September does not exist: 01:30 (UTC-3) is 04:30 UTC.
    visitaTerreno: '2026-09-06T04:30:00.000Z',
    cierre: '2026-09-07T02:30:00.000Z', // 23:30 on Sunday 6 September in Chile (UTC-3)
    adjudicacionEstimada: null,
  },
  etiquetas: [{ id: '1', name: 'Postular', color: '#22c55e' }],
};

const task = (overrides: Partial<Task>): Task => ({
  id: 7,
  title: 'Boleta de garantía',
  description: '',
  priority: 'alta',
  status: 'pendiente',
  dueAt: '2026-09-05T15:00:00.000Z',
  assignee: { id: 5, name: 'Joaquín Valdés' },
  opportunity: { codigo: '1234-5-LE26', nombre: 'Servicio de aseo' },
  invoice: null,
  requirement: null,
  position: 0,
  createdBy: { id: 1, name: 'Daniela' },
  createdAt: '2026-09-01T12:00:00Z',
  updatedAt: '2026-09-01T12:00:00Z',
  completedAt: null,
  ...overrides,
});

describe('buildEvents', () => {
  const events = buildEvents([opportunity], [task({}), task({ id: 8, status: 'hecha' })]);

  it('expands each dated field and open tasks, skipping missing dates and done tasks', () => {
    expect(events.map((event) => event.kind)).toEqual([
      'publicacion',
      'tarea',
      'visita_terreno',
      'cierre',
    ]);
  });

  it('puts each event on its Chile day across both daylight-saving changes', () => {
    const day = Object.fromEntries(events.map((event) => [event.kind, event.day]));
    expect(day).toEqual({
      publicacion: '2026-04-04',
      tarea: '2026-09-05',
      visita_terreno: '2026-09-06',
      cierre: '2026-09-06',
    });
  });

  it("gives tasks their opportunity's tags, so the tag filter keeps them", () => {
    const kept = filterEvents(events, { kinds: new Set(EVENT_KINDS), tagId: '1' });
    expect(kept).toHaveLength(4);
    expect(filterEvents(events, { kinds: new Set(['tarea']), tagId: null })).toHaveLength(1);
    expect(filterEvents(events, { kinds: new Set(EVENT_KINDS), tagId: '2' })).toHaveLength(0);
  });

  it('has stable ids for calendar apps to update', () => {
    expect(events.find((event) => event.kind === 'cierre')?.id).toBe(
      'cierre-1234-5-LE26@oportuna.cl',
    );
  });
});

describe('views', () => {
  it('lays a month out in Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks.at(-1)![6]).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives the range of each view and moves by it', () => {
    expect(viewRange('semana', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(viewRange('agenda', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-24' });
    expect(shiftAnchor('mes', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('semana', '2026-11-25', -1)).toBe('2026-11-18');
  });
});
