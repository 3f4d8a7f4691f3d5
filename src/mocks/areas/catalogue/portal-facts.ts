import {
  addBusinessDays,
  chileDateOf,
  daysBetween,
  isBusinessDay,
} from '@/lib/chile-business-days';
import { hashText } from '@/lib/random';

import type { MockOpportunity } from './opportunities';

/*
 * What the portal says of an opportunity that the catalogue's generator does not draw (decisions
 * 0030 and 0031): drawn from its code, so it is the same on every run and the catalogue's seed
 * does not move.
 */

const DAY = 86_400_000;

/**
 * Whether an agile purchase gives priority to small (EMT) or local suppliers (decision 0030): the
 * buyer's choice, drawn from the code so it is the same on every run without moving the
 * catalogue's seed. About 45 % favour EMTs and 30 % local suppliers; tenders have none.
 */
export function agilePreferences(record: Pick<MockOpportunity, 'code' | 'type'>) {
  if (record.type !== 'COT') return null;
  const draw = hashText(`preferencias:${record.code}`);
  return { emt: draw % 100 < 45, local: Math.floor(draw / 100) % 100 < 30 };
}

/** Quotes an open agile purchase has received so far (the portal shows the count). */
export function openAgileQuotes(code: string) {
  const draw = hashText(`cotizaciones:${code}`);
  return draw % 100 < 35 ? 0 : 1 + ((draw >>> 8) % 8);
}

/**
 * An open tender whose close moved 2 business days because it had 2 offers or fewer when it
 * first closed: the original close (same time of day, 2 business days before) and those offers.
 * Only tenders closing within the next 2 business days can have moved; about 40 % did.
 */
export function closeExtensionOf(record: MockOpportunity, nowMs: number) {
  if (record.kind !== 'licitacion' || record.status !== 'Publicada') return null;
  const closeMs = Date.parse(record.dates.close);
  if (closeMs <= nowMs) return null;
  const draw = hashText(`ampliacion:${record.code}`);
  if (draw % 100 >= 40) return null;
  const closeDay = chileDateOf(closeMs);
  // A moved close lands on a business day: one on a weekend or a holiday was never moved.
  if (!isBusinessDay(closeDay)) return null;
  const originalDay = addBusinessDays(closeDay, -2);
  const originalMs = closeMs - daysBetween(originalDay, closeDay) * DAY;
  if (originalMs > nowMs) return null;
  return { originalCloseMs: originalMs, offers: (draw >>> 8) % 3 };
}

/**
 * A buyer's payment complaints of the last 12 months, as its page on the portal shows them
 * (`CantidadReclamos`; decision 0033): most buyers have a few, some many.
 */
export function paymentComplaints(organismCode: string) {
  const draw = hashText(`reclamos:${organismCode}`);
  const band = draw % 100;
  const spread = draw >>> 8;
  if (band < 55) return spread % 3;
  if (band < 85) return 3 + (spread % 7);
  return 10 + (spread % 31);
}
