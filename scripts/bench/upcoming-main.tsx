/**
 * What comes next under load, for `npm run bench` (issue 41): the real 'Lo que viene' page with
 * the longest calendar the seed gives (of the seeded companies and the ten suppliers that offered
 * most in the market, the one with the most items, parsed with the client's schema) and its
 * backtest, from a warm query cache, so the figure is the render after the data arrived.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import {
  upcomingBacktestQueryOptions,
  backtestResponseSchema,
} from '@/features/upcoming/api/get-upcoming-backtest';
import { upcomingQueryOptions, upcomingResponseSchema } from '@/features/upcoming/api/get-upcoming';
import { UpcomingPage } from '@/features/upcoming/components/upcoming-page';
import { COMPANY_SCOPE } from '@/features/upcoming/lib/upcoming-scope';
import { SEED_COMPANIES } from '@/mocks/areas/accounts/seed';
import { buildMarket } from '@/mocks/areas/competition/market';
import { ownProductCodes } from '@/mocks/areas/competition/radar';
import { seedWork } from '@/mocks/areas/work/seed';
import { backtestOf } from '@/mocks/areas/planning/backtest';
import { buildFacts, forcedFacts } from '@/mocks/areas/planning/facts';
import { knownAt } from '@/mocks/areas/planning/knowledge';
import { upcomingAt } from '@/mocks/areas/planning/upcoming-at';
import { toUpcomingItem } from '@/mocks/areas/planning/upcoming-view';
import { formatRut } from '@/lib/validation/rut';

import { renderAfterData } from './render-after-data';

const now = Math.floor(Date.now() / 60_000) * 60_000;
const market = buildMarket({
  nowMs: now,
  applications: seedWork(now).applications,
  companies: SEED_COMPANIES,
});
const facts = buildFacts(market);
const candidates = [
  ...SEED_COMPANIES.map((company) => formatRut(company.rut)),
  ...[...market.offersBySupplier.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 10)
    .map(([rut]) => rut),
];
const heaviest = candidates
  .map((rut) => {
    const codes = ownProductCodes(market, rut);
    const known = knownAt([...facts, ...forcedFacts(market, codes)], now);
    return { codes, ...upcomingAt(known, { codes, buyer: '' }) };
  })
  .sort((a, b) => b.items.length - a.items.length)[0]!;
const ANSWER = upcomingResponseSchema.parse({
  data: {
    generadoEn: new Date(now).toISOString(),
    codigosProducto: [...heaviest.codes].sort(),
    elementos: heaviest.items.map((item) =>
      toUpcomingItem(item, heaviest.records.get(item.buyer.code), undefined),
    ),
  },
}).data;
const BACKTEST = backtestResponseSchema.parse({
  data: backtestOf(facts, { codes: heaviest.codes, buyer: '' }, market.windowStartMs, now),
}).data;

declare global {
  interface Window {
    upcomingBench: { items: number; render: () => Promise<{ ms: number; rows: number }> };
  }
}

window.upcomingBench = {
  items: ANSWER.elementos.length,
  render: () =>
    renderAfterData({
      queryKey: upcomingQueryOptions(1, COMPANY_SCOPE).queryKey,
      data: ANSWER,
      more: [{ queryKey: upcomingBacktestQueryOptions(1).queryKey, data: BACKTEST }],
      page: <UpcomingPage companyId={1} userId={1} />,
      url: '/dashboard/lo-que-viene',
      rows: 'article',
    }),
};
