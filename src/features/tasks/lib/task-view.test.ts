import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TASK_STATUSES, type Task } from '@/entities/task/api/task-schema';

import {
  DEFAULT_TASK_FILTERS,
  matchesFilters,
  moveTask,
  openTaskCount,
  sortTasks,
  toColumns,
} from './task-view';

const now = new Date('2026-11-25T15:00:00Z'); // 12:00 in Chile (UTC-3)

function task(overrides: Partial<Task> & { id: number }): Task {
  return {
    title: `Tarea ${overrides.id}`,
    description: '',
    priority: 'media',
    status: 'pendiente',
    dueAt: null,
    assignee: null,
    opportunity: null,
    invoice: null,
    requirement: null,
    position: overrides.id,
    createdBy: { id: 1, name: 'Daniela' },
    createdAt: '2026-11-01T12:00:00Z',
    updatedAt: '2026-11-01T12:00:00Z',
    completedAt: null,
    ...overrides,
  };
}

describe('task filters', () => {
  const tasks = [
    task({ id: 1, dueAt: '2026-11-24T15:00:00Z', assignee: { id: 5, name: 'Joaquín' } }),
    task({ id: 2, dueAt: '2026-11-26T02:30:00Z', priority: 'alta' }), // 23:30 on the 25th in Chile
    task({ id: 3, dueAt: '2026-11-24T15:00:00Z', status: 'hecha' }),
    task({
      id: 4,
      opportunity: { codigo: '1234-5-LE26', nombre: 'Servicio de aseo hospitalario' },
    }),
  ];
  const ids = (filters: Partial<typeof DEFAULT_TASK_FILTERS>) =>
    tasks
      .filter((entry) => matchesFilters(entry, { ...DEFAULT_TASK_FILTERS, ...filters }, now))
      .map((entry) => entry.id);

  it('finds overdue open tasks only', () => expect(ids({ due: 'vencidas' })).toEqual([1]));
  it('reads "today" as Chile\'s day', () => expect(ids({ due: 'hoy' })).toEqual([2]));
  it('filters by assignee, unassigned and priority', () => {
    expect(ids({ assignee: '5' })).toEqual([1]);
    expect(ids({ assignee: 'sin_asignar' })).toEqual([2, 3, 4]);
    expect(ids({ priority: 'alta' })).toEqual([2]);
  });
  it('matches the opportunity by code or name without accents', () => {
    expect(ids({ opportunity: 'HOSPITALARIO' })).toEqual([4]);
    expect(ids({ opportunity: '1234-5' })).toEqual([4]);
  });
  it('sorts by due date with undated tasks last', () => {
    expect(sortTasks(tasks, 'vencimiento').map((entry) => entry.id)).toEqual([1, 3, 2, 4]);
  });
  it("counts an opportunity's tasks that are not done, once the list is in", () => {
    const opportunity = { codigo: '1234-5-LE26', nombre: 'Servicio de aseo hospitalario' };
    const mine = [...tasks, task({ id: 5, opportunity, status: 'hecha' })];
    expect(openTaskCount(mine, '1234-5-LE26')).toBe(1);
    expect(openTaskCount(mine, '9999-1-LE26')).toBe(0);
    expect(openTaskCount(undefined, '1234-5-LE26')).toBeUndefined();
  });
});

describe('moveTask', () => {
  const arbitraryBoard = fc
    .array(fc.constantFrom(...TASK_STATUSES), { minLength: 1, maxLength: 12 })
    .map((statuses) => toColumns(statuses.map((status, index) => task({ id: index + 1, status }))));

  it('keeps every task once and numbers each column 0..n-1', () => {
    fc.assert(
      fc.property(
        arbitraryBoard,
        fc.nat(),
        fc.constantFrom(...TASK_STATUSES),
        fc.nat(20),
        (board, pick, status, index) => {
          const all = TASK_STATUSES.flatMap((key) => board[key]);
          const moved = all[pick % all.length]!;
          const result = moveTask(board, moved.id, status, index)!;
          const after = TASK_STATUSES.flatMap((key) => result.columns[key]);
          expect(after.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
            all.map((entry) => entry.id).sort((a, b) => a - b),
          );
          for (const key of TASK_STATUSES) {
            if (
              key === status ||
              all.some((entry) => entry.status === key && entry.id === moved.id)
            ) {
              expect(result.columns[key].map((entry) => entry.position)).toEqual(
                result.columns[key].map((_, position) => position),
              );
            }
          }
          const landed = result.columns[status].find((entry) => entry.id === moved.id)!;
          expect(landed.status).toBe(status);
          expect(result.patch.position).toBe(result.columns[status].indexOf(landed));
        },
      ),
    );
  });
});
