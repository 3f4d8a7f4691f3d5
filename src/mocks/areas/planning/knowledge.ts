import type { UpcomingFact } from './facts';

/*
 * What was public at an instant (decision 0036): the only reader of the raw facts. A forecast
 * (upcoming-at.ts) is given this and nothing else, so the backtest's forecast of a day cannot
 * read a fact published after it; a property test holds it to that.
 */

export type Knowledge = { atMs: number; facts: readonly UpcomingFact[] };

/**
 * The facts of the buyers that have any on these codes: a forecast on them reads nothing else
 * (a buyer's record counts all its codes). Cuts the backtest's work, not what it sees.
 */
export function buyersFacts(facts: readonly UpcomingFact[], codes: ReadonlySet<string>) {
  const buyers = new Set<string>();
  for (const fact of facts) {
    if (fact.codes.some((code) => codes.has(code))) buyers.add(fact.buyer.code);
  }
  return facts.filter((fact) => buyers.has(fact.buyer.code));
}

export function knownAt(facts: readonly UpcomingFact[], atMs: number): Knowledge {
  return { atMs, facts: facts.filter((fact) => fact.knownFromMs <= atMs) };
}
