import {
  ActivityIcon,
  BellIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  FileCheck2Icon,
  FileSpreadsheetIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  RadarIcon,
  ReceiptIcon,
  SparklesIcon,
  SwordsIcon,
  TelescopeIcon,
  UserCogIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';

import { env } from '@/config/env';
import { paths } from '@/config/paths';

/** Who is looking: what decides whether an entry shows. */
export type NavAudience = { isSupervisor: boolean; hasReceivablesAccess: boolean };

/** Show the entry only when this says so; shown to everyone without one. */
type Visibility = { visible?: (audience: NavAudience) => boolean };

/**
 * A feature's expandable section, placed among the links; the shell maps the name to the
 * feature's component (nav-registry.tsx), so a new section is one name and one map entry.
 */
export type NavSectionName = 'saved-searches' | 'tags' | 'history';

/**
 * A live count beside a link (unread notifications, overdue tasks...), by name: the shell maps
 * the name to the feature's badge component (nav-registry.tsx).
 */
export type NavBadgeName = 'notifications' | 'tasks';

export type NavItem = Visibility & {
  title: string;
  href: string;
  icon: LucideIcon;
  /** Opens outside the app, in a new tab without opener access. */
  external?: boolean;
  badge?: NavBadgeName;
};

export type NavSection = Visibility & { section: NavSectionName };

export type NavEntry = NavItem | NavSection;

export type NavGroup = Visibility & { label?: string; items: NavEntry[] };

export const isNavSection = (entry: NavEntry): entry is NavSection => 'section' in entry;

const d = paths.dashboard;
const supervisorsOnly = (audience: NavAudience) => audience.isSupervisor;
const receivablesOnly = (audience: NavAudience) => audience.hasReceivablesAccess;

/**
 * The sidebar's menu (decision 0014). Purchase orders and effectiveness exist as routes but are
 * left out of the menu, as the product does in practice (decision 0006).
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    items: [
      { title: 'Búsquedas IA', href: d.root.getHref(), icon: SparklesIcon },
      {
        title: 'Notificaciones',
        href: d.notifications.getHref(),
        icon: BellIcon,
        badge: 'notifications',
      },
    ],
  },
  {
    label: 'Gestión de búsquedas',
    items: [{ section: 'saved-searches' }, { section: 'tags' }, { section: 'history' }],
  },
  {
    label: 'Gestión de oportunidades',
    items: [
      { title: 'Actividades', href: d.activities.getHref(), icon: ActivityIcon },
      { title: 'Calendario', href: d.calendar.getHref(), icon: CalendarDaysIcon },
      { title: 'Tareas', href: d.tasks.getHref(), icon: ListChecksIcon },
      { title: 'Documentos', href: d.documents.getHref(), icon: FileCheck2Icon },
      { title: 'Competencia', href: d.competition.root.getHref(), icon: SwordsIcon },
      { title: 'Radar', href: d.radar.getHref(), icon: RadarIcon },
      { title: 'Lo que viene', href: d.upcoming.getHref(), icon: TelescopeIcon },
      {
        title: 'Inteligencia de negocios',
        href: env.BI_URL ?? '',
        icon: ChartColumnIcon,
        external: true,
        visible: () => Boolean(env.BI_URL),
      },
    ],
  },
  {
    label: 'Cuentas por cobrar',
    visible: receivablesOnly,
    items: [
      { title: 'Panel de cobranza', href: d.receivables.root.getHref(), icon: WalletIcon },
      { title: 'Clientes', href: d.receivables.clients.getHref(), icon: UsersIcon },
      { title: 'Seguimiento', href: d.receivables.tracking.getHref(), icon: ReceiptIcon },
      { title: 'Gestión', href: d.receivables.management.getHref(), icon: FileSpreadsheetIcon },
    ],
  },
  {
    label: 'Soporte',
    items: [
      { title: 'Ayuda', href: d.help.getHref(), icon: LifeBuoyIcon },
      {
        title: 'Administración de usuarios',
        href: d.userAdministration.getHref(),
        icon: UserCogIcon,
        visible: supervisorsOnly,
      },
    ],
  },
];

const isVisible = (entry: Visibility, audience: NavAudience) => entry.visible?.(audience) ?? true;

/** The groups and entries this audience sees; a group left with no entry is dropped. */
export function getNavGroups(
  audience: NavAudience,
  groups: readonly NavGroup[] = NAV_GROUPS,
): NavGroup[] {
  return groups
    .filter((group) => isVisible(group, audience))
    .map((group) => ({
      ...group,
      items: group.items.filter((entry) => isVisible(entry, audience)),
    }))
    .filter((group) => group.items.length > 0);
}
