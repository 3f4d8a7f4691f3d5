import { describe, expect, it } from 'vitest';

import { preferenceVerdicts } from './preferences';

const VALPARAISO = 'Región de Valparaíso';

describe('preferenceVerdicts', () => {
  it('says nothing of a preference the buyer does not give', () => {
    expect(
      preferenceVerdicts(
        { emt: false, local: false },
        { emt: true, region: VALPARAISO },
        VALPARAISO,
      ),
    ).toEqual({ emt: null, local: null });
  });

  it('qualifies an EMT, and a company of the buyer’s region however the portal spells it', () => {
    expect(
      preferenceVerdicts(
        { emt: true, local: true },
        { emt: true, region: VALPARAISO },
        ' REGION DE VALPARAISO ',
      ),
    ).toEqual({ emt: 'cumple', local: 'cumple' });
  });

  it('does not qualify a larger company, nor one of another region', () => {
    expect(
      preferenceVerdicts(
        { emt: true, local: true },
        { emt: false, region: 'Región del Maule' },
        VALPARAISO,
      ),
    ).toEqual({ emt: 'no-cumple', local: 'no-cumple' });
  });

  it('cannot tell while the company has not said', () => {
    expect(
      preferenceVerdicts({ emt: true, local: true }, { emt: null, region: null }, VALPARAISO),
    ).toEqual({ emt: 'sin-perfil', local: 'sin-perfil' });
    expect(preferenceVerdicts({ emt: true, local: false }, undefined, VALPARAISO)).toEqual({
      emt: 'sin-perfil',
      local: null,
    });
  });
});
