import { paths } from '@/config/paths';
import { foldText } from '@/lib/fold-text';

import { getNavGroups, isNavSection, type NavAudience, type NavItem } from '../nav-items';

export type PalettePage = { title: string; href: string; keywords: string[] };

/** Pages that are not in the menu's links but that a user looks for by name. */
const MORE_PAGES: readonly PalettePage[] = [
  {
    title: 'Búsquedas guardadas',
    href: paths.dashboard.savedSearches.getHref(),
    keywords: ['alertas'],
  },
  { title: 'Etiquetas', href: paths.dashboard.tags.getHref(), keywords: ['tags'] },
  {
    title: 'Historial de búsquedas',
    href: paths.dashboard.history.getHref(),
    keywords: ['consultas', 'anteriores'],
  },
  { title: 'KPIs', href: paths.dashboard.kpi.getHref(), keywords: ['indicadores', 'estadísticas'] },
  { title: 'Órdenes de compra', href: paths.dashboard.purchaseOrders.getHref(), keywords: ['oc'] },
  { title: 'Efectividad', href: paths.dashboard.effectiveness.getHref(), keywords: ['precios'] },
  {
    title: 'Perfil',
    href: paths.dashboard.profile.getHref(),
    keywords: ['mi cuenta', 'contraseña'],
  },
  {
    title: 'Configuración de empresa',
    href: paths.dashboard.companySettings.getHref(),
    keywords: ['logo', 'lista de precios', 'ejecutivos'],
  },
  { title: 'Equipo de trabajo', href: paths.dashboard.team.getHref(), keywords: ['invitaciones'] },
  { title: 'Planes', href: paths.dashboard.plans.getHref(), keywords: ['suscripción'] },
];

/** Every page this user may open: the menu's links (its own visibility rules) and the rest. */
export function palettePages(audience: NavAudience): PalettePage[] {
  const menu = getNavGroups(audience).flatMap((group) =>
    group.items
      .filter((entry): entry is NavItem => !isNavSection(entry) && !entry.external)
      .map((entry) => ({ title: entry.title, href: entry.href, keywords: [group.label ?? ''] })),
  );
  const seen = new Set(menu.map((page) => page.href));
  return [...menu, ...MORE_PAGES.filter((page) => !seen.has(page.href))];
}

/**
 * The palette's filter: every word typed must appear in the entry's words (accents and case
 * aside); a match at the start of the entry ranks first. Returns cmdk's score (0 hides it).
 */
export function paletteScore(words: readonly string[], typed: string) {
  const wanted = foldText(typed).split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return 1;
  const haystack = foldText(words.join(' '));
  if (!wanted.every((word) => haystack.includes(word))) return 0;
  return haystack.startsWith(wanted[0]!) ? 1 : 0.5;
}

/** A Mercado Público code as typed: '6164-39-LP26', '2402-26-le26'. */
export function opportunityCodeIn(typed: string) {
  const code = typed.trim().toUpperCase();
  return /^\d{1,7}-\d{1,4}-[A-Z]{1,4}\d{0,4}$/.test(code) ? code : null;
}
