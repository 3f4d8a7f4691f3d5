import { useEffect, useState, useSyncExternalStore } from 'react';

import { createAgentSession } from '../model/agent-session';

/**
 * The supervision assistant for a panel (decision 0017): starts once when opened, streams each
 * answer, and sends the pending message (given at opening, or typed while it starts) once it is
 * ready. The session lives outside React (model/agent-session.ts); the panel reads it.
 */
export function useSupervisionAssistant({
  userId,
  pendingMessage,
  onPendingSent,
}: {
  userId: number;
  pendingMessage?: string | null;
  onPendingSent?: () => void;
}) {
  const [session] = useState(() => createAgentSession({ userId, pendingMessage }));
  const state = useSyncExternalStore(session.subscribe, session.getState);

  useEffect(() => {
    session.setOnPendingSent(onPendingSent);
  }, [session, onPendingSent]);

  useEffect(() => {
    void session.start();
    return session.stop;
  }, [session]);

  return { ...state, send: session.send, restart: session.start };
}
