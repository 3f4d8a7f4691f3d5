import { describe, expect, it } from 'vitest';

import { daysToApply, usualDaysToApply } from './days-to-apply';

const bid = (published: string, applied: string) => ({
  fechaPublicacion: published,
  fechaPostulacion: applied,
});

describe("the team's usual days to apply", () => {
  it('is the median of its bids, rounded up to whole days, at least one', () => {
    expect(daysToApply(bid('2026-11-01T12:00:00Z', '2026-11-03T00:00:00Z'))).toBe(1.5);
    expect(
      usualDaysToApply([
        bid('2026-11-01T12:00:00Z', '2026-11-03T00:00:00Z'),
        bid('2026-11-01T12:00:00Z', '2026-11-11T12:00:00Z'),
        bid('2026-11-01T12:00:00Z', '2026-11-05T18:00:00Z'),
      ]),
    ).toBe(5);
    expect(usualDaysToApply([bid('2026-11-01T12:00:00Z', '2026-11-01T13:00:00Z')])).toBe(1);
    expect(usualDaysToApply([])).toBeNull();
  });
});
