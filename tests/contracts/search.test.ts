import { afterEach, beforeEach } from 'vitest';

import { chatPacing } from '@/mocks/areas/ai/chat-handlers';

import { runContracts } from './harness';
import { SEARCH_CONTRACTS } from './search.contracts';

/** The contracts of search and follow-up (search.contracts.ts); harness.ts says what is checked. */

// The mock AI answers at once here (no reading pause, no pause between streamed pieces).
const pacing = { ...chatPacing };
beforeEach(() => {
  Object.assign(chatPacing, { pieceDelayMs: 0, initDelayMs: 0 });
});
afterEach(() => {
  Object.assign(chatPacing, pacing);
});

runContracts(SEARCH_CONTRACTS);
