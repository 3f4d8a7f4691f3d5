/*
 * An offer's lines (issue 27): the unit price of each line of a process, in integer pesos, whose
 * quantities times unit prices add up to the offer's total. The work seed records a rival's total
 * only (what the effectiveness page shows); the market splits it into lines again with these
 * functions, and the seed chooses totals that split exactly.
 */

/** FNV-1a over a text: a seed that depends on nothing but the text. */
export function textHash(text: string) {
  let value = 2_166_136_261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16_777_619);
  }
  return value >>> 0;
}

/**
 * A rival's own proportions on the lines of a process: our unit prices, each moved by up to 7 %
 * either way, the same for the same process and supplier on every run.
 */
export function rivalLineBasis(code: string, supplier: string, ours: readonly number[]) {
  let state = textHash(`${code}|${supplier}`);
  return ours.map((price) => {
    state = Math.imul(state ^ (state >>> 15), 2_246_822_519) >>> 0;
    state = (state + 0x9e3779b9) >>> 0;
    const unit = (state % 10_000) / 10_000;
    return Math.max(1, price * (0.93 + unit * 0.14));
  });
}

/**
 * The line whose unit price takes what rounding leaves over: of the lines worth a tenth of the
 * offer or more (so the leftover moves its price little), the one with fewest units (so few
 * totals are needed to find one its units divide).
 */
function anchorLine(quantities: readonly number[], basis: readonly number[]) {
  let weight = 0;
  for (let index = 0; index < quantities.length; index += 1) {
    weight += quantities[index]! * basis[index]!;
  }
  let anchor = -1;
  let largest = 0;
  for (let index = 0; index < quantities.length; index += 1) {
    const value = quantities[index]! * basis[index]!;
    if (value > quantities[largest]! * basis[largest]!) largest = index;
    if (value >= weight / 10 && (anchor < 0 || quantities[index]! < quantities[anchor]!)) {
      anchor = index;
    }
  }
  return anchor < 0 ? largest : anchor;
}

/**
 * Integer unit prices in the proportions of `basis` whose quantities times prices add up to
 * exactly `total`; null when no such prices exist (the anchor line's units do not divide what is
 * left of the total, or it would be left with less than a peso a unit).
 */
export function splitTotal(
  quantities: readonly number[],
  basis: readonly number[],
  total: number,
): number[] | null {
  if (quantities.length === 0 || quantities.length !== basis.length) return null;
  let weight = 0;
  for (let index = 0; index < quantities.length; index += 1) {
    weight += quantities[index]! * basis[index]!;
  }
  if (weight <= 0) return null;
  const ratio = total / weight;
  const anchor = anchorLine(quantities, basis);
  const prices = basis.map((value) => Math.max(1, Math.round(value * ratio)));
  let rest = total;
  for (let index = 0; index < quantities.length; index += 1) {
    if (index !== anchor) rest -= quantities[index]! * prices[index]!;
  }
  const units = quantities[anchor]!;
  if (rest < units || rest % units !== 0) return null;
  prices[anchor] = rest / units;
  return prices;
}

/**
 * The total nearest `target` that `splitTotal` splits exactly over these lines: what the other
 * lines take at that total, plus a whole number of the anchor line's units, settled in a few
 * rounds (a peso-by-peso search either way is the fallback).
 */
export function splittableTotal(
  quantities: readonly number[],
  basis: readonly number[],
  target: number,
): number {
  const anchor = anchorLine(quantities, basis);
  const units = quantities[anchor]!;
  let weight = 0;
  for (let index = 0; index < quantities.length; index += 1) {
    weight += quantities[index]! * basis[index]!;
  }
  let total = target;
  for (let round = 0; round < 6 && weight > 0; round += 1) {
    let others = 0;
    for (let index = 0; index < quantities.length; index += 1) {
      if (index !== anchor) {
        others += quantities[index]! * Math.max(1, Math.round((basis[index]! * total) / weight));
      }
    }
    const next = others + units * Math.max(1, Math.round((total - others) / units));
    if (next === total && splitTotal(quantities, basis, total)) return total;
    total = next;
  }
  const reach = 4 * units + 1_000;
  for (let step = 0; step <= reach; step += 1) {
    if (splitTotal(quantities, basis, target + step)) return target + step;
    if (step > 0 && target - step > 0 && splitTotal(quantities, basis, target - step)) {
      return target - step;
    }
  }
  throw new Error(`No total near ${target} splits over these lines`);
}
