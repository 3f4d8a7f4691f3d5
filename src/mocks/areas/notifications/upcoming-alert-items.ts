import { paths } from '@/config/paths';
import { formatDayText } from '@/lib/chile-business-days';
import { addDays } from '@/lib/chile-time';

import { db } from '../../core/database';
import { findOpportunity } from '../competition/opportunity-lookup';
import { upcomingNow } from '../planning/follows';
import { chileDay, type Expected } from '../planning/upcoming-at';

/*
 * What comes next in the alerts (issue 41, decision 0036), as the radar's items join them
 * (radar-alerts.ts): an expected item on the codes of what a saved search with e-mail alerts
 * finds joins that search's alert, and one on the codes of the opportunities a tag with alerts
 * is on tells the company's members. Each item is told once per search, and once per company for
 * its tags (`radarAlerts` keeps what was told, under the key 'lo-que-viene:{id}').
 */

/** How far ahead an expected item's window may start and be news. */
const ALERT_HORIZON_DAYS = 90;

/** Where a person sees what comes next. */
export const UPCOMING_HREF = paths.dashboard.upcoming.getHref();

/** The tags of a company whose alerts are on. */
export const alertTagsOf = (companyId: number) =>
  db.state.tags.filter((tag) => tag.companyId === companyId && tag.receiveNotifications);

/** The product codes of the opportunities a tag is on. */
export function tagProductCodes(tagId: number): Set<string> {
  const codes = new Set<string>();
  for (const link of db.state.opportunityTags) {
    if (link.tagId !== tagId) continue;
    for (const line of findOpportunity(link.opportunityCode)?.items ?? []) {
      codes.add(line.productCode);
    }
  }
  return codes;
}

/**
 * One run of the alerts: each company's expected items are computed once (a forecast over the
 * whole market), on every code its alerts ask about. A saved search's run says first which codes
 * it will ask (`want`); the codes of the company's tags with alerts are always among them. An
 * item whose window has ended (a late plan line, a call that did not come) is not news, nor is
 * one expected more than ALERT_HORIZON_DAYS ahead (it will be, when it comes near): the page
 * shows them, the alerts do not.
 */
export function upcomingAlertRun(nowMs: number) {
  const wanted = new Map<number, Set<string>>();
  const computed = new Map<number, { codes: ReadonlySet<string>; items: Expected[] }>();

  const want = (companyId: number, codes: Iterable<string>) => {
    const set = wanted.get(companyId) ?? new Set<string>();
    for (const code of codes) set.add(code);
    wanted.set(companyId, set);
  };

  const compute = (companyId: number) => {
    for (const tag of alertTagsOf(companyId)) want(companyId, tagProductCodes(tag.id));
    const asked = [...(wanted.get(companyId) ?? [])];
    const { codes, items } = upcomingNow(companyId, { codes: asked, buyer: '' }, nowMs);
    const today = chileDay(nowMs);
    const horizon = addDays(today, ALERT_HORIZON_DAYS);
    const entry = {
      codes,
      items: items.filter((item) => item.toDay >= today && item.fromDay <= horizon),
    };
    computed.set(companyId, entry);
    return entry;
  };

  return {
    want,
    /** The company's expected items on any of `codes`, soonest window first. */
    itemsOn(companyId: number, codes: ReadonlySet<string>): Expected[] {
      let entry = computed.get(companyId);
      if (!entry || [...codes].some((code) => !entry!.codes.has(code))) {
        want(companyId, codes);
        entry = compute(companyId);
      }
      return entry.items.filter((item) => item.codes.some((code) => codes.has(code)));
    },
  };
}

export type UpcomingAlertRun = ReturnType<typeof upcomingAlertRun>;

const keyOf = (item: Expected) => `lo-que-viene:${item.id}`;

/** The items not told yet in `scope` ('search:3', 'etiquetas:1'). */
export function untoldUpcoming(scope: string, items: readonly Expected[]): Expected[] {
  if (items.length === 0) return [];
  const told = new Set(
    db.state.radarAlerts.filter((entry) => entry.scope === scope).map((entry) => entry.key),
  );
  return items.filter((item) => !told.has(keyOf(item)));
}

/** Records that these items were told in `scope`. */
export function markUpcomingTold(scope: string, items: readonly Expected[], now: Date) {
  if (items.length === 0) return;
  db.write((state) => {
    for (const item of items) {
      state.radarAlerts.push({ scope, key: keyOf(item), sentAt: now.toISOString() });
    }
  });
}

const dayText = (ms: number) => formatDayText(chileDay(ms));

/** One expected item, in a line: what it is, its buyer and when (Chile days, dd-mm-aaaa). */
export function upcomingLine(item: Expected): string {
  const buyer = item.buyer.name;
  const between = `se espera entre ${formatDayText(item.fromDay)} y ${formatDayText(item.toDay)}`;
  switch (item.fuente) {
    case 'plan':
      return `Plan anual de compras — ${item.fact.product} (${buyer}), ${between}`;
    case 'consulta':
      return `${item.fact.name} (${buyer}), responder hasta el ${dayText(item.fact.respondByMs)}; la licitación ${between}`;
    case 'intencion':
      return `${item.fact.name} (${buyer}), a ${item.fact.supplier.nombre}; se puede objetar hasta el ${dayText(item.fact.objectByMs)}`;
    case 'contrato':
      return `Contrato por terminar — ${item.fact.name} (${buyer}), con ${item.fact.supplier.nombre}; el próximo llamado ${between}`;
    case 'nuevo_llamado':
      return `Nuevo llamado — ${item.fact.name} (${buyer}), declarada ${item.fact.state}; ${between}`;
  }
}

const elements = (count: number) => (count === 1 ? '1 elemento' : `${count} elementos`);

/**
 * What an alert says of the items on its codes: 'Lo que viene: …' with the one item, or with
 * how many there are and the first. `where` names the codes ('tu búsqueda guardada «Aseo»').
 */
export function upcomingSummary(items: readonly Expected[], where: string): string {
  if (items.length === 1) return `Lo que viene: ${upcomingLine(items[0]!)}.`;
  return `Lo que viene: ${elements(items.length)} en los códigos de ${where}. El primero: ${upcomingLine(items[0]!)}.`;
}

/** The lines an alert e-mail lists: at most `size` items, and how many more there are. */
export function upcomingMailLines(items: readonly Expected[], where: string, size: number) {
  const listed = items.slice(0, size);
  return [
    `Lo que viene: ${elements(items.length)} en los códigos de ${where}, antes de que se publique la licitación:`,
    '',
    ...listed.map((item) => `• ${upcomingLine(item)}`),
    ...(items.length > listed.length
      ? ['', `Y ${items.length - listed.length} más en Lo que viene.`]
      : []),
  ];
}
