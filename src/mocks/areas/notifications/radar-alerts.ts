import { habitText } from '@/features/radar/lib/radar-view';
import { formatDayText } from '@/lib/chile-business-days';
import { formatChileDate } from '@/lib/format';
import { formatRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import type { MockOpportunity } from '../catalogue/opportunities';
import { currentMarket } from '../competition/current-market';
import { findRepublishedOpportunity, radarFor } from '../competition/radar';
import type { MockSavedSearch } from '../search/records';
import { searchConsultas } from '../search/search-engine';

/*
 * The radar's alerts (decision 0031), as the server raises them with the other alerts: a radar
 * item that a saved search with e-mail alerts would find joins that search's alert (its
 * notification and e-mail), and one on an opportunity a tag with alerts is on tells the tag's
 * followers. Each item is told once per search, and once per tagged opportunity
 * (`radarAlerts` keeps what was told).
 */

/** One radar item as an alert says it. */
export type RadarAlertItem = {
  /** What makes it news: the kind and the process (a new call is news once). */
  key: string;
  kind: string;
  codigo: string;
  nombre: string;
  note: string;
  /** The opportunity a saved search can find (an open call), or null (closed processes). */
  record: MockOpportunity | null;
  /** The codes a tag can be on for this item to concern it (the old call and the new one). */
  tagCodes: string[];
};

/** The radar of a company, as alert items (none for a company that does not exist). */
export function radarAlertItems(companyId: number, nowMs: number): RadarAlertItem[] {
  const company = db.state.companies.find((entry) => entry.id === companyId);
  if (!company) return [];
  const market = currentMarket();
  const catalogue = db.opportunities;
  const radar = radarFor(market, catalogue, formatRut(company.rut), nowMs);
  const byCode = new Map(catalogue.map((record) => [record.code, record]));
  const items: RadarAlertItem[] = [];
  for (const item of radar.vuelven) {
    const estado = item.estado === 'desierta' ? 'desierta' : 'revocada';
    if (item.nuevoLlamado) {
      const code = item.nuevoLlamado.codigo;
      items.push({
        key: `nuevo-llamado:${code}`,
        kind: 'Nuevo llamado',
        codigo: code,
        nombre: item.nombre,
        note: `Nuevo llamado de ${item.codigo}, que fue declarada ${estado}: publicado el ${formatChileDate(item.nuevoLlamado.publicadoEn)}.`,
        record: findRepublishedOpportunity(market, code, nowMs) ?? null,
        tagCodes: [item.codigo, code],
      });
    } else {
      items.push({
        key: `vuelve:${item.codigo}`,
        kind: 'Puede volver',
        codigo: item.codigo,
        nombre: item.nombre,
        note: `Fue declarada ${estado} el ${formatChileDate(item.cierre)}. ${habitText(item.historialComprador)}.`,
        record: null,
        tagCodes: [item.codigo],
      });
    }
  }
  for (const item of radar.contratos) {
    items.push({
      key: `contrato:${item.codigo}`,
      kind: 'Contrato por terminar',
      codigo: item.codigo,
      nombre: item.nombre,
      note: `El contrato con ${item.proveedorActual.nombre} termina el ${formatDayText(item.terminaEn)}; el próximo llamado se espera hacia el ${formatDayText(item.proximoLlamadoEstimado)}.`,
      record: null,
      tagCodes: [item.codigo],
    });
  }
  for (const item of radar.sinCotizaciones) {
    items.push({
      key: `sin-cotizaciones:${item.codigo}`,
      kind: 'Sin cotizaciones',
      codigo: item.codigo,
      nombre: item.nombre,
      note: `Compra ágil que aún no recibe cotizaciones; cierra el ${formatChileDate(item.cierre, 'dateTime')}.`,
      record: byCode.get(item.codigo) ?? null,
      tagCodes: [item.codigo],
    });
  }
  for (const item of radar.cierresAmpliados) {
    items.push({
      key: `cierre-ampliado:${item.codigo}`,
      kind: 'Cierre ampliado',
      codigo: item.codigo,
      nombre: item.nombre,
      note: `Tuvo ${item.ofertasAlCierre} ${item.ofertasAlCierre === 1 ? 'oferta' : 'ofertas'} al cierre: el cierre se movió del ${formatChileDate(item.cierreOriginal, 'dateTime')} al ${formatChileDate(item.cierre, 'dateTime')}.`,
      record: byCode.get(item.codigo) ?? null,
      tagCodes: [item.codigo],
    });
  }
  return items;
}

const wasTold = (scope: string, key: string) =>
  db.state.radarAlerts.some((entry) => entry.scope === scope && entry.key === key);

/** Records that these items were told in `scope`. */
export function markTold(scope: string, items: readonly RadarAlertItem[], now: Date) {
  if (items.length === 0) return;
  db.write((state) => {
    for (const item of items) {
      state.radarAlerts.push({ scope, key: item.key, sentAt: now.toISOString() });
    }
  });
}

/** The radar items a saved search would find that it has not told yet. */
export function radarMatchesOf(
  search: MockSavedSearch,
  items: readonly RadarAlertItem[],
): RadarAlertItem[] {
  const scope = `search:${search.id}`;
  const untold = items.filter((item) => item.record && !wasTold(scope, item.key));
  if (untold.length === 0) return [];
  const { results } = searchConsultas(
    untold.map((item) => item.record!),
    search.jsonData.consultas,
  );
  const found = new Set(results.map(({ record }) => record.code));
  return untold.filter((item) => found.has(item.record!.code));
}

/** The radar items on an opportunity a tag with alerts is on, not told yet for that code. */
export function radarItemsOnAlertTags(companyId: number, items: readonly RadarAlertItem[]) {
  const alertTags = new Set(
    db.state.tags
      .filter((tag) => tag.companyId === companyId && tag.receiveNotifications)
      .map((tag) => tag.id),
  );
  const tagged = new Set(
    db.state.opportunityTags
      .filter((link) => alertTags.has(link.tagId))
      .map((link) => link.opportunityCode),
  );
  return items.flatMap((item) => {
    const code = item.tagCodes.find((candidate) => tagged.has(candidate));
    return code && !wasTold(`tag:${code}`, item.key) ? [{ item, taggedCode: code }] : [];
  });
}
