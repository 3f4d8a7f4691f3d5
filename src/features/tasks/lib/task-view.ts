import {
  isOverdue,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
} from '@/entities/task/api/task-schema';
import { addDays, chileDayKey } from '@/lib/chile-time';
import { foldText } from '@/lib/fold-text';

/** The board's and the list's filters (all optional) and the list's order. */
export type DueFilter = 'todas' | 'vencidas' | 'hoy' | 'semana' | 'sin_fecha';

export const DUE_FILTER_LABELS: Readonly<Record<DueFilter, string>> = {
  todas: 'Cualquier fecha',
  vencidas: 'Vencidas',
  hoy: 'Vencen hoy',
  semana: 'Próximos 7 días',
  sin_fecha: 'Sin fecha',
};

export type TaskFilters = {
  /** A user id, 'sin_asignar' or 'todas'. */
  assignee: string;
  due: DueFilter;
  priority: 'todas' | Task['priority'];
  /** Text in the opportunity's code or name. */
  opportunity: string;
};

export const DEFAULT_TASK_FILTERS: TaskFilters = {
  assignee: 'todas',
  due: 'todas',
  priority: 'todas',
  opportunity: '',
};

export type TaskSort = 'vencimiento' | 'prioridad' | 'titulo' | 'creacion';

export const TASK_SORT_LABELS: Readonly<Record<TaskSort, string>> = {
  vencimiento: 'Vencimiento',
  prioridad: 'Prioridad',
  titulo: 'Título',
  creacion: 'Más recientes',
};

const PRIORITY_RANK = { alta: 0, media: 1, baja: 2 } as const;

const normalise = (text: string) => foldText(text).trim();

export function matchesFilters(task: Task, filters: TaskFilters, now: Date) {
  if (filters.assignee === 'sin_asignar' && task.assignee) return false;
  if (
    filters.assignee !== 'todas' &&
    filters.assignee !== 'sin_asignar' &&
    String(task.assignee?.id) !== filters.assignee
  ) {
    return false;
  }
  if (filters.priority !== 'todas' && task.priority !== filters.priority) return false;
  const wanted = normalise(filters.opportunity);
  if (wanted) {
    const haystack = normalise(
      `${task.opportunity?.codigo ?? ''} ${task.opportunity?.nombre ?? ''}`,
    );
    if (!haystack.includes(wanted)) return false;
  }
  const today = chileDayKey(now)!;
  const due = task.dueAt ? chileDayKey(task.dueAt) : null;
  switch (filters.due) {
    case 'vencidas':
      return isOverdue(task, now);
    case 'hoy':
      return due === today;
    case 'semana':
      return due !== null && due >= today && due <= addDays(today, 7);
    case 'sin_fecha':
      return due === null;
    default:
      return true;
  }
}

/** Due first (no date last), then priority, title or newest, ties by id so the order is total. */
export function sortTasks(tasks: readonly Task[], sort: TaskSort): Task[] {
  const dueValue = (task: Task) => (task.dueAt ? Date.parse(task.dueAt) : Number.POSITIVE_INFINITY);
  const compare: Record<TaskSort, (a: Task, b: Task) => number> = {
    vencimiento: (a, b) =>
      dueValue(a) - dueValue(b) || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority],
    prioridad: (a, b) =>
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || dueValue(a) - dueValue(b),
    titulo: (a, b) => a.title.localeCompare(b.title, 'es', { sensitivity: 'base' }),
    creacion: (a, b) => b.createdAt.localeCompare(a.createdAt),
  };
  return [...tasks].sort((a, b) => compare[sort](a, b) || a.id - b.id);
}

export type BoardColumns = Record<TaskStatus, Task[]>;

/** The board: each status's tasks in their saved order. */
export function toColumns(tasks: readonly Task[]): BoardColumns {
  const columns = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, [] as Task[]]),
  ) as BoardColumns;
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) {
    columns[status].sort((a, b) => a.position - b.position || a.id - b.id);
  }
  return columns;
}

/**
 * A task moved to `status` at `index` of that column: the new board, what the server is told,
 * and the positions the other cards take (what the mock and a real server compute the same way).
 */
export function moveTask(columns: BoardColumns, taskId: number, status: TaskStatus, index: number) {
  const source = TASK_STATUSES.find((key) => columns[key].some((task) => task.id === taskId));
  if (!source) return null;
  const task = columns[source].find((entry) => entry.id === taskId)!;
  const next: BoardColumns = { ...columns };
  next[source] = columns[source].filter((entry) => entry.id !== taskId);
  const target = [...next[status]];
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, { ...task, status });
  next[status] = target.map((entry, position) => ({ ...entry, position }));
  if (source !== status)
    next[source] = next[source].map((entry, position) => ({ ...entry, position }));
  return { columns: next, patch: { status, position: at } };
}

/** An opportunity's open tasks (not done) in the company's list; undefined until it is in. */
export function openTaskCount(tasks: readonly Task[] | undefined, codigo: string) {
  return tasks?.filter((task) => task.opportunity?.codigo === codigo && task.status !== 'hecha')
    .length;
}
