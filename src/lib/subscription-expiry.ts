import { create } from 'zustand';

/** Set by the request layer on a 403 SUBSCRIPTION_EXPIRED; the dashboard shows its modal. */
export const useSubscriptionExpiry = create<{ expired: boolean; dismiss: () => void }>((set) => ({
  expired: false,
  dismiss: () => set({ expired: false }),
}));

export function markSubscriptionExpired() {
  useSubscriptionExpiry.setState({ expired: true });
}
