import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The mock API for Vitest (Node): the same handlers and database as the browser. */
export const server = setupServer(...handlers);
