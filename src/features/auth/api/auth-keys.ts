/** The access screens' cache keys. */
export const authKeys = {
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};
