import { lazyComponent } from '@/lib/lazy-component';

/**
 * The chat's views (and with them its store): what the dashboard loads once the chat is wanted,
 * or ahead of a press that opens it. Drawn at once when already in (lib/lazy-component.tsx).
 */
export const GlobalChat = lazyComponent(
  () => import('./global-chat'),
  (module) => module.GlobalChat,
);

export const loadGlobalChat = GlobalChat.load;
