/**
 * The radar under load, for `npm run bench` (issue 28): the real Radar page with the heaviest
 * radar the seed gives (of the seeded companies and the ten suppliers that offered most in the
 * market, the one with the most items, parsed with the client's schema) from a warm query cache, so the figure is the
 * render after the data arrived. The bench drives `window.radarBench` from Chromium.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import { radarQueryOptions, radarResponseSchema } from '@/features/radar/api/get-radar';
import { RadarPage } from '@/features/radar/components/radar-page';
import { SEED_COMPANIES } from '@/mocks/areas/accounts/seed';
import { generateOpportunities } from '@/mocks/areas/catalogue/opportunities';
import { buildMarket } from '@/mocks/areas/competition/market';
import { radarFor } from '@/mocks/areas/competition/radar';
import { seedWork } from '@/mocks/areas/work/seed';

import { renderAfterData } from './render-after-data';
import { formatRut } from '@/lib/validation/rut';

const now = Math.floor(Date.now() / 60_000) * 60_000;
const market = buildMarket({
  nowMs: now,
  applications: seedWork(now).applications,
  companies: SEED_COMPANIES,
});
const catalogue = generateOpportunities();
const size = (radar: ReturnType<typeof radarFor>) =>
  radar.vuelven.length +
  radar.contratos.length +
  radar.sinCotizaciones.length +
  radar.cierresAmpliados.length;
// The seeded companies (demo's radar is long: it bids on cleaning, which the catalogue is full
// of) and the ten suppliers that offered most.
const candidates = [
  ...SEED_COMPANIES.map((company) => formatRut(company.rut)),
  ...[...market.offersBySupplier.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 10)
    .map(([rut]) => rut),
];
const heaviest = candidates
  .map((rut) => radarFor(market, catalogue, rut, now))
  .sort((a, b) => size(b) - size(a))[0]!;
const ANSWER = radarResponseSchema.parse({ data: heaviest }).data;

declare global {
  interface Window {
    radarBench: { items: number; render: () => Promise<{ ms: number; rows: number }> };
  }
}

window.radarBench = {
  items: size(ANSWER),
  render: () =>
    renderAfterData({
      queryKey: radarQueryOptions(1).queryKey,
      data: ANSWER,
      page: <RadarPage companyId={1} />,
      url: '/dashboard/radar',
    }),
};
