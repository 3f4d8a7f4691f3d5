/**
 * The mock API for a plain Node HTTP server (scripts/mock-api-server.mjs): the same handlers
 * and database as the browser and Vitest, the database in memory.
 */
import { db } from '@/mocks/core/database';
import { handlers } from '@/mocks/handlers';

export async function startMockHandlers() {
  await db.init();
  return handlers;
}
