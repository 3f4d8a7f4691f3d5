import { describe, expect, it } from 'vitest';

import { REGIONS } from '@/lib/regions';
import { formatRut, isValidRut } from '@/lib/validation/rut';

import { SEED_COMPANIES } from '../accounts/seed';
import { CATEGORIES } from '../catalogue/categories';
import { DIRECTORY_SIZE, findSupplier, supplierDirectory } from './suppliers';

describe('the supplier directory', () => {
  const suppliers = supplierDirectory();

  it('holds 300 companies with valid formatted RUTs and distinct names', () => {
    expect(suppliers).toHaveLength(DIRECTORY_SIZE);
    expect(suppliers.filter((supplier) => !isValidRut(supplier.rut))).toEqual([]);
    expect(suppliers.filter((supplier) => formatRut(supplier.rut) !== supplier.rut)).toEqual([]);
    expect(new Set(suppliers.map((supplier) => supplier.rut)).size).toBe(suppliers.length);
    expect(new Set(suppliers.map((supplier) => supplier.name)).size).toBe(suppliers.length);
    expect(
      suppliers.filter((supplier) => !/ (SpA|Ltda\.|EIRL|S\.A\.)$/.test(supplier.name)),
    ).toEqual([]);
  });

  it('includes the demo companies under their own RUT and name', () => {
    for (const company of SEED_COMPANIES) {
      expect(findSupplier(formatRut(company.rut))).toMatchObject({
        name: company.businessName,
        companyId: company.id,
      });
    }
  });

  it("places each in one of the portal's regions, most of them small businesses", () => {
    const regions = new Set<string>(REGIONS.map((region) => region.name));
    expect(suppliers.filter((supplier) => !regions.has(supplier.region))).toEqual([]);
    const small = suppliers.filter((supplier) => supplier.emt).length / suppliers.length;
    expect(small).toBeGreaterThan(0.6);
  });

  it('sells in one or two categories, products of those categories only', () => {
    const generated = suppliers.filter((supplier) => supplier.companyId === null);
    for (const supplier of generated) {
      expect(supplier.categories.length).toBeGreaterThanOrEqual(1);
      expect(supplier.categories.length).toBeLessThanOrEqual(2);
      const allowed = new Set(
        CATEGORIES.filter((category) => supplier.categories.includes(category.slug)).flatMap(
          (category) => category.items,
        ),
      );
      expect(supplier.items.length).toBeGreaterThan(0);
      expect(supplier.items.filter((item) => !allowed.has(item))).toEqual([]);
    }
    expect(generated.some((supplier) => (supplier.enteredDaysAgo ?? Infinity) < 90)).toBe(true);
  });
});
