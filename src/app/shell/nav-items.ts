import {
  BellIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  ReceiptIcon,
  SparklesIcon,
  TagIcon,
  UsersIcon,
  UserCogIcon,
  WalletIcon,
  ActivityIcon,
  FileSpreadsheetIcon,
  type LucideIcon,
} from 'lucide-react';

import { env } from '@/config/env';
import { paths } from '@/config/paths';

export type NavItem = {
  title: string;
  href: string;
  icon: LucideIcon;
  /** Opens outside the app, in a new tab without opener access. */
  external?: boolean;
};

/** A feature's own expandable section (saved searches, history), placed among the links. */
export type NavSection = { section: 'saved-searches' | 'history' };

export type NavGroup = { label?: string; items: (NavItem | NavSection)[] };

export const isNavSection = (entry: NavItem | NavSection): entry is NavSection =>
  'section' in entry;

export type NavAudience = { isSupervisor: boolean; hasReceivablesAccess: boolean };

const d = paths.dashboard;

/**
 * The sidebar's menu groups (spec search §2). Purchase orders and effectiveness exist as routes
 * but are filtered out of the menu, as the spec says the product does in practice.
 */
export function getNavGroups({ isSupervisor, hasReceivablesAccess }: NavAudience): NavGroup[] {
  const groups: NavGroup[] = [
    {
      items: [
        { title: 'Búsquedas IA', href: d.root.getHref(), icon: SparklesIcon },
        { title: 'Notificaciones', href: d.notifications.getHref(), icon: BellIcon },
      ],
    },
    {
      label: 'Gestión de búsquedas',
      items: [
        { section: 'saved-searches' },
        { title: 'Etiquetas', href: d.tags.getHref(), icon: TagIcon },
        { section: 'history' },
      ],
    },
    {
      label: 'Gestión de oportunidades',
      items: [
        { title: 'Actividades', href: d.activities.getHref(), icon: ActivityIcon },
        { title: 'Calendario', href: d.calendar.getHref(), icon: CalendarDaysIcon },
        { title: 'Tareas', href: d.tasks.getHref(), icon: ListChecksIcon },
        ...(env.BI_URL
          ? [
              {
                title: 'Inteligencia de negocios',
                href: env.BI_URL,
                icon: ChartColumnIcon,
                external: true,
              },
            ]
          : []),
      ],
    },
  ];
  if (hasReceivablesAccess) {
    groups.push({
      label: 'Cuentas por cobrar',
      items: [
        { title: 'Panel de cobranza', href: d.receivables.root.getHref(), icon: WalletIcon },
        { title: 'Clientes', href: d.receivables.clients.getHref(), icon: UsersIcon },
        { title: 'Seguimiento', href: d.receivables.tracking.getHref(), icon: ReceiptIcon },
        { title: 'Gestión', href: d.receivables.management.getHref(), icon: FileSpreadsheetIcon },
      ],
    });
  }
  groups.push({
    label: 'Soporte',
    items: [
      { title: 'Ayuda', href: d.help.getHref(), icon: LifeBuoyIcon },
      ...(isSupervisor
        ? [
            {
              title: 'Administración de usuarios',
              href: d.userAdministration.getHref(),
              icon: UserCogIcon,
            },
          ]
        : []),
    ],
  });
  return groups;
}
