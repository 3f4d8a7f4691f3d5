import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { GlobalUser } from '../api/get-global-users';
import { filterUsers, sortUsers } from './user-list';

const user = (
  id: number,
  name: string,
  email: string,
  company = 'Comercial Andes SpA',
): GlobalUser => ({
  id,
  name,
  email,
  profile: null,
  planId: (id % 3) + 1,
  iaSubsActive: false,
  companies: [{ id, businessName: company, rut: '765432103' }],
});

const planName = (id: number | null) => ['', 'Básico', 'Pro', 'Empresa'][id ?? 0] ?? '';

describe('filterUsers', () => {
  const users = [
    user(1, 'Álvaro Muñoz', 'alvaro@andes.cl'),
    user(2, 'Rocío Pérez', 'rocio@sur.cl', 'Ferretería del Sur Ltda.'),
  ];
  it('finds by name, e-mail or company, accents and case aside, every word', () => {
    expect(filterUsers(users, 'alvaro').map((entry) => entry.id)).toEqual([1]);
    expect(filterUsers(users, 'FERRETERIA sur').map((entry) => entry.id)).toEqual([2]);
    expect(filterUsers(users, 'rocio andes')).toEqual([]);
    expect(filterUsers(users, '  ')).toHaveLength(2);
  });
});

describe('sortUsers', () => {
  const arbitrary = fc.uniqueArray(
    fc
      .record({ id: fc.nat(), name: fc.string(), email: fc.string() })
      .map((entry) => user(entry.id, entry.name, entry.email)),
    { maxLength: 40, selector: (entry) => entry.id },
  );
  it("is a permutation of the users, in the column's order", () => {
    fc.assert(
      fc.property(
        arbitrary,
        fc.constantFrom('name', 'email', 'plan') as fc.Arbitrary<'name' | 'email' | 'plan'>,
        (users, key) => {
          const sorted = sortUsers(users, key, 'asc', planName);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(
            [...users].sort((a, b) => a.id - b.id),
          );
          const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
          const value = (entry: GlobalUser) =>
            key === 'plan' ? planName(entry.planId) : entry[key];
          for (let index = 1; index < sorted.length; index += 1) {
            expect(
              collator.compare(value(sorted[index - 1]!), value(sorted[index]!)),
            ).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});
