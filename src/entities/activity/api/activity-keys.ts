/**
 * The root of the activity feed's cache. A task, a bid or anything else that writes to the feed
 * refreshes it, from whichever feature made the change (decision 0027).
 */
export const activityKeys = {
  all: ['activities'] as const,
};
