import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bellLabel, formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [999, '99+'],
    [1000, '999+'],
    [25_000, '999+'],
  ])('%d unread reads %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it('shows nothing without unread notifications or a real count', () => {
    for (const count of [0, -3, undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatBadgeCount(count)).toBeNull();
    }
  });

  it('never needs more than four characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (count) => {
        const text = formatBadgeCount(count)!;
        expect(text.length).toBeLessThanOrEqual(4);
        if (count <= 99) expect(text).toBe(String(count));
      }),
    );
  });
});

describe('bellLabel', () => {
  it('names the real count, not the capped one', () => {
    expect(bellLabel(5)).toBe('Notificaciones, 5 sin leer');
    expect(bellLabel(1234)).toBe('Notificaciones, 1234 sin leer');
    expect(bellLabel(0)).toBe('Notificaciones');
    expect(bellLabel(undefined)).toBe('Notificaciones');
  });
});
