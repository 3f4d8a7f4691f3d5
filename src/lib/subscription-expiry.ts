import { create } from 'zustand';

import { API_MESSAGES } from './api-messages';

/** Set by the subscription handler on a 403 SUBSCRIPTION_EXPIRED; the root layout shows its modal. */
export const useSubscriptionExpiry = create<{ expired: boolean; dismiss: () => void }>((set) => ({
  expired: false,
  dismiss: () => set({ expired: false }),
}));

/** Opens the plans modal (the handler does; the page behind it offers it again). */
export function markSubscriptionExpired() {
  useSubscriptionExpiry.setState({ expired: true });
}

/**
 * The global subscription handler (decision 0003): the request path offers it every 403; it takes
 * the one whose message is SUBSCRIPTION_EXPIRED (spec), opens the plans modal and says so. Any
 * other 403 is a missing permission, left to the call.
 */
export function handleForbidden(message: string) {
  if (message !== API_MESSAGES.subscriptionExpired) return false;
  markSubscriptionExpired();
  return true;
}
