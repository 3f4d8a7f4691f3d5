/**
 * The mock API for a plain Node HTTP server (scripts/mock-api-server.mjs): the same handlers
 * and database as the browser and Vitest, the database in memory.
 */
import { chatPacing } from '@/mocks/areas/ai/chat-handlers';
import { competitionPacing } from '@/mocks/areas/competition/competition-handlers';
import { advanceTender, type TenderChange } from '@/mocks/areas/notifications/notification-rules';
import { publishFollowedCall } from '@/mocks/areas/notifications/upcoming-alerts';
import { db } from '@/mocks/core/database';
import { faults } from '@/mocks/core/faults';
import { INSTANT_PACING, REAL_PACING } from '@/mocks/core/pacing';
import { handlers } from '@/mocks/handlers';

export type ServerPacing = 'real' | 'instant';

export async function startMockHandlers({ pacing = 'real' }: { pacing?: ServerPacing } = {}) {
  await db.init();
  faults.init();
  Object.assign(chatPacing, pacing === 'instant' ? INSTANT_PACING : REAL_PACING);
  Object.assign(competitionPacing, pacing === 'instant' ? INSTANT_PACING : REAL_PACING);
  return {
    handlers,
    /** What the server's control routes (/__mock/…) read and reset. */
    control: {
      emails: () => db.state.emails,
      /** The portal changes an opportunity: who follows it with alerts is notified (and mailed). */
      changeOpportunity: (code: string, change: TenderChange) => advanceTender(code, change),
      /** What people follow in 'Lo que viene' (issue 41), with their ids. */
      follows: () => db.state.upcomingFollows,
      /**
       * The buyer of a followed item publishes the tender it expected: its followers are notified
       * and mailed. Throws PublishCallError (its message in Spanish) when it cannot.
       */
      publishFollowed: (followId: number) => {
        const { record, people } = publishFollowedCall(followId);
        return { codigo: record.code, notificados: people };
      },
      async reset() {
        await db.reset();
        faults.clear();
      },
    },
  };
}
