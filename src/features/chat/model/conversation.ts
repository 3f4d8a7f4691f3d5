import { aiErrorMessage } from '@/lib/ai-errors';
import { isSilentError } from '@/lib/api-client';
import type { ChatSourceItem, Requirement } from '@/lib/ai-events';

import { askQuestion } from '../api/ask-question';
import type { ChatSession } from '../api/chat-schema';
import { QUESTION_TEXTS } from '../lib/prompts';

/** A chat message. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: number;
  sources: ChatSourceItem[];
  /** The latest reply shows its typewriter skeleton once (decision 0017). */
  hasShownTypewriter: boolean;
  /** Still arriving. */
  streaming?: boolean;
  /** What to do to bid, after a summary (decision 0017). */
  checklist?: Requirement[];
};

export type ChatStatus = 'idle' | 'initialising' | 'ready' | 'error';

export const CHAT_TEXTS = {
  initialising: 'Inicializando chat y procesando documentos...',
  initError: 'Error al inicializar el chat:',
  askError: 'Error al procesar la consulta',
  failedQuestion: 'Pregunta que falló:',
  hintError: 'Resuelve el error para continuar',
  hintInitialising: 'Inicializando chat...',
  unknownError: 'Ocurrió un error inesperado',
} as const;

/** The chat state (canSendMessage is derived, see `canSendMessage`). */
export type ConversationState = {
  status: ChatStatus;
  session: ChatSession | null;
  messages: ChatMessage[];
  error: string | null;
  lastFailedQuestion: string | null;
  isLoading: boolean;
};

export const EMPTY_CONVERSATION: ConversationState = {
  status: 'idle',
  session: null,
  messages: [],
  error: null,
  lastFailedQuestion: null,
  isLoading: false,
};

export const canSendMessage = (state: ConversationState) =>
  state.status === 'ready' && !state.isLoading && !state.lastFailedQuestion;

let sequence = 0;
const nextId = () => `m${Date.now().toString(36)}${(sequence += 1)}`;

type Update = (change: (state: ConversationState) => Partial<ConversationState>) => void;

/**
 * The chat's engine (decision 0017), apart from any screen so an answer keeps arriving while the
 * panel is minimised or closed: start a session, then ask; each answer streams into the last
 * assistant message. A failed question is kept for 'Reintentar'; a cancel aborts silently and
 * keeps what had arrived. `onReply` hears each finished answer.
 */
export function createConversation(
  update: Update,
  read: () => ConversationState,
  onReply: () => void,
) {
  let controller: AbortController | null = null;
  const take = () => {
    controller?.abort();
    const next = new AbortController();
    controller = next;
    return next;
  };
  const patchMessage = (id: string, change: (message: ChatMessage) => Partial<ChatMessage>) =>
    update((state) => ({
      messages: state.messages.map((message) =>
        message.id === id ? { ...message, ...change(message) } : message,
      ),
    }));

  async function start(open: (signal: AbortSignal) => Promise<ChatSession>) {
    const own = take();
    update(() => ({ ...EMPTY_CONVERSATION, status: 'initialising' }));
    try {
      const session = await open(own.signal);
      if (own.signal.aborted) return false;
      update(() => ({ session, messages: [], status: 'ready' }));
      return true;
    } catch (caught) {
      if (isSilentError(caught) || own.signal.aborted) return false;
      update(() => ({ error: aiErrorMessage(caught, CHAT_TEXTS.unknownError), status: 'error' }));
      return false;
    } finally {
      if (controller === own) controller = null;
    }
  }

  async function ask(question: string) {
    const text = question.trim();
    if (!text) {
      update(() => ({ error: QUESTION_TEXTS.empty }));
      return;
    }
    const { session, isLoading } = read();
    if (!session || isLoading) return;
    const own = take();
    const questionId = nextId();
    const answerId = nextId();
    const now = Date.now();
    update((state) => ({
      error: null,
      lastFailedQuestion: null,
      isLoading: true,
      messages: [
        ...state.messages,
        {
          id: questionId,
          type: 'user',
          content: text,
          timestamp: now,
          sources: [],
          hasShownTypewriter: true,
        },
        {
          id: answerId,
          type: 'assistant',
          content: '',
          timestamp: now,
          sources: [],
          hasShownTypewriter: false,
          streaming: true,
        },
      ],
    }));
    try {
      for await (const piece of askQuestion({ token: session.token, question: text }, own.signal)) {
        if (piece.kind === 'content') {
          patchMessage(answerId, (message) => ({ content: message.content + piece.text }));
        } else if (piece.kind === 'sources') {
          patchMessage(answerId, () => ({ sources: piece.sources }));
        } else {
          patchMessage(answerId, () => ({ checklist: piece.requirements }));
        }
      }
      patchMessage(answerId, () => ({ streaming: false }));
      update(() => ({ isLoading: false }));
      onReply();
    } catch (caught) {
      if (isSilentError(caught) || own.signal.aborted) {
        // Cancelled: what arrived stays; an empty reply goes.
        update((state) => ({
          isLoading: false,
          messages: state.messages.flatMap((message) =>
            message.id !== answerId
              ? [message]
              : message.content
                ? [{ ...message, streaming: false }]
                : [],
          ),
        }));
        return;
      }
      // The question waits in the failure notice for 'Reintentar'; an answer cut half-way stays.
      update((state) => {
        const answer = state.messages.find((message) => message.id === answerId);
        return {
          isLoading: false,
          error: aiErrorMessage(caught, CHAT_TEXTS.askError),
          lastFailedQuestion: text,
          messages: answer?.content
            ? state.messages.map((message) =>
                message.id === answerId ? { ...message, streaming: false } : message,
              )
            : state.messages.filter(
                (message) => message.id !== answerId && message.id !== questionId,
              ),
        };
      });
    } finally {
      if (controller === own) controller = null;
    }
  }

  return {
    start,
    ask,
    /** Stops what is under way (an answer or a start), silently. */
    cancel: () => controller?.abort(),
    /** Drops the failed question and its error, as 'Cancelar' does. */
    dismissFailure: () => update(() => ({ lastFailedQuestion: null, error: null })),
    markTypewriterShown: (id: string) => patchMessage(id, () => ({ hasShownTypewriter: true })),
  };
}
