/**
 * The passwords a new account's rule refuses (features/auth/lib/password-rules.ts), each as a
 * change to a valid form and the message the server answers: the registration and the
 * invitation endpoints apply the same rule, and their tests check every case.
 */
export const WEAK_PASSWORDS: [problem: string, change: { password: string }, message: string][] = [
  ['a short password', { password: 'Ab1' }, 'La contraseña debe tener al menos 6 caracteres'],
  [
    'a password without a lower-case letter',
    { password: 'MAULE2026' },
    'La contraseña debe tener al menos una letra minúscula',
  ],
  [
    'a password without an upper-case letter',
    { password: 'maule2026' },
    'La contraseña debe tener al menos una letra mayúscula',
  ],
  [
    'a password without a digit',
    { password: 'MauleSur' },
    'La contraseña debe tener al menos un número',
  ],
];
