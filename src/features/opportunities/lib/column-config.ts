/**
 * Which columns the opportunity grid shows and in what order. The user's
 * choice is kept in session storage; whatever is stored there is merged back with the defaults,
 * so a config saved by an older version (or edited by hand) can never hide a required column,
 * lose a new column or carry an unknown one.
 */

export const COLUMN_CONFIG_STORAGE_KEY = 'oportuna_opportunity_grid_columns';

export const COLUMN_IDS = [
  'select',
  'code',
  'tasks',
  'name',
  'entity',
  'type',
  'region',
  'amount',
  'productQuantity',
  'publishDate',
  'closeDate',
  'tags',
  'decision',
  'actions',
] as const;

export type ColumnId = (typeof COLUMN_IDS)[number];

export type ColumnConfig = {
  id: ColumnId;
  label: string;
  visible: boolean;
  required: boolean;
  /** Shown to supervisors and admins only (none by default). */
  supervisorOnly: boolean;
};

const column = (id: ColumnId, label: string, required = false): ColumnConfig => ({
  id,
  label,
  visible: true,
  required,
  supervisorOnly: false,
});

/** Default order, all visible. */
export const DEFAULT_COLUMNS: readonly ColumnConfig[] = Object.freeze([
  column('select', 'Selección', true),
  column('code', 'Código'),
  column('tasks', 'Tareas', true),
  column('name', 'Nombre', true),
  column('entity', 'Entidad', true),
  column('type', 'Tipo'),
  column('region', 'Región'),
  column('amount', 'Monto', true),
  column('productQuantity', 'Cantidad Productos'),
  column('publishDate', 'Fecha Publicación'),
  column('closeDate', 'Fecha Cierre'),
  column('tags', 'Etiquetas'),
  column('decision', 'Decisión'),
  column('actions', 'Acciones', true),
]);

const defaultsById = new Map<string, ColumnConfig>(
  DEFAULT_COLUMNS.map((entry) => [entry.id, entry]),
);

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === 'string' && defaultsById.has(value);
}

/**
 * Merges a stored config with the defaults: the stored order and visibility are kept; unknown
 * and repeated ids are dropped; missing columns are appended in default order; labels and flags
 * always come from the defaults; required columns are always visible. Anything that is not an
 * array gives the defaults.
 */
export function sanitizeColumnConfig(stored: unknown): ColumnConfig[] {
  const result: ColumnConfig[] = [];
  const seen = new Set<ColumnId>();
  if (Array.isArray(stored)) {
    for (const entry of stored as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { id, visible } = entry as { id?: unknown; visible?: unknown };
      if (!isColumnId(id) || seen.has(id)) continue;
      const defaults = defaultsById.get(id)!;
      seen.add(id);
      result.push({
        ...defaults,
        visible: defaults.required || (typeof visible === 'boolean' ? visible : defaults.visible),
      });
    }
  }
  for (const defaults of DEFAULT_COLUMNS) {
    if (!seen.has(defaults.id)) result.push({ ...defaults });
  }
  return result;
}

/** Shows or hides a column; a required (or unknown) column leaves the config unchanged. */
export function toggleColumn(config: readonly ColumnConfig[], id: string): ColumnConfig[] {
  const target = config.find((entry) => entry.id === id);
  if (!target || target.required) return [...config];
  return config.map((entry) => (entry.id === id ? { ...entry, visible: !entry.visible } : entry));
}

/** The columns to render: visible ones, and supervisorOnly ones only for supervisor or admin. */
export function visibleColumns(
  config: readonly ColumnConfig[],
  { isSupervisor }: { isSupervisor: boolean },
): ColumnConfig[] {
  return config.filter((entry) => entry.visible && (!entry.supervisorOnly || isSupervisor));
}

/** Moves a column to `toIndex` (clamped to the list); an unknown id leaves the order as it is. */
export function moveColumn(
  config: readonly ColumnConfig[],
  id: string,
  toIndex: number,
): ColumnConfig[] {
  const from = config.findIndex((entry) => entry.id === id);
  if (from === -1 || !Number.isFinite(toIndex)) return [...config];
  const next = [...config];
  const [moved] = next.splice(from, 1);
  const target = Math.min(Math.max(Math.trunc(toIndex), 0), next.length);
  next.splice(target, 0, moved!);
  return next;
}
