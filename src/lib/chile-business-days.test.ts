import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addBusinessDays,
  addMonths,
  businessDaysBetween,
  chileHolidays,
  easterSunday,
  formatCalendarDate,
  isBusinessDay,
  parseCalendarDate,
  type CalendarDate,
} from './chile-business-days';

const on = (text: string) => parseCalendarDate(text);
const text = (date: CalendarDate) => formatCalendarDate(date);

describe("Chile's holidays", () => {
  it('lists 2026 as the calendar publishes it', () => {
    expect([...chileHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-04',
      '2026-05-01',
      '2026-05-21',
      '2026-06-21',
      '2026-06-29',
      '2026-07-16',
      '2026-08-15',
      '2026-09-18',
      '2026-09-19',
      '2026-10-12',
      '2026-10-31',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('moves San Pedro y San Pablo, the 12th of October and the evangelical day by their laws', () => {
    const y2027 = chileHolidays(2027);
    expect(y2027.has('2027-06-28')).toBe(true); // 29 June is a Tuesday
    expect(y2027.has('2027-06-29')).toBe(false);
    expect(y2027.has('2027-10-11')).toBe(true); // 12 October is a Tuesday
    expect(y2027.has('2027-03-26')).toBe(true); // Good Friday
    expect(chileHolidays(2028).has('2028-10-27')).toBe(true); // 31 October is a Tuesday
    expect(chileHolidays(2029).has('2029-11-02')).toBe(true); // … a Wednesday
    expect(chileHolidays(2029).has('2029-09-17')).toBe(true); // a Monday before the 18th
    expect(chileHolidays(2024).has('2024-09-20')).toBe(true); // a Friday after the 19th
  });

  it('finds Easter', () => {
    expect(text(easterSunday(2025))).toBe('2025-04-20');
    expect(text(easterSunday(2026))).toBe('2026-04-05');
    expect(text(easterSunday(2027))).toBe('2027-03-28');
  });
});

describe('business days', () => {
  it('skip weekends and holidays, across months and years', () => {
    // Fiestas Patrias: Friday the 18th and the weekend.
    expect(text(addBusinessDays(on('2026-09-17'), 2))).toBe('2026-09-22');
    // Christmas on a Friday, then the new year on a Friday.
    expect(text(addBusinessDays(on('2026-12-24'), 2))).toBe('2026-12-29');
    expect(text(addBusinessDays(on('2026-12-30'), 2))).toBe('2027-01-04');
    // Holy week.
    expect(text(addBusinessDays(on('2026-04-02'), 1))).toBe('2026-04-06');
    expect(text(addBusinessDays(on('2026-04-06'), -1))).toBe('2026-04-02');
    expect(isBusinessDay(on('2026-11-27'))).toBe(true);
    expect(isBusinessDay(on('2026-11-28'))).toBe(false);
  });

  const dates = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => {
    const date = new Date(ms);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
  });

  it('land on a business day, and count back to what they added', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -30, max: 30 }), (date, count) => {
        const moved = addBusinessDays(date, count);
        if (count !== 0) expect(isBusinessDay(moved)).toBe(true);
        expect(businessDaysBetween(date, moved)).toBe(count);
      }),
    );
  });

  it('never go backwards when more days are added', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 20 }), (date, count) => {
        expect(text(addBusinessDays(date, count + 1)) > text(addBusinessDays(date, count))).toBe(
          true,
        );
      }),
    );
  });
});

describe('addMonths (a contract’s end)', () => {
  it('keeps the day, or the month’s last day when it has none', () => {
    expect(text(addMonths(on('2026-01-31'), 1))).toBe('2026-02-28');
    expect(text(addMonths(on('2027-11-30'), 3))).toBe('2028-02-29');
    expect(text(addMonths(on('2026-08-31'), 18))).toBe('2028-02-29');
    expect(text(addMonths(on('2026-03-15'), 24))).toBe('2028-03-15');
    expect(text(addMonths(on('2026-05-31'), -3))).toBe('2026-02-28');
  });

  it('lands in the right month with a day no later than the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -60, max: 60 }),
        (year, month, dayWish, months) => {
          const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const start = { year, month, day: Math.min(dayWish, last) };
          const end = addMonths(start, months);
          const index = year * 12 + month - 1 + months;
          expect(end.year * 12 + end.month - 1).toBe(index);
          expect(end.day).toBeLessThanOrEqual(start.day);
          expect(text(end)).toBe(text(parseCalendarDate(text(end))));
        },
      ),
    );
  });
});
