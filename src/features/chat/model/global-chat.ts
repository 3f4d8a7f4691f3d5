import { z } from 'zod';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import {
  opportunityRefSchema,
  type OpportunityRef,
} from '@/entities/opportunity/api/opportunity-schema';
import { chatSourceSchema, requirementSchema } from '@/lib/ai-events';
import { onPageLeave } from '@/lib/page-leave';
import { isAuthenticated } from '@/lib/session';

import type { ChatSession } from '../api/chat-schema';
import { initChat, initGeneralChat } from '../api/init-chat';
import {
  chatDocuments,
  needsSelection,
  type ChatAttachment,
  type ChatDocument,
} from '../lib/document-selection';
import {
  canSendMessage,
  createConversation,
  EMPTY_CONVERSATION,
  type ChatMessage,
  type ConversationState,
} from './conversation';
import { chatStorageKey, rememberChatVisible, requestChat } from './global-chat-presence';

/**
 * The one chat of the dashboard (decision 0017): the modal 'Asistente IA - Licitaciones' and the
 * panel 'Asistente de Documentos - Licitación' are two views of it, so a conversation minimised
 * from the modal goes on in the panel, and an answer keeps arriving while neither shows. It is kept
 * per company in session storage.
 */

/** Where the chat shows: the modal, the panel, the round button, or nowhere. */
export type ChatSurface = 'closed' | 'modal' | 'panel' | 'minimised';

export type ChatOpportunity = OpportunityRef;

/** The global chat state (isOpen and isMinimized are `surface`). */
export type GlobalChatContext = {
  companyId: number | null;
  surface: ChatSurface;
  isMaximized: boolean;
  isGlobalChat: boolean;
  hasUnreadMessages: boolean;
  lastMessagePreview: string | null;
  /** The opportunity's documents the chat may read; none in a global chat. */
  attachments: ChatDocument[];
  /** The documents it read (chosen when there are more than 11); null until chosen. */
  chosen: ChatDocument[] | null;
  opportunity: ChatOpportunity | null;
  pendingAutoMessage: string | null;
  shouldPreserveContent: boolean;
};

export const GLOBAL_CHAT_TEXTS = {
  preview: 'Nueva respuesta del asistente',
} as const;

const EMPTY_CONTEXT: GlobalChatContext = {
  companyId: null,
  surface: 'closed',
  isMaximized: false,
  isGlobalChat: false,
  hasUnreadMessages: false,
  lastMessagePreview: null,
  attachments: [],
  chosen: null,
  opportunity: null,
  pendingAutoMessage: null,
  shouldPreserveContent: false,
};

export type GlobalChatState = GlobalChatContext & ConversationState;

/* ------------------------------------------------------------ session storage ---- */

/** A document as the chat keeps it: it passed `chatDocuments` before it was stored. */
const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
});

const storedSchema = z.object({
  version: z.literal(1),
  context: z.object({
    surface: z.enum(['closed', 'modal', 'panel', 'minimised']),
    isMaximized: z.boolean(),
    isGlobalChat: z.boolean(),
    hasUnreadMessages: z.boolean(),
    lastMessagePreview: z.string().nullable(),
    attachments: z.array(documentSchema),
    chosen: z.array(documentSchema).nullable(),
    opportunity: opportunityRefSchema.nullable(),
    pendingAutoMessage: z.string().nullable(),
    shouldPreserveContent: z.boolean(),
  }),
  status: z.enum(['idle', 'initialising', 'ready', 'error']),
  session: z
    .object({
      chatId: z.string(),
      token: z.string(),
      documentsProcessed: z.number(),
      totalDocuments: z.number(),
    })
    .nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['user', 'assistant']),
      content: z.string(),
      timestamp: z.number(),
      sources: z.array(chatSourceSchema),
      hasShownTypewriter: z.boolean(),
      checklist: z.array(requirementSchema).optional(),
    }),
  ),
});

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function readStored(companyId: number): GlobalChatState | null {
  try {
    const text = storage()?.getItem(chatStorageKey(companyId));
    if (!text) return null;
    const stored = storedSchema.parse(JSON.parse(text));
    // A modal is not reopened by a reload: it comes back as the panel.
    const surface = stored.context.surface === 'modal' ? 'panel' : stored.context.surface;
    return {
      ...EMPTY_CONVERSATION,
      ...stored.context,
      surface,
      companyId,
      status: stored.status,
      session: stored.session,
      messages: stored.messages,
    };
  } catch {
    return null;
  }
}

function writeStored(state: GlobalChatState) {
  // After logout (the session is gone, the page reloads 100 ms later) the user's conversation
  // must not be written back: the unload would otherwise store it again (the spec's logout
  // removes the chat's data).
  if (state.companyId === null || !isAuthenticated()) return;
  rememberChatVisible(state.companyId, state.surface !== 'closed');
  try {
    const stored: z.input<typeof storedSchema> = {
      version: 1,
      context: {
        surface: state.surface,
        isMaximized: state.isMaximized,
        isGlobalChat: state.isGlobalChat,
        hasUnreadMessages: state.hasUnreadMessages,
        lastMessagePreview: state.lastMessagePreview,
        attachments: state.attachments,
        chosen: state.chosen,
        opportunity: state.opportunity,
        pendingAutoMessage: state.pendingAutoMessage,
        shouldPreserveContent: state.shouldPreserveContent,
      },
      status: state.status,
      session: state.session,
      // An answer cut by a reload keeps what had arrived.
      messages: state.messages.map(({ streaming: _streaming, ...message }) => message),
    };
    storage()?.setItem(chatStorageKey(state.companyId), JSON.stringify(stored));
  } catch {
    // Full or blocked: the chat goes on in memory; a reload starts it again.
  }
}

/* ---------------------------------------------------------------- the store ---- */

export const globalChat = createStore<GlobalChatState>(() => ({
  ...EMPTY_CONTEXT,
  ...EMPTY_CONVERSATION,
}));

const conversation = createConversation(
  (change) => globalChat.setState((state) => change(state)),
  () => globalChat.getState(),
  () => {
    // An answer that arrives while nobody looks marks the chat unread (decision 0017).
    const { surface } = globalChat.getState();
    if (surface === 'minimised' || surface === 'closed') {
      globalChat.setState({
        hasUnreadMessages: true,
        lastMessagePreview: GLOBAL_CHAT_TEXTS.preview,
      });
    }
  },
);

// Each change is stored a moment later (an answer streams in many small changes).
let writeTimer: ReturnType<typeof setTimeout> | undefined;
globalChat.subscribe(() => {
  clearTimeout(writeTimer);
  writeTimer = setTimeout(() => writeStored(globalChat.getState()), 250);
});
onPageLeave(() => {
  clearTimeout(writeTimer);
  writeStored(globalChat.getState());
});

/** After a chat has started, the automatic message waiting for it is asked once, then cleared. */
async function startAndSendPending(open: (signal: AbortSignal) => Promise<ChatSession>) {
  const started = await conversation.start(open);
  const pending = globalChat.getState().pendingAutoMessage;
  if (!started || !pending) return;
  globalChat.setState({ pendingAutoMessage: null });
  await conversation.ask(pending);
}

function startWith(companyId: number, documents: ChatDocument[]) {
  globalChat.setState({ chosen: documents });
  return startAndSendPending((signal) => initChat({ companyId, documents }, signal));
}

function startGeneral(companyId: number) {
  return startAndSendPending((signal) => initGeneralChat({ companyId }, signal));
}

const sameDocuments = (a: readonly ChatAttachment[], b: readonly ChatAttachment[]) =>
  a.length === b.length && a.every((document, index) => document.url === b[index]?.url);

/** Brings the stored chat of `companyId` (a reload, or another company chosen). */
export function loadCompanyChat(companyId: number) {
  const state = globalChat.getState();
  if (state.companyId === companyId) return;
  conversation.cancel();
  clearTimeout(writeTimer);
  if (state.companyId !== null) writeStored(state);
  const stored = readStored(companyId);
  globalChat.setState(stored ?? { ...EMPTY_CONTEXT, ...EMPTY_CONVERSATION, companyId }, true);
  // A start that a reload interrupted starts again.
  if (stored?.status === 'initialising') {
    if (stored.isGlobalChat) void startGeneral(companyId);
    else if (stored.chosen) void startWith(companyId, stored.chosen);
  }
}

/**
 * 'Preguntar a la IA' (decision 0017): the same company and documents keep the conversation
 * after it was closed; anything else starts a new one. With more than 11 documents the person
 * chooses first; otherwise the chat starts at once with all of them.
 */
export function openDocumentChat({
  companyId,
  opportunity,
  attachments,
}: {
  companyId: number;
  opportunity: ChatOpportunity;
  attachments: readonly ChatAttachment[];
}) {
  requestChat();
  loadCompanyChat(companyId);
  const documents = chatDocuments(attachments);
  const state = globalChat.getState();
  const keep =
    state.shouldPreserveContent &&
    !state.isGlobalChat &&
    sameDocuments(state.attachments, documents) &&
    state.status !== 'idle';
  if (keep) {
    globalChat.setState({
      surface: 'modal',
      opportunity,
      hasUnreadMessages: false,
      lastMessagePreview: null,
    });
    return;
  }
  conversation.cancel();
  globalChat.setState({
    ...EMPTY_CONTEXT,
    ...EMPTY_CONVERSATION,
    companyId,
    surface: 'modal',
    opportunity,
    attachments: documents,
  });
  if (documents.length > 0 && !needsSelection(documents)) void startWith(companyId, documents);
}

/**
 * Opening with a message starts a global chat, with no attachments of its own, and the message
 * waiting to be asked as soon as the chat has started (decision 0017).
 */
export function openChatWithMessage({
  companyId,
  message,
}: {
  companyId: number;
  message: string;
}) {
  requestChat();
  loadCompanyChat(companyId);
  conversation.cancel();
  globalChat.setState({
    ...EMPTY_CONTEXT,
    ...EMPTY_CONVERSATION,
    companyId,
    surface: 'panel',
    isGlobalChat: true,
    pendingAutoMessage: message,
  });
  void startGeneral(companyId);
}

export const chatActions = {
  /** The selector's 'Iniciar chat': reads the documents chosen (of the chat open on screen). */
  choose: (documents: ChatDocument[]) => {
    const { companyId } = globalChat.getState();
    if (companyId !== null) void startWith(companyId, documents);
  },
  /** 'Reintentar' after the chat could not start. */
  retryStart: () => {
    const { companyId, isGlobalChat, chosen } = globalChat.getState();
    if (companyId === null) return;
    if (isGlobalChat) void startGeneral(companyId);
    else if (chosen) void startWith(companyId, chosen);
  },
  /**
   * Asks now, or, while the chat is still starting, keeps the question as the pending message
   * (shown at once, asked as soon as the chat has started, decision 0017); one at a time.
   */
  ask: (question: string) => {
    const state = globalChat.getState();
    if (state.status !== 'initialising') {
      void conversation.ask(question);
      return;
    }
    const text = question.trim();
    if (text && !state.pendingAutoMessage) globalChat.setState({ pendingAutoMessage: text });
  },
  cancel: conversation.cancel,
  dismissFailure: conversation.dismissFailure,
  markTypewriterShown: conversation.markTypewriterShown,
  minimise: () => globalChat.setState({ surface: 'minimised', shouldPreserveContent: true }),
  /** 'Ver conversación' or the round button: the panel again, read. */
  restore: () =>
    globalChat.setState({ surface: 'panel', hasUnreadMessages: false, lastMessagePreview: null }),
  toggleMaximise: () => globalChat.setState((state) => ({ isMaximized: !state.isMaximized })),
  /** Closing keeps the conversation for the next time the same documents are opened. */
  close: () => globalChat.setState({ surface: 'closed', shouldPreserveContent: true }),
};

/**
 * Whether the box can take a question: the chat can send, or it is starting and holds no other
 * question yet (that one waits and is asked once it has started).
 */
export const canAsk = (state: GlobalChatState) =>
  canSendMessage(state) || (state.status === 'initialising' && !state.pendingAutoMessage);

/** A part of the chat, for a view (the whole state re-renders on each streamed piece). */
export function useGlobalChat<T>(select: (state: GlobalChatState) => T): T {
  return useStore(globalChat, select);
}

/** Tests start each case with no chat. */
export function resetGlobalChat() {
  conversation.cancel();
  clearTimeout(writeTimer);
  globalChat.setState({ ...EMPTY_CONTEXT, ...EMPTY_CONVERSATION }, true);
}

export type { ChatMessage };
