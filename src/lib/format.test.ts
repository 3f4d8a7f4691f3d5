import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AMOUNT_NOT_GIVEN,
  chileDateParts,
  closesWithin,
  formatChileDate,
  formatCLP,
  formatPercent,
  INVALID_DATE_TEXT,
  timeUntil,
} from './format';

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

describe('formatPercent', () => {
  it('writes a share as a whole per cent, the way Intl does for es-CL', () => {
    const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 0 });
    expect(formatPercent(0.5)).toBe(percent.format(0.5));
    expect(formatPercent(0.756)).toBe(percent.format(0.76));
    expect(formatPercent(0.756)).toMatch(/^76\s?%$/);
  });
});

describe('formatCLP', () => {
  it('formats pesos the way Intl does for es-CL', () => {
    expect(formatCLP(1_234_567)).toBe(clp.format(1_234_567));
    expect(formatCLP(0)).toBe(clp.format(0));
    // The grouping separator for es-CL is a dot.
    expect(formatCLP(1_234_567)).toContain('1.234.567');
  });

  it("says 'No informado' for a hidden amount", () => {
    expect(formatCLP(null)).toBe(AMOUNT_NOT_GIVEN);
    expect(formatCLP(Number.NaN)).toBe(AMOUNT_NOT_GIVEN);
  });

  it('never throws for any finite integer, and shows its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        const text = formatCLP(amount);
        expect(text).toBe(clp.format(amount));
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(amount)));
      }),
    );
    fc.assert(fc.property(fc.maxSafeInteger(), (amount) => typeof formatCLP(amount) === 'string'));
  });
});

describe('formatChileDate', () => {
  it('writes the three variants in Chile time (summer, UTC-3)', () => {
    const iso = '2026-11-21T17:30:00Z';
    expect(formatChileDate(iso, 'date')).toBe('21-11-2026');
    expect(formatChileDate(iso, 'dateTime')).toBe('21-11-2026 14:30');
    expect(formatChileDate(iso, 'short')).toBe('21/11/26 14:30');
    expect(formatChileDate(iso)).toBe('21-11-2026');
  });

  it('uses winter time (UTC-4) in July', () => {
    expect(formatChileDate('2026-07-15T18:05:00Z', 'dateTime')).toBe('15-07-2026 14:05');
  });

  it('moves to the previous day in Chile when UTC is already past midnight', () => {
    expect(formatChileDate('2026-11-22T02:00:00Z', 'dateTime')).toBe('21-11-2026 23:00');
    expect(formatChileDate('2026-01-01T03:00:00Z', 'short')).toBe('01/01/26 00:00');
  });

  it('follows the end of daylight saving on 5 April 2026 (clocks back at midnight)', () => {
    // 02:30Z is still summer time (UTC-3): 23:30 on the 4th.
    expect(formatChileDate('2026-04-05T02:30:00Z', 'dateTime')).toBe('04-04-2026 23:30');
    // An hour later (UTC-4 from 03:00Z) the wall clock shows 23:30 again.
    expect(formatChileDate('2026-04-05T03:30:00Z', 'dateTime')).toBe('04-04-2026 23:30');
    expect(formatChileDate('2026-04-05T04:30:00Z', 'dateTime')).toBe('05-04-2026 00:30');
  });

  it('follows the start of daylight saving on 6 September 2026 (00:00 becomes 01:00)', () => {
    expect(formatChileDate('2026-09-06T03:30:00Z', 'dateTime')).toBe('05-09-2026 23:30');
    expect(formatChileDate('2026-09-06T04:30:00Z', 'dateTime')).toBe('06-09-2026 01:30');
  });

  it('accepts Date objects and offsets other than Z', () => {
    expect(formatChileDate(new Date('2026-11-21T17:30:00Z'), 'short')).toBe('21/11/26 14:30');
    expect(formatChileDate('2026-11-21T14:30:00-03:00', 'dateTime')).toBe('21-11-2026 14:30');
  });

  it.each([['not a date'], [''], [null], [undefined], ['2026-13-45T99:00:00Z']])(
    '%s -> —',
    (value) => {
      expect(formatChileDate(value, 'dateTime')).toBe(INVALID_DATE_TEXT);
      expect(chileDateParts(value)).toBeNull();
    },
  );

  it('always gives a well-formed text for any valid instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatChileDate(date, 'date')).toMatch(/^\d{2}-\d{2}-\d{4}$/);
          expect(formatChileDate(date, 'dateTime')).toMatch(
            /^\d{2}-\d{2}-\d{4} ([01]\d|2[0-3]):[0-5]\d$/,
          );
          expect(formatChileDate(date, 'short')).toMatch(
            /^\d{2}\/\d{2}\/\d{2} ([01]\d|2[0-3]):[0-5]\d$/,
          );
        },
      ),
    );
  });
});

describe('closesWithin', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('is true for a close in the future inside the window', () => {
    expect(closesWithin('2026-11-21T13:00:00Z', now)).toBe(true);
    expect(closesWithin('2026-11-23T12:00:00Z', now)).toBe(true);
    expect(closesWithin('2026-11-23T12:00:01Z', now)).toBe(false);
  });

  it('takes another window in hours', () => {
    expect(closesWithin('2026-11-22T00:00:00Z', now, 12)).toBe(true);
    expect(closesWithin('2026-11-22T00:00:01Z', now, 12)).toBe(false);
  });

  it('is false for an unreadable date and for the very instant of the close', () => {
    expect(closesWithin('nope', now)).toBe(false);
    expect(closesWithin(now.toISOString(), now)).toBe(false);
  });

  it('is false for any past date, whatever the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 365 * 24 * 3600 * 1000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (msAgo, hours) => {
          const close = new Date(now.getTime() - msAgo);
          expect(closesWithin(close.toISOString(), now, hours)).toBe(false);
        },
      ),
    );
  });
});

describe('timeUntil', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it.each([
    [-1, 'Cerrada'],
    [0, 'Cerrada'],
    [20_000, 'Cierra en 1 min'],
    [25 * MIN, 'Cierra en 25 min'],
    [59 * MIN + 59_000, 'Cierra en 59 min'],
    [HOUR, 'Cierra en 1 h'],
    [3 * HOUR + 59 * MIN, 'Cierra en 3 h'],
    [24 * HOUR - 1, 'Cierra en 23 h'],
    [24 * HOUR, 'Cierra en 1 día'],
    [47 * HOUR, 'Cierra en 1 día'],
    [48 * HOUR, 'Cierra en 2 días'],
    [30 * 24 * HOUR, 'Cierra en 30 días'],
  ])('%d ms ahead -> %s', (ms, text) => {
    expect(timeUntil(later(ms), now)).toBe(text);
  });

  it('says — for an unreadable date', () => {
    expect(timeUntil('mañana', now)).toBe(INVALID_DATE_TEXT);
  });

  it('says Cerrada for every past date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (msAgo) => {
        expect(timeUntil(later(-msAgo), now)).toBe('Cerrada');
      }),
    );
  });
});
