import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

import { madeOnFirstUse } from '@/lib/made-on-first-use';
import { PROCEDENCIA_OPTIONS, type SearchJson } from '@/lib/search-json';

import type { SavedSearch } from '../api/saved-search-schema';

import { sortNotificationTimes } from './saved-search-form';

export type SearchSummary = {
  query: string;
  procedencias: string[];
  regions: string[];
  positiveWords: string[];
  negativeWords: string[];
  minScore: number;
};

/** The procedencia's label; an unknown code is shown as it came. */
export function procedenciaLabel(code: string) {
  return PROCEDENCIA_OPTIONS.find((option) => option.code === code)?.label ?? code;
}

/** What a stored search looks for, in words a person reads (its first consulta). */
export function summarizeSearch(json: SearchJson): SearchSummary {
  const consulta = json.consultas[0]!;
  return {
    query: consulta.consulta.trim(),
    procedencias: [...consulta.codigo_parcial, ...consulta.convocatoria].map(procedenciaLabel),
    regions: consulta.regiones,
    positiveWords: consulta.filtros_positivos,
    negativeWords: consulta.filtros_negativos,
    minScore: consulta.score_minimo,
  };
}

const scoreFormat = madeOnFirstUse(
  () => new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 0.42 -> '0,42' (es-CL decimal comma). */
export function formatMinScore(score: number) {
  return scoreFormat().format(score);
}

/** '08:00, 10:00 hrs', the spec's way of naming the alert times. */
export function formatNotificationTimes(times: readonly string[]) {
  return times.length ? `${times.join(', ')} hrs` : '';
}

/** The filters of a search on one line, for lists: procedencia, regions, words, score. */
export function searchFiltersText(json: SearchJson) {
  const summary = summarizeSearch(json);
  const parts = [
    summary.procedencias.length ? summary.procedencias.join(', ') : 'Todas las procedencias',
    summary.regions.length ? summary.regions.join(', ') : 'Todas las regiones',
  ];
  if (summary.positiveWords.length) parts.push(`Incluye: ${summary.positiveWords.join(', ')}`);
  if (summary.negativeWords.length) parts.push(`Excluye: ${summary.negativeWords.join(', ')}`);
  parts.push(`Puntaje mínimo ${formatMinScore(summary.minScore)}`);
  return parts.join(' · ');
}

/** '3 de marzo de 2026'; null when the server sent something that is not a date. */
export function formatCreatedAt(createdAt: string) {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy", { locale: es }) : null;
}

/** 'Sin alertas', or the times and how many people receive them. */
export function alertsText(search: SavedSearch) {
  const times = sortNotificationTimes(search.notificationTimes);
  if (!search.sendEmail || times.length === 0) return 'Sin alertas';
  const recipients = search.notifyUsers.length;
  return `${formatNotificationTimes(times)} · ${recipients} ${recipients === 1 ? 'destinatario' : 'destinatarios'}`;
}
