/**
 * The root of the followed opportunities' cache (the calendar's dates): an opportunity is followed
 * when tagged or given a task, so the task and tag features refresh it (decision 0027).
 */
export const followedOpportunityKeys = {
  all: ['followed-opportunities'] as const,
  list: (companyId: number) => [...followedOpportunityKeys.all, companyId] as const,
};
