import { BIDDING_CONTRACTS } from './bidding.contracts';
import { runContracts } from './harness';

/** The contracts of the bid decision (bidding.contracts.ts); see harness.ts. */
runContracts(BIDDING_CONTRACTS);
