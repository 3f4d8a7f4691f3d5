/** How the effectiveness screens write rates and outcomes. */
export const signedPercent = new Intl.NumberFormat('es-CL', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** The badge of each outcome: won green, lost red, pending grey. */
export const OUTCOME_VARIANT = {
  ganada: 'success',
  perdida: 'destructive',
  pendiente: 'secondary',
} as const;
