import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  capBlocker,
  capPesos,
  checkAgileOffer,
  netTotalPesos,
  parsePriceCents,
  vatOf,
} from './cap';

const UTM = 69_751;

describe('parsePriceCents', () => {
  it('reads pesos as Chileans type them', () => {
    expect(parsePriceCents('1.250')).toBe(125_000);
    expect(parsePriceCents('1250')).toBe(125_000);
    expect(parsePriceCents('990,5')).toBe(99_050);
    expect(parsePriceCents(' 990,05 ')).toBe(99_005);
    expect(parsePriceCents('6.975.100')).toBe(697_510_000);
  });

  it('refuses what is not an amount above zero with at most two decimals', () => {
    for (const text of ['', '0', '0,00', '-5', '1,234', '12.34', 'abc', '1.2.3', '1,', ',5']) {
      expect(parsePriceCents(text), text).toBeNull();
    }
  });

  it('reads back any amount in cents written the Chilean way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (cents) => {
        const pesos = Math.floor(cents / 100);
        const grouped = pesos.toLocaleString('es-CL');
        const decimals = String(cents % 100).padStart(2, '0');
        expect(parsePriceCents(`${grouped},${decimals}`)).toBe(cents);
      }),
    );
  });
});

describe('totals in whole pesos', () => {
  it('adds lines exactly and rounds to the peso once', () => {
    // 0,1 + 0,2 pesos thirty times: floats drift, cents do not.
    const lines = Array.from({ length: 30 }, (_, index) => ({
      priceCents: index % 2 ? 10 : 20,
      quantity: 1,
    }));
    expect(netTotalPesos(lines)).toBe(5);
    expect(netTotalPesos([{ priceCents: 99_050, quantity: 2.5 }])).toBe(2476);
    expect(
      netTotalPesos([
        { priceCents: 125_000, quantity: 3 },
        { priceCents: null, quantity: 9 },
      ]),
    ).toBe(3750);
  });

  it('takes 19 % VAT, half up', () => {
    expect(vatOf(100)).toBe(19);
    expect(vatOf(50)).toBe(10); // 9.5
    expect(vatOf(5_861_429)).toBe(1_113_672); // 1,113,671.51
    expect(vatOf(0)).toBe(0);
  });

  it('matches exact rational arithmetic for any lines', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 1, max: 700_000_000 }),
      quantity: fc.integer({ min: 1, max: 100_000 }).map((milli) => milli / 1000),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const exact = lines.reduce(
          (sum, entry) =>
            sum + BigInt(entry.priceCents) * BigInt(Math.round(entry.quantity * 1000)),
          0n,
        );
        const expected = (exact * 2n + 100_000n) / 200_000n;
        const net = netTotalPesos(lines);
        expect(BigInt(net)).toBe(expected);
        expect(BigInt(vatOf(net))).toBe((BigInt(net) * 19n * 2n + 100n) / 200n);
      }),
    );
  });
});

describe('checkAgileOffer', () => {
  const cap = capPesos(UTM);

  it('puts the cap at 100 UTM', () => {
    expect(cap).toBe(6_975_100);
  });

  it('allows an offer under and at the cap, not over it, and says by how much', () => {
    // Net 5,861,429 + VAT 1,113,672 = 6,975,101: one peso over.
    const over = checkAgileOffer({ netPesos: 5_861_429, utmPesos: UTM, budgetPesos: null });
    expect(over).toMatchObject({ total: 6_975_101, cap: { pesos: -1, over: true } });
    // Net 5,861,428 + VAT 1,113,671 (1,113,671.32) = 6,975,099.
    const under = checkAgileOffer({ netPesos: 5_861_428, utmPesos: UTM, budgetPesos: null });
    expect(under).toMatchObject({ total: 6_975_099, cap: { pesos: 1, over: false } });
    const at = checkAgileOffer({ netPesos: 5_000_000, utmPesos: 58_000, budgetPesos: 5_950_000 });
    expect(at).toMatchObject({
      vat: 950_000,
      total: 5_950_000,
      cap: { limit: 5_800_000, pesos: -150_000, over: true },
      budget: { limit: 5_950_000, pesos: 0, percent: 0, over: false },
    });
  });

  it('measures a budget below the cap, in pesos and per cent', () => {
    const check = checkAgileOffer({ netPesos: 4_000_000, utmPesos: UTM, budgetPesos: 5_000_000 });
    expect(check.total).toBe(4_760_000);
    expect(check.budget).toEqual({ limit: 5_000_000, pesos: 240_000, percent: 4.8, over: false });
    expect(check.cap?.pesos).toBe(2_215_100);
    expect(check.cap?.percent).toBeCloseTo(31.757, 3);
  });

  it('says by how much an offer is over the cap, and nothing under it', () => {
    const over = checkAgileOffer({ netPesos: 6_000_000, utmPesos: UTM, budgetPesos: null });
    expect(capBlocker(over)).toBe(
      'El total con IVA ($7.140.000) supera el tope de 100 UTM ($6.975.100) por $164.900. Ajusta los precios para enviar la oferta.',
    );
    expect(
      capBlocker(checkAgileOffer({ netPesos: 1, utmPesos: UTM, budgetPesos: null })),
    ).toBeNull();
    expect(
      capBlocker(checkAgileOffer({ netPesos: 9e6, utmPesos: null, budgetPesos: 1 })),
    ).toBeNull();
  });

  it('has no cap while the UTM is unknown, nor a budget the buyer hides', () => {
    expect(checkAgileOffer({ netPesos: 1, utmPesos: null, budgetPesos: null })).toMatchObject({
      cap: null,
      budget: null,
    });
  });

  it('is over the cap exactly when net plus VAT exceeds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (net, utm) => {
          const check = checkAgileOffer({ netPesos: net, utmPesos: utm, budgetPesos: null });
          expect(check.total).toBe(net + vatOf(net));
          expect(check.cap!.over).toBe(check.total > 100 * utm);
          expect(check.cap!.pesos).toBe(100 * utm - check.total);
        },
      ),
    );
  });
});
