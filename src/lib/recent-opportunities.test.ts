import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  RECENT_OPPORTUNITIES_MAX,
  recentOpportunities,
  recentOpportunitiesKey,
  rememberOpportunity,
} from './recent-opportunities';
import { clearBeforeGoogleSignIn, clearOnLogout, storeSession } from './session';

beforeEach(() => localStorage.clear());

describe('recent opportunities', () => {
  it('keeps the newest first, once each, at most eight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J')),
        (codes) => {
          localStorage.clear();
          for (const codigo of codes) rememberOpportunity({ codigo, nombre: `Nombre ${codigo}` });
          const recent = recentOpportunities().map((entry) => entry.codigo);
          const expected = [...new Set([...codes].reverse())].slice(0, RECENT_OPPORTUNITIES_MAX);
          expect(recent).toEqual(expected);
        },
      ),
    );
  });

  it('ignores a corrupt or foreign entry', () => {
    localStorage.setItem(recentOpportunitiesKey(), '{no');
    expect(recentOpportunities()).toEqual([]);
    localStorage.setItem(
      recentOpportunitiesKey(),
      JSON.stringify([{ codigo: 1 }, { codigo: 'X', nombre: 'Y' }]),
    );
    expect(recentOpportunities()).toEqual([{ codigo: 'X', nombre: 'Y' }]);
  });

  it('goes with logout', () => {
    rememberOpportunity({ codigo: '6164-39-LP26', nombre: 'Aseo hospitalario' });
    clearOnLogout();
    expect(recentOpportunities()).toEqual([]);
  });

  it("is the signed-in person's: another session, even after a Google sign-in, sees none", () => {
    storeSession('token-de-carolina');
    rememberOpportunity({ codigo: '6164-39-LP26', nombre: 'Aseo hospitalario' });
    expect(recentOpportunities()).toHaveLength(1);
    // A Google sign-in clears only its own keys (decision 0024), none of the app's prefix.
    clearBeforeGoogleSignIn();
    storeSession('token-de-daniela');
    expect(recentOpportunities()).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-de-carolina');
  });
});
