/** User administration's cache keys. */
export const userAdminKeys = {
  globalUsers: ['global-users'] as const,
};
