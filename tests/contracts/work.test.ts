import { runContracts } from './harness';
import { WORK_CONTRACTS } from './work.contracts';

/** The contracts of work management and receivables (work.contracts.ts); see harness.ts. */
runContracts(WORK_CONTRACTS);
