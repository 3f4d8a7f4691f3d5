import { normalizeRegionText } from '@/lib/regions';

/** Whether the company meets one of the agile purchase's preferences, or cannot tell yet. */
export type PreferenceVerdict = 'cumple' | 'no-cumple' | 'sin-perfil';

/**
 * The agile purchase's preferences against the company's profile (decision 0030): for each one
 * the buyer gives (null where it gives none), whether the company qualifies: an EMT for the EMT
 * priority, the buyer's region for the local one; 'sin-perfil' while the company has not said.
 */
export function preferenceVerdicts(
  preferences: { emt: boolean; local: boolean },
  profile: { emt: boolean | null; region: string | null } | null | undefined,
  buyerRegion: string,
): { emt: PreferenceVerdict | null; local: PreferenceVerdict | null } {
  const emt: PreferenceVerdict | null = !preferences.emt
    ? null
    : profile?.emt == null
      ? 'sin-perfil'
      : profile.emt
        ? 'cumple'
        : 'no-cumple';
  const local: PreferenceVerdict | null = !preferences.local
    ? null
    : profile?.region == null
      ? 'sin-perfil'
      : normalizeRegionText(profile.region) === normalizeRegionText(buyerRegion)
        ? 'cumple'
        : 'no-cumple';
  return { emt, local };
}
