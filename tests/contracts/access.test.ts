import { ACCESS_CONTRACTS } from './access.contracts';
import { runContracts } from './harness';

/** The contracts of accounts and access (access.contracts.ts); harness.ts says what is checked. */
runContracts(ACCESS_CONTRACTS);
