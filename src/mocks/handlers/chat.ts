import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import { agentStartResponseSchema } from '@/features/supervision-assistant/api/agent';
import { initChatResponseSchema, questionResponseSchema } from '@/features/chat/api/chat-schema';
import { isChatDocumentUrl, MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import type { MockOpportunity } from '../seed/opportunities';
import {
  answerPieces,
  composeAnswer,
  documentPassages,
  indexPassages,
  type PassageIndex,
} from '../server/document-ai';
import { takeStreamDrop } from '../server/faults';
import { apiUrl, fail, readBody, respond } from '../server/http';
import { companiesOf, requireCompany, requireUser } from '../server/session';
import { db } from '../db/database';
import { findOpportunity } from './opportunities';

/*
 * The document chat and the supervision assistant of the core service (decision 0017). Chats live in this module's memory, by
 * token, as a model server's sessions would: a reload of the page forgets them, and the app
 * starts a new chat (its documents are read again).
 */

export const CHAT_MESSAGES = {
  noneValid: 'No se encontraron documentos válidos para el chat',
  tooMany: `Se permiten hasta ${MAX_CHAT_DOCUMENTS} documentos por chat.`,
  emptyQuestion: 'La pregunta no puede estar vacía',
  notInitialised: 'Chat no inicializado. Inicializa el chat primero.',
} as const;

/** Milliseconds between streamed pieces; tests set 0. */
export const chatPacing = { pieceDelayMs: 25, initDelayMs: 700 };

const chats = new Map<string, { userId: number; index: PassageIndex }>();
/** The supervision assistant's one conversation per user. */
const agents = new Map<number, { userId: number; index: PassageIndex }>();

/** The opportunity and attachment a URL of `attachmentUrl` names, or null. */
function readAttachmentUrl(url: string) {
  if (!isChatDocumentUrl(url)) return null;
  const match = /\/documentos\/([^/]+)\/([^/]+)\/[^/]+$/.exec(new URL(url).pathname);
  if (!match) return null;
  const record = findOpportunity(decodeURIComponent(match[1]!));
  const attachment = record?.attachments.find((entry) => entry.id === match[2]);
  return record && attachment ? { record, attachment } : null;
}

const initBodySchema = z.object({ urls: z.array(z.string()) });
const questionBodySchema = z.object({ pregunta: z.string(), token: z.string() });
const agentStartSchema = z.object({ urls: z.array(z.string()), usuario_id: z.number() });
const agentMessageSchema = z.object({ usuario_id: z.number(), mensaje: z.string() });

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : null);

async function openChat(request: Request) {
  const user = await requireUser(request);
  const { pregunta, token } = await readBody(request, questionBodySchema);
  const chat = chats.get(token);
  if (!chat || chat.userId !== user.id) throw fail(400, CHAT_MESSAGES.notInitialised);
  if (!pregunta.trim()) throw fail(400, CHAT_MESSAGES.emptyQuestion);
  return composeAnswer(chat.index, pregunta);
}

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

export const chatHandlers = [
  /** POST {core}/chat?companyId { urls }: reads 1 to 11 documents into a new chat. */
  http.post(apiUrl('/chat', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const { urls } = await readBody(request, initBodySchema);
    if (urls.length > MAX_CHAT_DOCUMENTS) return fail(400, CHAT_MESSAGES.tooMany);
    const documents = urls.flatMap((url) => readAttachmentUrl(url) ?? []);
    if (documents.length === 0) return fail(400, CHAT_MESSAGES.noneValid);
    await wait(chatPacing.initDelayMs);
    const records = [...new Set(documents.map(({ record }) => record))] as MockOpportunity[];
    const index = indexPassages(
      documents.flatMap(({ record, attachment }) => documentPassages(record, attachment)),
      records,
    );
    const token = crypto.randomUUID();
    chats.set(token, { userId: user.id, index });
    return respond(initChatResponseSchema, {
      data: {
        chatId: `chat-${chats.size}`,
        token,
        documentsProcessed: documents.length,
        totalDocuments: urls.length,
      },
    });
  }),

  /** POST {core}/chat/question { pregunta, token }: the whole answer (spec search §7). */
  http.post(apiUrl('/chat/question', 'core'), async ({ request }) => {
    const answer = await openChat(request);
    return respond(questionResponseSchema, {
      data: { respuestas: answer.markdown, fuentes: answer.fuentes },
    });
  }),

  /** POST {core}/chat/question/stream { pregunta, token }: the answer as server-sent events. */
  http.post(apiUrl('/chat/question/stream', 'core'), async ({ request }) =>
    streamAnswer(await openChat(request), takeStreamDrop(request)),
  ),

  /**
   * POST {core}/chat-agent/iniciar { urls, usuario_id }: the supervision assistant reads the
   * documents given, or, with none, those of every opportunity the user's companies have tagged.
   */
  http.post(apiUrl('/chat-agent/iniciar', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    const { urls, usuario_id } = await readBody(request, agentStartSchema);
    if (usuario_id !== user.id) return fail(403, 'No tiene permisos para realizar esta acción.');
    const documents = urls.length
      ? urls.flatMap((url) => readAttachmentUrl(url) ?? [])
      : taggedDocuments(user.id);
    await wait(chatPacing.initDelayMs);
    const records = [...new Set(documents.map(({ record }) => record))];
    // Over several tenders, each source says which one it is from.
    const passages = documents.flatMap(({ record, attachment }) =>
      documentPassages(record, attachment).map((passage) =>
        records.length > 1
          ? { ...passage, archivo: `${record.code} · ${passage.archivo}` }
          : passage,
      ),
    );
    agents.set(user.id, { userId: user.id, index: indexPassages(passages, records) });
    return respond(agentStartResponseSchema, {
      data: { usuario_id: user.id, documentsProcessed: documents.length },
    });
  }),

  /** POST {core}/chat-agent/conversar { usuario_id, mensaje }: the answer as server-sent events. */
  http.post(apiUrl('/chat-agent/conversar', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    const { usuario_id, mensaje } = await readBody(request, agentMessageSchema);
    const agent = agents.get(user.id);
    if (usuario_id !== user.id || !agent) return fail(400, CHAT_MESSAGES.notInitialised);
    if (!mensaje.trim()) return fail(400, CHAT_MESSAGES.emptyQuestion);
    return streamAnswer(composeAnswer(agent.index, mensaje), takeStreamDrop(request));
  }),
];

/** Streams a composed answer: its pieces with pacing, its sources, its checklist, then [DONE]. */
function streamAnswer(answer: ReturnType<typeof composeAnswer>, dropHalfWay = false) {
  const pieces = answerPieces(answer.markdown);
  const chunks = [
    ...pieces.map((content) => event({ tipo: 'MESSAGE', datos: { content } })),
    event({ tipo: 'SOURCES', datos: { fuentes: answer.fuentes } }),
    ...(answer.requisitos
      ? [event({ tipo: 'CHECKLIST', datos: { requisitos: answer.requisitos } })]
      : []),
    encoder.encode('data: [DONE]\n\n'),
  ];
  const dropAt = dropHalfWay ? Math.floor(pieces.length / 2) : -1;
  let next = 0;
  // One chunk per read, so what was sent before a drop has reached the reader.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await wait(chatPacing.pieceDelayMs);
      if (next === dropAt) {
        controller.error(new TypeError('Failed to fetch'));
        return;
      }
      controller.enqueue(chunks[next]!);
      next += 1;
      if (next === chunks.length) controller.close();
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

/** The documents of every opportunity the user's companies have tagged. */
function taggedDocuments(userId: number) {
  const companyIds = new Set(companiesOf(userId).map(({ company }) => company.id));
  const tagIds = new Set(
    db.state.tags.filter((tag) => companyIds.has(tag.companyId)).map((tag) => tag.id),
  );
  const codes = new Set(
    db.state.opportunityTags
      .filter((link) => tagIds.has(link.tagId))
      .map((link) => link.opportunityCode),
  );
  return [...codes].flatMap((code) => {
    const record = findOpportunity(code);
    return record ? record.attachments.map((attachment) => ({ record, attachment })) : [];
  });
}
