import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import { useId, useState } from 'react';

import {
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type Task,
  type TaskStatus,
} from '@/entities/task/api/task-schema';
import { cn } from '@/lib/cn';

import type { BoardColumns } from '../lib/task-view';
import { TaskCard } from './task-card';

const columnId = (status: TaskStatus) => `columna-${status}`;
const statusOfColumnId = (id: UniqueIdentifier) =>
  TASK_STATUSES.find((status) => columnId(status) === id);

type Props = {
  columns: BoardColumns;
  now: Date;
  onMove: (task: Task, status: TaskStatus, index: number) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
};

/**
 * The board: one column per status, cards dragged with the pointer or moved with the keyboard
 * (Space or Enter on a card's handle, arrows, Space or Enter again; Escape cancels), and every
 * step announced in Spanish to screen readers.
 */
export function TaskBoard({ columns, now, onMove, onEdit, onDelete }: Props) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const all = TASK_STATUSES.flatMap((status) => columns[status]);
  const find = (id: UniqueIdentifier | undefined) => all.find((task) => task.id === id);

  /** Where a drop lands: a column (its end) or a card (its place). */
  function target(overId: UniqueIdentifier) {
    const status = statusOfColumnId(overId);
    if (status) return { status, index: columns[status].length };
    const over = find(overId);
    if (!over) return null;
    return {
      status: over.status,
      index: columns[over.status].findIndex((task) => task.id === over.id),
    };
  }

  const describe = (overId: UniqueIdentifier) => {
    const place = target(overId);
    return place
      ? `la columna ${TASK_STATUS_LABELS[place.status]}, posición ${place.index + 1}`
      : 'ninguna columna';
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste la tarea ${find(active.id)?.title ?? ''}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `La tarea ${find(active.id)?.title ?? ''} está sobre ${describe(over.id)}.`
        : `La tarea ${find(active.id)?.title ?? ''} no está sobre ninguna columna.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste la tarea ${find(active.id)?.title ?? ''} en ${describe(over.id)}.`
        : `Soltaste la tarea ${find(active.id)?.title ?? ''} fuera del tablero; no se movió.`,
    onDragCancel: ({ active }) =>
      `Cancelaste el movimiento. La tarea ${find(active.id)?.title ?? ''} quedó donde estaba.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    const task = find(active.id);
    if (!task || !over || over.id === active.id) return;
    const place = target(over.id);
    if (!place) return;
    const from = columns[task.status].findIndex((entry) => entry.id === task.id);
    if (place.status === task.status && place.index === from) return;
    onMove(task, place.status, place.index);
  }

  const active = activeId === null ? undefined : find(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover una tarea, presiona Espacio o Enter en su asa. Usa las flechas para cambiarla de lugar o de columna, Espacio o Enter para soltarla y Escape para cancelar.',
        },
      }}
      onDragStart={({ active: started }) => setActiveId(Number(started.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={handleDragEnd}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            tasks={columns[status]}
            now={now}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <TaskCard
            task={active}
            now={now}
            onEdit={() => {}}
            onDelete={() => Promise.resolve()}
            className="shadow-lg"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function BoardColumn({
  status,
  tasks,
  now,
  onEdit,
  onDelete,
}: {
  status: TaskStatus;
  tasks: Task[];
  now: Date;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
}) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-40 flex-col gap-3 rounded-xl border bg-muted/40 p-3',
        isOver && 'ring-2 ring-primary/40',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        {TASK_STATUS_LABELS[status]}
        <span className="rounded-full bg-card px-2 text-xs text-muted-foreground">
          {tasks.length}
        </span>
      </h2>
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-labelledby={headingId}
          className="flex min-h-16 flex-1 flex-col gap-2"
        >
          {tasks.map((task) => (
            <SortableTask key={task.id} task={task} now={now} onEdit={onEdit} onDelete={onDelete} />
          ))}
          {tasks.length === 0 && (
            <li className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">
              Sin tareas. Arrastra una aquí.
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

function SortableTask({
  task,
  now,
  onEdit,
  onDelete,
}: {
  task: Task;
  now: Date;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, attributes: { roleDescription: 'tarea movible' } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'opacity-40')}
    >
      <TaskCard
        task={task}
        now={now}
        onEdit={() => onEdit(task)}
        onDelete={() => onDelete(task)}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Mover tarea: ${task.title}`}
            className="-ml-1 flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none active:cursor-grabbing"
          >
            <GripVerticalIcon className="size-4" aria-hidden />
          </button>
        }
      />
    </li>
  );
}
