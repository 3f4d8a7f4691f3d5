import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { askQuestion } from '@/features/chat/api/ask-question';
import type { AnswerPiece } from '@/lib/ai-events';
import { initChat } from '@/features/chat/api/init-chat';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { formatChileDate } from '@/lib/format';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { chatPacing, CHAT_MESSAGES } from './chat-handlers';
import { faults } from '../../core/faults';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

const { demo } = DEMO_ACCOUNTS;
const saved = { ...chatPacing };

beforeEach(async () => {
  Object.assign(chatPacing, { pieceDelayMs: 0, initDelayMs: 0 });
  await signIn(demo.email, demo.password);
});
afterEach(() => {
  Object.assign(chatPacing, saved);
});

/** A tender with a field visit whose documents include its administrative bases. */
function tenderWithVisit() {
  const record = db.opportunities.find(
    (entry) =>
      entry.kind === 'licitacion' &&
      entry.dates.fieldVisit !== null &&
      entry.attachments.some((attachment) => /administrativas/i.test(attachment.name)),
  );
  if (!record) throw new Error('The catalogue has no tender with a field visit');
  return record.code;
}

async function openChatFor(code: string) {
  const detail = await getOpportunity(code);
  const documents = detail.adjuntos.map((file) => ({
    ...file,
    name: file.nombre,
    type: file.tipo,
    url: file.url!,
  }));
  const session = await initChat({ companyId: 1, documents });
  return { detail, session };
}

async function answer(token: string, question: string) {
  const pieces: AnswerPiece[] = [];
  for await (const piece of askQuestion({ token, question })) pieces.push(piece);
  return {
    text: pieces.flatMap((piece) => (piece.kind === 'content' ? [piece.text] : [])).join(''),
    sources: pieces.flatMap((piece) => (piece.kind === 'sources' ? piece.sources : [])),
    checklist: pieces.flatMap((piece) => (piece.kind === 'checklist' ? piece.requirements : [])),
    contentPieces: pieces.filter((piece) => piece.kind === 'content').length,
  };
}

describe('the document chat (mock AI)', () => {
  it('reads the documents of the detail into a chat', async () => {
    const { detail, session } = await openChatFor(tenderWithVisit());
    expect(detail.adjuntos.every((file) => file.url?.endsWith('.pdf'))).toBe(true);
    expect(session).toMatchObject({
      documentsProcessed: detail.adjuntos.length,
      totalDocuments: detail.adjuntos.length,
    });
    expect(session.token).not.toBe('');
  });

  it('answers the field visit with its real date, streamed, citing the administrative bases', async () => {
    const { detail, session } = await openChatFor(tenderWithVisit());
    const reply = await answer(session.token, '¿Cuándo es la visita a terreno?');
    expect(reply.text).toContain(formatChileDate(detail.fechas.visitaTerreno, 'dateTime'));
    expect(reply.contentPieces).toBeGreaterThan(5);
    expect(reply.sources[0]?.archivo).toMatch(/administrativas/i);
    expect(reply.sources[0]?.texto).toMatch(/Visita a terreno/);
    expect(reply.sources[0]?.puntuacion).toBeGreaterThan(0);
    expect(reply.sources[0]?.puntuacion).toBeLessThanOrEqual(1);
  });

  it('answers the guarantees with their amounts', async () => {
    const { session } = await openChatFor(tenderWithVisit());
    const reply = await answer(session.token, '¿Qué garantías piden?');
    expect(reply.text).toMatch(/[Gg]arantía/);
    expect(reply.text).toMatch(/\$\s?[\d.]+/);
  });

  it('makes a GFM table of the products when asked', async () => {
    const { detail, session } = await openChatFor(tenderWithVisit());
    const reply = await answer(session.token, 'Hazme una tabla de los productos');
    expect(reply.text).toContain('| N° | Producto | Cantidad | Unidad | Código ONU |');
    for (const item of detail.items) expect(reply.text).toContain(item.nombre);
  });

  it('summarises with key dates and the products, and lists what to do to bid, with its passages', async () => {
    const { detail, session } = await openChatFor(tenderWithVisit());
    const reply = await answer(session.token, 'Hazme un resumen de esta licitación');
    expect(reply.text).toContain('### Fechas clave');
    expect(reply.text).toContain('| N° | Producto |');
    const categories = new Set(reply.checklist.map((item) => item.categoria));
    expect(categories).toContain('Garantías');
    expect(categories).toContain('Visita a terreno');
    const visit = reply.checklist.find((item) => item.categoria === 'Visita a terreno')!;
    expect(visit.texto).toContain(formatChileDate(detail.fechas.visitaTerreno, 'dateTime'));
    expect(visit.pasaje).toMatch(/^Visita a terreno/);
    expect(detail.adjuntos.map((file) => file.nombre)).toContain(visit.archivo);
  });

  it("cuts a stream half-way on a 'stream-drop' fault: what arrived, then the network error", async () => {
    const { session } = await openChatFor(tenderWithVisit());
    faults.add({ kind: 'stream-drop', method: 'POST', path: '/chat/question/stream', times: 1 });
    const pieces: AnswerPiece[] = [];
    const error = await (async () => {
      for await (const piece of askQuestion({
        token: session.token,
        question: '¿Qué garantías piden?',
      })) {
        pieces.push(piece);
      }
    })().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ type: 'NetworkError' });
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.some((piece) => piece.kind === 'sources')).toBe(false);
    // Used up: the next question streams whole.
    const whole = await answer(session.token, '¿Qué garantías piden?');
    expect(whole.sources.length).toBeGreaterThan(0);
  });

  it('says so when the documents do not answer', async () => {
    const { session } = await openChatFor(tenderWithVisit());
    const reply = await answer(session.token, '¿Cuál es el color favorito del alcalde?');
    expect(reply.text).toMatch(/^No encontré esa información/);
    expect(reply.sources).toEqual([]);
  });

  it('refuses a chat without usable documents, or with more than 11', async () => {
    expect(
      (
        await failure(
          rawRequest(
            'POST',
            '/chat?companyId=1',
            { urls: ['https://x.cl/a.png'] },
            { service: 'core', auth: true },
          ),
        )
      ).message,
    ).toBe(CHAT_MESSAGES.noneValid);
    const twelve = Array.from({ length: 12 }, (_, index) => `https://x.cl/${index}.pdf`);
    expect(
      (
        await failure(
          rawRequest(
            'POST',
            '/chat?companyId=1',
            { urls: twelve },
            { service: 'core', auth: true },
          ),
        )
      ).message,
    ).toBe(CHAT_MESSAGES.tooMany);
  });

  it('asks for a chat first, and a session', async () => {
    expect(
      (
        await failure(
          rawRequest(
            'POST',
            '/chat/question',
            { pregunta: 'Hola', token: 'otro' },
            { service: 'core', auth: true },
          ),
        )
      ).message,
    ).toBe(CHAT_MESSAGES.notInitialised);
    expect(
      (await failure(rawRequest('POST', '/chat?companyId=1', { urls: [] }, { service: 'core' })))
        .status,
    ).toBe(401);
  });

  it('answers the whole reply at once on /chat/question', async () => {
    const { session } = await openChatFor(tenderWithVisit());
    const reply = await rawRequest(
      'POST',
      '/chat/question',
      { pregunta: '¿Qué garantías piden?', token: session.token },
      { service: 'core', auth: true },
    );
    expect(reply).toMatchObject({
      data: { respuestas: expect.stringMatching(/arantía/), fuentes: expect.any(Array) },
    });
  });
});

describe('the documents the mock AI reads', () => {
  it('differ by kind: annexes to fill in are requirements, the approving resolution is not', async () => {
    const { session } = await openChatFor('6164-39-LP26');
    const reply = await answer(session.token, 'Resumen de la licitación');
    const toSubmit = reply.checklist.filter((item) => item.categoria === 'Documentos a presentar');
    expect(toSubmit.length).toBeGreaterThan(0);
    expect(toSubmit.every((item) => /^Completar, firmar y adjuntar Anexo/.test(item.texto))).toBe(
      true,
    );
    expect(reply.checklist.some((item) => /Resolución/.test(item.archivo))).toBe(false);
  });
});
