import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays, daysBetween } from '@/lib/chile-time';

import {
  EXPIRY_WARNING_DAYS,
  isValidOn,
  validityLabel,
  validityOn,
  type DocumentValidity,
} from './document-validity';

const label = (expiresOn: string | null, day: string) =>
  validityLabel(validityOn({ expiresOn }, day));

describe('a document’s validity on a day', () => {
  it('reads as the vault shows it', () => {
    expect(label(null, '2026-11-29')).toBe('Vigente');
    expect(label('2026-12-30', '2026-11-29')).toBe('Vigente');
    expect(label('2026-12-29', '2026-11-29')).toBe('Vence en 30 días');
    expect(label('2026-12-09', '2026-11-29')).toBe('Vence en 10 días');
    expect(label('2026-11-30', '2026-11-29')).toBe('Vence en 1 día');
    expect(label('2026-11-29', '2026-11-29')).toBe('Vence hoy');
    expect(label('2026-11-28', '2026-11-29')).toBe('Vencido');
  });

  it('counts calendar days across a year and a leap day, whatever the clock changes', () => {
    expect(label('2028-03-01', '2028-02-28')).toBe('Vence en 2 días');
    expect(label('2027-01-08', '2026-12-29')).toBe('Vence en 10 días');
    // Chile's clocks go forward on the first Sunday of September: still whole days.
    expect(label('2026-09-12', '2026-09-05')).toBe('Vence en 7 días');
  });

  it('holds for any day and expiry: the state follows the days left, the label says them', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (today, offset) => {
        const expiresOn = addDays(today, offset);
        const validity: DocumentValidity = validityOn({ expiresOn }, today);
        expect(daysBetween(today, expiresOn)).toBe(offset);
        expect(isValidOn({ expiresOn }, today)).toBe(offset >= 0);
        if (offset < 0) expect(validity).toEqual({ state: 'vencido' });
        else if (offset > EXPIRY_WARNING_DAYS) expect(validity).toEqual({ state: 'vigente' });
        else expect(validity).toEqual({ state: 'por_vencer', days: offset });
        const expected =
          offset < 0
            ? 'Vencido'
            : offset === 0
              ? 'Vence hoy'
              : offset === 1
                ? 'Vence en 1 día'
                : offset <= EXPIRY_WARNING_DAYS
                  ? `Vence en ${offset} días`
                  : 'Vigente';
        expect(validityLabel(validity)).toBe(expected);
      }),
    );
  });

  it('never expires without an expiry date', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2200-01-01') }),
        (date) => {
          const today = date.toISOString().slice(0, 10);
          expect(validityOn({ expiresOn: null }, today)).toEqual({ state: 'vigente' });
          expect(isValidOn({ expiresOn: null }, today)).toBe(true);
        },
      ),
    );
  });
});
