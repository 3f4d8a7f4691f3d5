import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';

import { BUYERS, FIRST_NAMES, LAST_NAMES } from './buyers';

/*
 * The receivables' demo portfolio (decision 0023) is seeded in the browser, from product code
 * that never imports the mock: it reads the catalogue's buyers from a copy,
 * src/features/receivables/store/demo-directory.ts. This test writes that copy from this
 * catalogue and fails when the two differ: after a change to the buyers, run
 * `npx vitest run -u src/mocks/areas/catalogue/demo-directory.test.ts`.
 */

const TARGET = '../../../features/receivables/store/demo-directory.ts';

/** 'la Municipalidad de Arica' → 'Municipalidad de Arica'. */
const withoutArticle = (entity: string) => {
  const name = entity.replace(/^(el|la|los|las) /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

async function renderDirectory() {
  const buyers = BUYERS.map((buyer) => ({
    rut: buyer.unitRut,
    kind: buyer.kind,
    organizationName: withoutArticle(buyer.entity),
    businessName: buyer.organismName,
    address: `${buyer.address}, ${buyer.comuna}`,
    emailDomain: buyer.emailDomain,
  }));
  const kinds = [...new Set(BUYERS.map((buyer) => buyer.kind))].sort();
  const source = `/*
 * Written by src/mocks/areas/catalogue/demo-directory.test.ts from the mock catalogue's buyers;
 * do not edit by hand (decision 0023). The public bodies the receivables' demo portfolio bills,
 * and the names of their staff.
 */

export type DemoBuyer = {
  rut: string;
  kind: ${kinds.map((kind) => `'${kind}'`).join(' | ')};
  organizationName: string;
  businessName: string;
  address: string;
  emailDomain: string;
};

export const DEMO_BUYERS: readonly DemoBuyer[] = ${JSON.stringify(buyers)};

export const DEMO_FIRST_NAMES: readonly string[] = ${JSON.stringify(FIRST_NAMES)};

export const DEMO_LAST_NAMES: readonly string[] = ${JSON.stringify(LAST_NAMES)};
`;
  const options = await resolveConfig(new URL(TARGET, import.meta.url).pathname);
  return format(source, { ...options, parser: 'typescript' });
}

it("keeps the receivables' demo directory a copy of the catalogue's buyers", async () => {
  await expect(await renderDirectory()).toMatchFileSnapshot(TARGET);
});
