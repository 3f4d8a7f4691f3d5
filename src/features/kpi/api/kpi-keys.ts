/** The KPI page's cache keys. */
export const kpiKeys = {
  funnel: (companyId: number, from: string, to: string) =>
    ['kpi', 'funnel', companyId, from, to] as const,
};
