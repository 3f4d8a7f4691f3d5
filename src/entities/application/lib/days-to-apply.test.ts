import { describe, expect, it } from 'vitest';

import { averageDaysToApply, daysToApply, usualDaysToApply } from './days-to-apply';

const bid = (published: string, applied: string) => ({
  fechaPublicacion: published,
  fechaPostulacion: applied,
});

describe("the team's days to apply", () => {
  it('averages its bids, fractions of a day kept', () => {
    expect(daysToApply(bid('2026-11-01T12:00:00Z', '2026-11-03T00:00:00Z'))).toBe(1.5);
    expect(
      averageDaysToApply([
        bid('2026-11-01T12:00:00Z', '2026-11-03T00:00:00Z'),
        bid('2026-11-01T12:00:00Z', '2026-11-11T12:00:00Z'),
        bid('2026-11-01T12:00:00Z', '2026-11-05T18:00:00Z'),
      ]),
    ).toBe(5.25);
    expect(averageDaysToApply([])).toBeNull();
  });

  it("tells the usual days over the KPIs' default period, and names it", () => {
    const recent = bid('2026-11-01T12:00:00Z', '2026-11-05T12:00:00Z');
    const old = bid('2026-01-01T12:00:00Z', '2026-01-21T12:00:00Z');
    expect(usualDaysToApply([recent, old], '2026-11-28')).toEqual({
      days: 4,
      periodLabel: 'últimos 6 meses',
    });
    expect(usualDaysToApply([old], '2026-11-28').days).toBeNull();
  });
});
