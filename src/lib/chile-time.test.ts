import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addDays,
  chileDayKey,
  chileTimeOfDay,
  chileWallTimeToInstant,
  weekdayOf,
} from './chile-time';

describe('chile-time', () => {
  it('reads an instant as Chile day and time, summer and winter', () => {
    expect(chileDayKey('2026-01-15T02:30:00Z')).toBe('2026-01-14'); // UTC-3
    expect(chileTimeOfDay('2026-01-15T02:30:00Z')).toBe('23:30');
    expect(chileTimeOfDay('2026-07-15T14:00:00Z')).toBe('10:00'); // UTC-4
  });

  it('turns Chile wall times into instants with the offset of that day', () => {
    expect(chileWallTimeToInstant('2026-01-15', '10:00')?.toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(chileWallTimeToInstant('2026-07-15', '10:00')?.toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
  });

  it('handles the September gap and the April repeat', () => {
    // 2026: DST starts Sunday 6 September at 00:00 (clocks jump to 01:00).
    expect(chileWallTimeToInstant('2026-09-06', '00:30')?.toISOString()).toBe(
      '2026-09-06T04:30:00.000Z',
    );
    expect(chileTimeOfDay(chileWallTimeToInstant('2026-09-06', '00:30')!)).toBe('01:30');
    // DST ends Saturday 4 April at 24:00 (clocks go back to 23:00): the first 23:30 is taken.
    expect(chileWallTimeToInstant('2026-04-04', '23:30')?.toISOString()).toBe(
      '2026-04-05T02:30:00.000Z',
    );
  });

  it('rejects impossible dates and times', () => {
    expect(chileWallTimeToInstant('2026-02-30', '10:00')).toBeNull();
    expect(chileWallTimeToInstant('2026-02-10', '24:00')).toBeNull();
    expect(chileWallTimeToInstant('10-02-2026', '10:00')).toBeNull();
  });

  it('round-trips any instant on a whole minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), (seconds) => {
        const instant = Math.floor((seconds * 1000) / 60_000) * 60_000;
        const back = chileWallTimeToInstant(chileDayKey(instant)!, chileTimeOfDay(instant)!)!;
        // Equal, or the first of the two instants an April repeat hour names.
        expect([0, 3_600_000]).toContain(instant - back.getTime());
      }),
    );
  });

  it('adds days and names weekdays on plain calendar days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-25')).toBe(3);
  });
});
