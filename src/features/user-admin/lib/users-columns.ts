import type { SortKey } from './user-list';

/** The users table's sortable columns, in order; the actions column follows them. */
export const USER_COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Nombre' },
  { key: 'email', label: 'Correo' },
  { key: 'companies', label: 'Empresas' },
  { key: 'plan', label: 'Plan' },
  { key: 'profile', label: 'Perfil' },
];

/** One grid for the header and every row: stacked on a phone, six columns from md up. */
export const USER_ROW_GRID =
  'grid grid-cols-1 gap-x-3 gap-y-0.5 md:grid-cols-[1.2fr_1.4fr_1.6fr_0.6fr_0.7fr_auto] md:items-center';
