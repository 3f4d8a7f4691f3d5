import type { ComponentType } from 'react';

import { NotificationsNavBadge } from '@/features/notifications/components/notifications-nav-badge';
import { SavedSearchesNav } from '@/features/saved-searches/components/saved-searches-nav';
import { HistoryNav } from '@/features/search-history/components/history-nav';
import { TagsNav } from '@/features/tags/components/tags-nav';

import type { NavBadgeName, NavSectionName } from './nav-items';

/** A feature's sidebar section: it is given the current company. */
export type NavSectionComponent = ComponentType<{ companyId: number }>;

/** A feature's badge: renders its count (a SidebarMenuBadge) or nothing. */
export type NavBadgeComponent = ComponentType<{ companyId: number }>;

export type NavRegistry = {
  sections: Record<NavSectionName, NavSectionComponent>;
  badges: Partial<Record<NavBadgeName, NavBadgeComponent>>;
};

/**
 * Where the shell composes the features' sidebar pieces: a section or badge named in
 * nav-items.ts is drawn by the component given here, so a feature plugs in without a new branch.
 */
export const NAV_REGISTRY: NavRegistry = {
  sections: { 'saved-searches': SavedSearchesNav, tags: TagsNav, history: HistoryNav },
  badges: { notifications: NotificationsNavBadge },
};
