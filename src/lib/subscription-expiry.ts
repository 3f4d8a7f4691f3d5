import { create } from 'zustand';

/**
 * The message of the 403 the handler takes (API_MESSAGES.subscriptionExpired): written here, not
 * imported, so this module, which the first screen loads, depends on nothing (an import of the
 * request path here made the bundler split the session and env modules out of the entry).
 */
export const SUBSCRIPTION_EXPIRED = 'SUBSCRIPTION_EXPIRED';

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
  if (message !== SUBSCRIPTION_EXPIRED) return false;
  markSubscriptionExpired();
  return true;
}
