import { hashText } from '@/lib/random';

import type { OpportunityType } from '../catalogue/opportunities';
import { officePublicationNear } from '../catalogue/office-hours';
import type { MarketProcess } from './records';

/*
 * When a market process was published (issue 41, decision 0036): the open data lists it, the
 * market did not keep it until what comes next needed it. Drawn from the process's code on its
 * own stream (nothing else moves), the days a buyer of that type keeps a process open before its
 * close, on a business day at an office hour.
 */

const DAY = 86_400_000;

/** Calendar days between publication and close, by type: [fewest, most]. */
const OPEN_DAYS: Readonly<Record<OpportunityType, readonly [number, number]>> = {
  COT: [2, 10],
  L1: [5, 10],
  LE: [10, 20],
  LP: [20, 30],
  LQ: [30, 40],
  LR: [30, 45],
  LS: [10, 20],
  O1: [10, 20],
};

const published = new WeakMap<MarketProcess, number>();

/** The instant the process was published on the portal, before its close. */
export function publishedAtOf(process: MarketProcess): number {
  const known = published.get(process);
  if (known !== undefined) return known;
  const draw = hashText(`publicacion:${process.code}`);
  const [fewest, most] = OPEN_DAYS[process.type];
  const days = fewest + (draw % (most - fewest + 1));
  const at = Math.min(
    officePublicationNear(process.closesAtMs - days * DAY, draw >>> 8, 0),
    process.closesAtMs - DAY,
  );
  published.set(process, at);
  return at;
}
