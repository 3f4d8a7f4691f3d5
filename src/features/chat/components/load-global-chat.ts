/** The chat's views (and with them its store): what the dashboard loads once the chat is wanted. */
export const loadGlobalChat = () => import('./global-chat');
