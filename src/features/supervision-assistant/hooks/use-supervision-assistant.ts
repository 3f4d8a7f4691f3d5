import { useCallback, useEffect, useRef, useState } from 'react';

import { getErrorMessage, isSilentError } from '@/lib/api-client';

import { converse, startAgent } from '../api/agent';

export type AgentMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  streaming?: boolean;
  failed?: boolean;
};

/** The assistant's status line. */
export type AgentStatus = 'Iniciando...' | 'En línea' | 'Desconectado';

export const AGENT_TEXTS = {
  welcome:
    'Hola, soy tu asistente de supervisión. Pregúntame por las licitaciones que sigue tu empresa: fechas, garantías, requisitos o productos.',
  failed: 'No se pudo conectar con el asistente.',
} as const;

let sequence = 0;
const nextId = () => `a${(sequence += 1)}`;

/**
 * The supervision assistant (decision 0017): starts once when opened (`chat-agent iniciar`), then
 * each message streams its answer (`chat-agent conversar`). A message given at opening waits until
 * the assistant is ready and is sent then, once. 'Reiniciar' starts over.
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
  const [status, setStatus] = useState<AgentStatus>('Iniciando...');
  const [messages, setMessages] = useState<AgentMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus('Iniciando...');
    setError(null);
    setMessages([]);
    try {
      await startAgent({ userId }, controller.signal);
      setMessages([{ id: nextId(), role: 'assistant', content: AGENT_TEXTS.welcome }]);
      setStatus('En línea');
    } catch (caught) {
      if (isSilentError(caught)) return;
      setError(getErrorMessage(caught, AGENT_TEXTS.failed));
      setStatus('Desconectado');
    }
  }, [userId]);

  useEffect(() => {
    void start();
    return () => abortRef.current?.abort();
  }, [start]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || status !== 'En línea' || busy) return;
      const controller = new AbortController();
      abortRef.current = controller;
      const answerId = nextId();
      setBusy(true);
      setError(null);
      setMessages((current) => [
        ...current,
        { id: nextId(), role: 'user', content: message },
        { id: answerId, role: 'assistant', content: '', streaming: true },
      ]);
      const update = (change: (entry: AgentMessage) => AgentMessage) =>
        setMessages((current) =>
          current.map((entry) => (entry.id === answerId ? change(entry) : entry)),
        );
      try {
        for await (const piece of converse({ userId, message }, controller.signal)) {
          if (piece.kind === 'content') {
            update((entry) => ({ ...entry, content: entry.content + piece.text }));
          }
        }
        update((entry) => ({ ...entry, streaming: false }));
      } catch (caught) {
        if (isSilentError(caught)) {
          update((entry) => ({ ...entry, streaming: false }));
          return;
        }
        update((entry) => ({
          ...entry,
          streaming: false,
          failed: true,
          content: entry.content || getErrorMessage(caught),
        }));
      } finally {
        setBusy(false);
      }
    },
    [busy, status, userId],
  );

  // A message given at opening goes once the assistant is ready.
  const pendingSent = useRef(false);
  useEffect(() => {
    if (!pendingMessage || pendingSent.current || status !== 'En línea') return;
    pendingSent.current = true;
    void send(pendingMessage);
    onPendingSent?.();
  }, [pendingMessage, status, send, onPendingSent]);

  return { status, messages, error, busy, send, restart: start };
}
