import { describe, expect, it } from 'vitest';

import { getPlan, PLAN_LIST, planLimitMessage } from './plans';

describe('plans', () => {
  it('sells básico, pro and empresa with their saved-search limits (decision 0008)', () => {
    expect(PLAN_LIST.map(({ id, name, savedSearchLimit }) => [id, name, savedSearchLimit])).toEqual(
      [
        [1, 'Básico', 5],
        [2, 'Pro', 50],
        [3, 'Empresa', 50],
      ],
    );
    expect(PLAN_LIST.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Pro']);
  });

  it('finds a plan by id and nothing for an id it does not sell', () => {
    expect(getPlan(2)?.tier).toBe('pro');
    expect(getPlan(4)).toBeNull();
    expect(getPlan(null)).toBeNull();
  });

  it('tells básico how to get more saved searches, and the others only their limit', () => {
    expect(planLimitMessage(1)).toBe(
      'Tu plan Básico permite hasta 5 búsquedas guardadas. Mejora tu plan para guardar más.',
    );
    expect(planLimitMessage(2)).toBe('Tu plan Pro permite hasta 50 búsquedas guardadas.');
  });
});
