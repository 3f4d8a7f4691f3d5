import { OFFER_CONTRACTS } from './offer.contracts';
import { runContracts } from './harness';

/** The contracts of the offer (offer.contracts.ts): the vault, requirements and anexos. */
runContracts(OFFER_CONTRACTS);
