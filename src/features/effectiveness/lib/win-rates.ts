import type { Application } from '@/entities/application/api/application-schema';

export type WinRateRow = { key: string; decided: number; won: number; rate: number | null };

function rates(applications: readonly Application[], keyOf: (entry: Application) => string) {
  const rows = new Map<string, WinRateRow>();
  for (const entry of applications) {
    if (entry.resultado === 'pendiente') continue;
    const key = keyOf(entry);
    const row = rows.get(key) ?? { key, decided: 0, won: 0, rate: null };
    row.decided += 1;
    if (entry.resultado === 'ganada') row.won += 1;
    row.rate = row.won / row.decided;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.decided - a.decided || (b.rate ?? 0) - (a.rate ?? 0) || a.key.localeCompare(b.key, 'es'),
  );
}

/** Win rate (won over decided bids; pending ones do not count) overall and by type, region, buyer. */
export function winRates(applications: readonly Application[]) {
  const decided = applications.filter((entry) => entry.resultado !== 'pendiente');
  const won = decided.filter((entry) => entry.resultado === 'ganada').length;
  return {
    total: { decided: decided.length, won, rate: decided.length ? won / decided.length : null },
    byType: rates(applications, (entry) => entry.procedencia),
    byRegion: rates(applications, (entry) => entry.region),
    byBuyer: rates(applications, (entry) => entry.comprador),
  };
}
