import { describe, expect, it } from 'vitest';

import { biddingTerms, PAYMENT_DAYS } from './bidding-terms';
import { generateOpportunities } from './opportunities';

const records = generateOpportunities({ count: 1200, now: new Date('2026-11-25T15:00:00.000Z') });

describe('biddingTerms', () => {
  it('weighs every evaluation to 100 %, and an agile purchase on price alone', () => {
    for (const record of records) {
      const { evaluation } = biddingTerms(record);
      expect(evaluation.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
      if (record.kind === 'compra_agil')
        expect(evaluation).toEqual([{ name: 'Precio', weight: 100 }]);
    }
  });

  it('asks guarantees as the regulation does: seriedad above 2,000 UTM, fiel cumplimiento from 5 to 30 %, none in an agile purchase', () => {
    for (const record of records) {
      const { seriedad, fielCumplimiento, fines, samples } = biddingTerms(record);
      if (record.kind === 'compra_agil') {
        expect({ seriedad, fielCumplimiento, fines, samples }).toEqual({
          seriedad: null,
          fielCumplimiento: null,
          fines: null,
          samples: false,
        });
        continue;
      }
      if (['LQ', 'LR', 'O1'].includes(record.type)) expect(seriedad).not.toBeNull();
      if (record.type === 'L1') expect(seriedad).toBeNull();
      if (fielCumplimiento) {
        expect(fielCumplimiento.percent).toBeGreaterThanOrEqual(5);
        expect(fielCumplimiento.percent).toBeLessThanOrEqual(30);
        expect(fielCumplimiento.amount % 10_000).toBe(0);
        expect(fielCumplimiento.amount).toBeGreaterThanOrEqual(
          (record.estimatedAmount * fielCumplimiento.percent) / 100,
        );
      }
    }
  });

  it('pays within 30 days and delivers at the buyer, the same on every read', () => {
    for (const record of records.slice(0, 200)) {
      const terms = biddingTerms(record);
      expect(terms.payment.days).toBe(PAYMENT_DAYS);
      expect(terms.delivery.place).toBe(`${record.buyer.address}, ${record.buyer.comuna}`);
      expect(biddingTerms(record)).toEqual(terms);
    }
  });
});
