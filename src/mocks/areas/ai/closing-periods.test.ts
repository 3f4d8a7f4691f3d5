import { describe, expect, it } from 'vitest';

import { closesIn, periodOf, relativeClose } from './closing-periods';

/** Wednesday 25 November 2026, 12:00 in Chile (UTC-3 in summer). */
const NOW = new Date('2026-11-25T15:00:00.000Z');

describe('periodOf', () => {
  it.each([
    ['¿Qué cierra hoy?', 'hoy (25-11-2026)', '2026-11-25', '2026-11-25'],
    ['¿Y mañana?', 'mañana (26-11-2026)', '2026-11-26', '2026-11-26'],
    ['¿Qué cierra pasado mañana?', 'pasado mañana (27-11-2026)', '2026-11-27', '2026-11-27'],
    [
      '¿Qué licitaciones cierran esta semana?',
      'esta semana (hasta el domingo 29-11-2026)',
      '2026-11-25',
      '2026-11-29',
    ],
    [
      'cierres de la PRÓXIMA semana',
      'la próxima semana (del 30-11-2026 al 06-12-2026)',
      '2026-11-30',
      '2026-12-06',
    ],
    ['¿Qué cierra este mes?', 'este mes (hasta el 30-11-2026)', '2026-11-25', '2026-11-30'],
    [
      'los próximos 10 días',
      'los próximos 10 días (hasta el 05-12-2026)',
      '2026-11-25',
      '2026-12-05',
    ],
    [
      '¿Qué cierra pronto?',
      'los próximos 7 días (hasta el 02-12-2026)',
      '2026-11-25',
      '2026-12-02',
    ],
  ])('%s', (question, label, first, last) => {
    expect(periodOf(question, NOW)).toEqual({ label, first, last });
  });

  it('is none when the question names no period', () => {
    expect(periodOf('¿Cuándo cierra?', NOW)).toBeNull();
  });

  it('on a Sunday, this week is that day alone', () => {
    expect(periodOf('esta semana', new Date('2026-11-29T15:00:00.000Z'))).toMatchObject({
      first: '2026-11-29',
      last: '2026-11-29',
    });
  });
});

describe('closesIn and relativeClose', () => {
  const week = periodOf('esta semana', NOW)!;

  it('counts a closing still to come, on Chile’s calendar days', () => {
    // Sunday 23:30 in Chile is already Monday in UTC: still this week.
    expect(closesIn(week, '2026-11-30T02:30:00.000Z', NOW)).toBe(true);
    expect(closesIn(week, '2026-11-30T04:00:00.000Z', NOW)).toBe(false);
    // Earlier today: already closed.
    expect(closesIn(week, '2026-11-25T12:00:00.000Z', NOW)).toBe(false);
  });

  it.each([
    ['2026-11-25T20:00:00.000Z', 'hoy'],
    ['2026-11-26T15:00:00.000Z', 'mañana'],
    ['2026-11-30T15:00:00.000Z', 'en 5 días'],
    ['2026-11-25T12:00:00.000Z', 'cerró hoy'],
    ['2026-11-24T15:00:00.000Z', 'cerró hace 1 día'],
    ['2026-11-20T15:00:00.000Z', 'cerró hace 5 días'],
  ])('%s -> %s', (close, text) => {
    expect(relativeClose(close, NOW)).toBe(text);
  });
});
