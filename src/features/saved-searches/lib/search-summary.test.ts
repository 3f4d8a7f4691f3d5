import { describe, expect, it } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';

import { makeSavedSearch } from '@/testing/saved-searches';

import {
  alertsText,
  formatCreatedAt,
  formatMinScore,
  procedenciaLabel,
  searchFiltersText,
  summarizeSearch,
} from './search-summary';

describe('summarizeSearch', () => {
  it('names the procedencias by label and keeps the rest of the first consulta', () => {
    const json = buildSearchJson({
      query: ' sillas ergonómicas ',
      procedencia: ['Segundo Llamado', 'L1'],
      regions: ['Región de Los Lagos'],
      positiveWords: ['oficina'],
      negativeWords: ['arriendo'],
    });
    expect(summarizeSearch(json)).toEqual({
      query: 'sillas ergonómicas',
      procedencias: ['Licitación (L1)', 'Compra Ágil (Segundo llamado)'],
      regions: ['Región de Los Lagos'],
      positiveWords: ['oficina'],
      negativeWords: ['arriendo'],
      minScore: 0.42,
    });
  });

  it('shows an unknown procedencia code as it came', () => {
    expect(procedenciaLabel('XX')).toBe('XX');
  });
});

describe('formatters', () => {
  it('writes the score with a decimal comma', () => {
    expect(formatMinScore(0.42)).toBe('0,42');
    expect(formatMinScore(1)).toBe('1,00');
  });

  it('summarises the filters on one line', () => {
    expect(searchFiltersText(buildSearchJson({ query: 'x' }))).toBe(
      'Todas las procedencias · Todas las regiones · Puntaje mínimo 0,42',
    );
  });

  it('writes the creation date in Spanish, or nothing for a bad date', () => {
    expect(formatCreatedAt('2026-01-05T10:00:00.000Z')).toBe('5 de enero de 2026');
    expect(formatCreatedAt('no es fecha')).toBeNull();
  });

  it("describes the alerts, or 'Sin alertas'", () => {
    const user = { id: 1, name: 'Ana', email: 'ana@empresa.cl' };
    expect(alertsText(makeSavedSearch())).toBe('Sin alertas');
    expect(alertsText(makeSavedSearch({ sendEmail: false, notificationTimes: ['08:00'] }))).toBe(
      'Sin alertas',
    );
    expect(
      alertsText(
        makeSavedSearch({ sendEmail: true, notificationTimes: ['12:00'], notifyUsers: [user] }),
      ),
    ).toBe('12:00 hrs · 1 destinatario');
  });
});
