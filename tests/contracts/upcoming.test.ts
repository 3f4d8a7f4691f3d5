import { UPCOMING_CONTRACTS } from './upcoming.contracts';
import { runContracts } from './harness';

/** The contracts of what comes next (upcoming.contracts.ts): calendar, backtest, follows. */
runContracts(UPCOMING_CONTRACTS);
