import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';

import { BUYERS, FIRST_NAMES, LAST_NAMES } from './buyers';

/*
 * The receivables' demo portfolio (decision 0023) is seeded in the browser, from product code
 * that never imports the mock: it reads the catalogue's buyers and staff names from a copy,
 * src/features/receivables/store/demo-directory.json. This test writes that copy from this
 * catalogue and fails when the two differ: after a change to the buyers, run
 * `npx vitest run -u src/mocks/areas/catalogue/demo-directory.test.ts`.
 */

const TARGET = '../../../features/receivables/store/demo-directory.json';

/** 'la Municipalidad de Arica' → 'Municipalidad de Arica'. */
const withoutArticle = (entity: string) => {
  const name = entity.replace(/^(el|la|los|las) /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

async function renderDirectory() {
  const directory = {
    buyers: BUYERS.map((buyer) => ({
      rut: buyer.unitRut,
      kind: buyer.kind,
      organizationName: withoutArticle(buyer.entity),
      businessName: buyer.organismName,
      address: `${buyer.address}, ${buyer.comuna}`,
      emailDomain: buyer.emailDomain,
    })),
    firstNames: FIRST_NAMES,
    lastNames: LAST_NAMES,
  };
  const options = await resolveConfig(new URL(TARGET, import.meta.url).pathname);
  return format(JSON.stringify(directory), { ...options, parser: 'json' });
}

it("keeps the receivables' demo directory a copy of the catalogue's buyers", async () => {
  await expect(await renderDirectory()).toMatchFileSnapshot(TARGET);
});
