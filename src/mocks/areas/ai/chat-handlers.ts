import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import { agentStartResponseSchema } from '@/features/supervision-assistant/api/start-agent';
import { initChatResponseSchema, questionResponseSchema } from '@/features/chat/api/chat-schema';
import { isChatDocumentUrl, MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import { answerPieces, composeAnswer } from './compose-answer';
import { indexReading, type PassageIndex, type ReadDocument, type Reading } from './passage-index';
import { takeStreamDrop } from '../../core/faults';
import { REAL_PACING, type MockPacing } from '../../core/pacing';
import { apiUrl, fail, readBody, respond } from '../../core/http';
import { companiesOf, requireCompany, requireUser } from '../../core/session';
import { db } from '../../core/database';
import { recordActivity } from '../activity/activity-feed';
import { findOpportunity } from '../competition/opportunity-lookup';

/*
 * The document chat and the supervision assistant of the core service (decision 0017). A session
 * is kept in the mock database as a server keeps it (what it read, by token), so it outlives a
 * reload; its passage index is rebuilt from that on the first question and kept in memory.
 */

export const CHAT_MESSAGES = {
  noneValid: 'No se encontraron documentos válidos para el chat',
  tooMany: `Se permiten hasta ${MAX_CHAT_DOCUMENTS} documentos por chat.`,
  emptyQuestion: 'La pregunta no puede estar vacía',
  notInitialised: 'Chat no inicializado. Inicializa el chat primero.',
  nothingTagged:
    'Tu empresa aún no etiqueta oportunidades. Etiqueta las que sigues para consultarlas en el chat global.',
} as const;

/** The pause before answering and between streamed pieces (core/pacing.ts); tests set 0. */
export const chatPacing: MockPacing = { ...REAL_PACING };

/** Passage indexes by session (the chat's token, or `agent:<userId>`), built when first asked. */
const indexes = new Map<string, PassageIndex>();

/** A chat over the documents given. */
function readingOf(documents: ReadDocument[]): Reading {
  return {
    scope: 'tender',
    records: [...new Set(documents.map(({ record }) => record))],
    documents,
  };
}

function indexOf(key: string, reading: () => Reading) {
  let index = indexes.get(key);
  if (!index) {
    index = indexReading(reading());
    indexes.set(key, index);
  }
  return index;
}

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
  const chat = db.state.chats.find((entry) => entry.token === token);
  if (!chat || chat.userId !== user.id) throw fail(400, CHAT_MESSAGES.notInitialised);
  if (!pregunta.trim()) throw fail(400, CHAT_MESSAGES.emptyQuestion);
  const asked = chat.urls?.flatMap((url) => readAttachmentUrl(url) ?? [])[0]?.record;
  db.write((state) =>
    recordActivity(state, {
      companyId: chat.companyId,
      userId: user.id,
      kind: 'consulta_documentos',
      detail: pregunta.trim(),
      opportunity: asked ? { code: asked.code, name: asked.name } : null,
    }),
  );
  const index = indexOf(token, () =>
    chat.urls
      ? readingOf(chat.urls.flatMap((url) => readAttachmentUrl(url) ?? []))
      : followedReading(user.id, chat.companyId),
  );
  return composeAnswer(index, pregunta);
}

/** Keeps a new chat session and answers it as POST chat does. */
function saveChat(
  user: { id: number },
  companyId: number,
  urls: string[] | null,
  reading: Reading,
) {
  const token = crypto.randomUUID();
  indexes.set(token, indexReading(reading));
  const chatId = db.write((state) => {
    const id = `chat-${state.chats.length + 1}`;
    state.chats.push({ token, chatId: id, userId: user.id, companyId, urls });
    return id;
  });
  const processed = reading.documents.length;
  return respond(initChatResponseSchema, {
    data: {
      chatId,
      token,
      documentsProcessed: processed,
      totalDocuments: urls?.length ?? processed,
    },
  });
}

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

export const chatHandlers = [
  /** POST {core}/chat?companyId { urls }: reads 1 to 11 documents into a new chat. */
  http.post(apiUrl('/chat', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const { urls } = await readBody(request, initBodySchema);
    if (urls.length > MAX_CHAT_DOCUMENTS) return fail(400, CHAT_MESSAGES.tooMany);
    const documents = urls.flatMap((url) => readAttachmentUrl(url) ?? []);
    if (documents.length === 0) return fail(400, CHAT_MESSAGES.noneValid);
    await wait(chatPacing.initDelayMs);
    return saveChat(user, company.id, urls, readingOf(documents));
  }),

  /**
   * POST {core}/chat/general?companyId (the spec's 'general initialise', decision 0017): a chat
   * with no attachments of its own, over the documents of every opportunity the company tagged.
   */
  http.post(apiUrl('/chat/general', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const reading = followedReading(user.id, company.id, { taggedOnly: true });
    if (reading.documents.length === 0) return fail(400, CHAT_MESSAGES.nothingTagged);
    await wait(chatPacing.initDelayMs);
    return saveChat(user, company.id, null, reading);
  }),

  /** POST {core}/chat/question { pregunta, token }: the whole answer (decision 0017). */
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
    const reading = agentReading(user.id, urls);
    await wait(chatPacing.initDelayMs);
    indexes.set(`agent:${user.id}`, indexReading(reading));
    db.write((state) => {
      state.agentSessions = state.agentSessions.filter((entry) => entry.userId !== user.id);
      state.agentSessions.push({ userId: user.id, urls });
    });
    return respond(agentStartResponseSchema, {
      data: { usuario_id: user.id, documentsProcessed: reading.documents.length },
    });
  }),

  /** POST {core}/chat-agent/conversar { usuario_id, mensaje }: the answer as server-sent events. */
  http.post(apiUrl('/chat-agent/conversar', 'core'), async ({ request }) => {
    const user = await requireUser(request);
    const { usuario_id, mensaje } = await readBody(request, agentMessageSchema);
    const agent = db.state.agentSessions.find((entry) => entry.userId === user.id);
    if (usuario_id !== user.id || !agent) return fail(400, CHAT_MESSAGES.notInitialised);
    if (!mensaje.trim()) return fail(400, CHAT_MESSAGES.emptyQuestion);
    const index = indexOf(`agent:${user.id}`, () => agentReading(user.id, agent.urls));
    return streamAnswer(composeAnswer(index, mensaje), takeStreamDrop(request));
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

/** The supervision assistant reads the documents given, or every opportunity the user follows. */
function agentReading(userId: number, urls: string[]): Reading {
  if (urls.length === 0) return followedReading(userId);
  const documents = urls.flatMap((url) => readAttachmentUrl(url) ?? []);
  return { ...readingOf(documents), scope: 'portfolio' };
}

/**
 * What someone follows (the calendar's rule, decision 0022): the opportunities the user's
 * companies (or the one given) tagged, and those with one of their tasks; the general document
 * chat reads the tagged ones only ('Chat global: ... que tu empresa etiquetó').
 */
function followedReading(
  userId: number,
  onlyCompanyId?: number,
  { taggedOnly = false }: { taggedOnly?: boolean } = {},
): Reading {
  const companyIds = new Set(
    companiesOf(userId)
      .map(({ company }) => company.id)
      .filter((id) => onlyCompanyId === undefined || id === onlyCompanyId),
  );
  const tagIds = new Set(
    db.state.tags.filter((tag) => companyIds.has(tag.companyId)).map((tag) => tag.id),
  );
  const codes = new Set(
    db.state.opportunityTags
      .filter((link) => tagIds.has(link.tagId))
      .map((link) => link.opportunityCode),
  );
  if (!taggedOnly) {
    for (const task of db.state.tasks) {
      if (companyIds.has(task.companyId) && task.opportunityCode) codes.add(task.opportunityCode);
    }
  }
  const records = [...codes].flatMap((code) => findOpportunity(code) ?? []);
  return {
    scope: 'portfolio',
    records,
    documents: records.flatMap((record) =>
      record.attachments.map((attachment) => ({ record, attachment })),
    ),
  };
}
