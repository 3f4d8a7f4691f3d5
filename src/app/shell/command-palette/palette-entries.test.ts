import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { opportunityCodeIn, palettePages, paletteScore } from './palette-entries';

describe('palettePages', () => {
  it('offers every menu link and the pages outside the menu, each once', () => {
    const titles = palettePages({ isSupervisor: false, hasReceivablesAccess: false }).map(
      (page) => page.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'Búsquedas IA',
        'Tareas',
        'Calendario',
        'Perfil',
        'Etiquetas',
        'KPIs',
      ]),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('Administración de usuarios');
    expect(titles).not.toContain('Panel de cobranza');
  });

  it('follows the menu visibility rules', () => {
    const titles = palettePages({ isSupervisor: true, hasReceivablesAccess: true }).map(
      (page) => page.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Administración de usuarios', 'Panel de cobranza']),
    );
  });
});

describe('paletteScore', () => {
  it('ignores accents and case, and needs every word', () => {
    expect(paletteScore(['Búsquedas guardadas'], 'busqueda')).toBeGreaterThan(0);
    expect(paletteScore(['Búsquedas guardadas'], 'GUARD busq')).toBeGreaterThan(0);
    expect(paletteScore(['Búsquedas guardadas'], 'guardadas etiquetas')).toBe(0);
  });

  it('ranks a match at the start first', () => {
    expect(paletteScore(['Tareas'], 'tar')).toBeGreaterThan(paletteScore(['Mis tareas'], 'tar'));
  });

  it('shows everything when nothing is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (words) => {
        expect(paletteScore(words, '  ')).toBe(1);
      }),
    );
  });
});

describe('opportunityCodeIn', () => {
  it.each([
    ['6164-39-LP26', '6164-39-LP26'],
    [' 2402-26-le26 ', '2402-26-LE26'],
    ['1267-36-COT26', '1267-36-COT26'],
    ['9074-21-L126', '9074-21-L126'],
    ['aseo hospitalario', null],
    ['6164-39', null],
  ])('%s -> %s', (typed, code) => {
    expect(opportunityCodeIn(typed)).toBe(code);
  });
});
