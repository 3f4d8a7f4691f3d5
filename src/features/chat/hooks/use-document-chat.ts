import { useCallback, useEffect, useRef, useState } from 'react';

import { getErrorMessage, isSilentError } from '@/lib/api-client';

import { askQuestion } from '../api/ask-question';
import type { ChatSourceItem, Requirement } from '@/lib/ai-events';

import type { ChatSession } from '../api/chat-schema';
import { initChat } from '../api/init-chat';
import { QUESTION_TEXTS } from '../lib/prompts';

/** Spec search §3: a chat message. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: number;
  sources: ChatSourceItem[];
  /** The latest reply shows its typewriter skeleton once (spec search §4). */
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
} as const;

let sequence = 0;
const nextId = () => `m${Date.now().toString(36)}${(sequence += 1)}`;

/**
 * One document chat (spec search §4): initialise with the chosen documents' URLs, then ask;
 * each answer streams into the last assistant message. A failed question is kept for 'Reintentar';
 * a cancel aborts silently and keeps what had arrived.
 */
export function useDocumentChat({
  companyId,
  initialMessages = [],
  initialSession = null,
}: {
  companyId: number;
  initialMessages?: ChatMessage[];
  initialSession?: ChatSession | null;
}) {
  const [status, setStatus] = useState<ChatStatus>(initialSession ? 'ready' : 'idle');
  const [session, setSession] = useState<ChatSession | null>(initialSession);
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [error, setError] = useState<string | null>(null);
  const [lastFailedQuestion, setLastFailedQuestion] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const initialise = useCallback(
    async (urls: string[]) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setStatus('initialising');
      setError(null);
      try {
        const started = await initChat({ companyId, urls }, controller.signal);
        setSession(started);
        setMessages([]);
        setStatus('ready');
        return started;
      } catch (caught) {
        if (isSilentError(caught)) return null;
        setError(getErrorMessage(caught));
        setStatus('error');
        return null;
      }
    },
    [companyId],
  );

  const updateMessage = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    setMessages((current) =>
      current.map((message) => (message.id === id ? change(message) : message)),
    );

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text) {
        setError(QUESTION_TEXTS.empty);
        return;
      }
      if (!session || isLoading) return;
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const questionId = nextId();
      const answerId = nextId();
      setError(null);
      setLastFailedQuestion(null);
      setIsLoading(true);
      setMessages((current) => [
        ...current,
        {
          id: questionId,
          type: 'user',
          content: text,
          timestamp: Date.now(),
          sources: [],
          hasShownTypewriter: true,
        },
        {
          id: answerId,
          type: 'assistant',
          content: '',
          timestamp: Date.now(),
          sources: [],
          hasShownTypewriter: false,
          streaming: true,
        },
      ]);
      try {
        for await (const piece of askQuestion(
          { token: session.token, question: text },
          controller.signal,
        )) {
          if (piece.kind === 'content') {
            updateMessage(answerId, (message) => ({
              ...message,
              content: message.content + piece.text,
            }));
          } else if (piece.kind === 'sources') {
            updateMessage(answerId, (message) => ({ ...message, sources: piece.sources }));
          } else {
            updateMessage(answerId, (message) => ({ ...message, checklist: piece.requirements }));
          }
        }
        updateMessage(answerId, (message) => ({ ...message, streaming: false }));
      } catch (caught) {
        if (isSilentError(caught) || controller.signal.aborted) {
          // Cancelled: what arrived stays; an empty reply goes.
          setMessages((current) =>
            current.flatMap((message) =>
              message.id !== answerId
                ? [message]
                : message.content
                  ? [{ ...message, streaming: false }]
                  : [],
            ),
          );
          return;
        }
        // The question waits in the failure notice for 'Reintentar'; an answer cut half-way stays.
        setMessages((current) => {
          const answer = current.find((message) => message.id === answerId);
          if (answer?.content) {
            return current.map((message) =>
              message.id === answerId ? { ...message, streaming: false } : message,
            );
          }
          return current.filter((message) => message.id !== answerId && message.id !== questionId);
        });
        setError(getErrorMessage(caught, CHAT_TEXTS.askError));
        setLastFailedQuestion(text);
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setIsLoading(false);
      }
    },
    [session, isLoading],
  );

  const cancel = useCallback(() => abortRef.current?.abort(), []);

  /** Drops the failed question and its error, as 'Cancelar' does. */
  const dismissFailure = useCallback(() => {
    setLastFailedQuestion(null);
    setError(null);
  }, []);

  const markTypewriterShown = useCallback((id: string) => {
    updateMessage(id, (message) => ({ ...message, hasShownTypewriter: true }));
  }, []);

  const canSendMessage = status === 'ready' && !isLoading && !lastFailedQuestion;

  return {
    status,
    session,
    messages,
    error,
    lastFailedQuestion,
    isLoading,
    canSendMessage,
    documentsProcessed: session?.documentsProcessed ?? 0,
    initialise,
    ask,
    cancel,
    dismissFailure,
    markTypewriterShown,
  };
}
