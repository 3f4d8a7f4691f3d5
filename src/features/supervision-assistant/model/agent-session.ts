import { aiErrorMessage } from '@/lib/ai-errors';
import type { ChatSourceItem } from '@/lib/ai-events';
import { isSilentError } from '@/lib/api-client';

import { converse, startAgent } from '../api/start-agent';

export type AgentMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  streaming?: boolean;
  failed?: boolean;
  /** The documents and passages the answer came from. */
  sources?: ChatSourceItem[];
};

/** The assistant's status line. */
export type AgentStatus = 'Iniciando...' | 'En línea' | 'Desconectado';

export type AgentState = {
  status: AgentStatus;
  messages: AgentMessage[];
  error: string | null;
  /** An answer is arriving. */
  busy: boolean;
  /** The pending automatic message: waits for the assistant to be ready, shown meanwhile. */
  pending: string | null;
};

export const AGENT_TEXTS = {
  welcome:
    'Hola, soy tu asistente de supervisión. Pregúntame por las oportunidades que sigues: qué cierra esta semana, garantías, visitas a terreno, requisitos, productos, multas o plazos de pago.',
  failed: 'No se pudo conectar con el asistente.',
  askFailed: 'Error al procesar la consulta',
} as const;

let sequence = 0;
const nextId = () => `a${(sequence += 1)}`;

/**
 * One opening of the supervision assistant (decision 0017), apart from the screen so React only
 * reads it: `start()` (`chat-agent iniciar`), then each question streams its answer
 * (`chat-agent conversar`) with its sources. A question that cannot go yet, because the assistant
 * is still starting or could not start, is the pending automatic message (spec §4): given at
 * opening or typed meanwhile, it shows at once and goes once the assistant is ready; then
 * `onPendingSent` hears it. `start()` again is 'Reiniciar' (a pending question is kept).
 */
export function createAgentSession({
  userId,
  pendingMessage = null,
}: {
  userId: number;
  pendingMessage?: string | null;
}) {
  let state: AgentState = {
    status: 'Iniciando...',
    messages: [],
    error: null,
    busy: false,
    pending: pendingMessage?.trim() || null,
  };
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  let onPendingSent: (() => void) | undefined;

  const set = (change: (current: AgentState) => Partial<AgentState>) => {
    state = { ...state, ...change(state) };
    for (const listener of listeners) listener();
  };
  const take = () => {
    controller?.abort();
    controller = new AbortController();
    return controller;
  };

  async function stream(message: string) {
    const own = take();
    const answerId = nextId();
    const update = (change: (entry: AgentMessage) => Partial<AgentMessage>) =>
      set((current) => ({
        messages: current.messages.map((entry) =>
          entry.id === answerId ? { ...entry, ...change(entry) } : entry,
        ),
      }));
    set((current) => ({
      busy: true,
      error: null,
      messages: [
        ...current.messages,
        { id: nextId(), role: 'user', content: message },
        { id: answerId, role: 'assistant', content: '', streaming: true },
      ],
    }));
    try {
      for await (const piece of converse({ userId, message }, own.signal)) {
        if (piece.kind === 'content') update((entry) => ({ content: entry.content + piece.text }));
        else if (piece.kind === 'sources') update(() => ({ sources: piece.sources }));
      }
      update(() => ({ streaming: false }));
    } catch (caught) {
      if (isSilentError(caught) || own.signal.aborted) {
        update(() => ({ streaming: false }));
        return;
      }
      const reason = aiErrorMessage(caught, AGENT_TEXTS.askFailed);
      update((entry) => ({
        streaming: false,
        failed: true,
        content: entry.content ? `${entry.content}\n\n${reason}` : reason,
      }));
    } finally {
      set(() => ({ busy: false }));
    }
  }

  async function start() {
    const own = take();
    set(() => ({ status: 'Iniciando...', error: null, messages: [], busy: false }));
    try {
      await startAgent({ userId }, own.signal);
    } catch (caught) {
      if (isSilentError(caught) || own.signal.aborted) return;
      set(() => ({ status: 'Desconectado', error: aiErrorMessage(caught, AGENT_TEXTS.failed) }));
      return;
    }
    if (own.signal.aborted) return;
    set(() => ({
      status: 'En línea',
      messages: [{ id: nextId(), role: 'assistant', content: AGENT_TEXTS.welcome }],
    }));
    const waiting = state.pending;
    if (!waiting) return;
    set(() => ({ pending: null }));
    onPendingSent?.();
    await stream(waiting);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    /** Stops what is under way (a start or an answer), silently. */
    stop: () => controller?.abort(),
    /**
     * Takes the person's question: sent now when the assistant is ready, kept as the pending
     * message while it starts or could not start. False when it cannot take it (nothing to send,
     * an answer still arriving, another question already waiting): the box keeps the text.
     */
    send(text: string) {
      const message = text.trim();
      if (!message || state.busy) return false;
      if (state.status !== 'En línea') {
        if (state.pending) return false;
        set(() => ({ pending: message }));
        return true;
      }
      void stream(message);
      return true;
    },
    setOnPendingSent(listener: (() => void) | undefined) {
      onPendingSent = listener;
    },
  };
}
