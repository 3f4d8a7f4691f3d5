/**
 * The rivals list under load, for `npm run bench` (issue 27): the real Competencia page with the
 * mock market's heaviest list (the supplier that met the most others in 24 months of the seed,
 * parsed with the client's schema), from a warm query cache, so the figure is the render after
 * the data arrived. The bench drives `window.rivalsBench` from Chromium.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import { rivalsQueryOptions, rivalsResponseSchema } from '@/features/competition/api/get-rivals';
import { RivalsPage } from '@/features/competition/components/rivals-page';
import { SEED_COMPANIES } from '@/mocks/areas/accounts/seed';
import { rivalsOf } from '@/mocks/areas/competition/aggregates';
import { buildMarket } from '@/mocks/areas/competition/market';
import { seedWork } from '@/mocks/areas/work/seed';

import { renderAfterData } from './render-after-data';

const now = Math.floor(Date.now() / 60_000) * 60_000;
const market = buildMarket({
  nowMs: now,
  applications: seedWork(now).applications,
  companies: SEED_COMPANIES,
});
// The heaviest list the seed has: of the ten suppliers that offered most, the one that met the
// most others.
const heaviest = [...market.offersBySupplier.entries()]
  .sort((a, b) => b[1].length - a[1].length)
  .slice(0, 10)
  .map(([rut]) => rivalsOf(market, rut))
  .sort((a, b) => b.rivales.length - a.rivales.length)[0]!;
const ANSWER = rivalsResponseSchema.parse({ data: heaviest }).data;

declare global {
  interface Window {
    rivalsBench: { rows: number; render: () => Promise<{ ms: number; rows: number }> };
  }
}

window.rivalsBench = {
  rows: ANSWER.rivales.length,
  render: () =>
    renderAfterData({
      queryKey: rivalsQueryOptions(1).queryKey,
      data: ANSWER,
      page: <RivalsPage companyId={1} />,
      url: '/dashboard/competencia',
    }),
};
