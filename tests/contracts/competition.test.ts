import { COMPETITION_CONTRACTS } from './competition.contracts';
import { runContracts } from './harness';

/** The contracts of competition intelligence (competition.contracts.ts); see harness.ts. */
runContracts(COMPETITION_CONTRACTS);
