import { describe, expect, it } from 'vitest';

import { ChatStreamError, readAnswerEvents, type AiEvent, type AnswerPiece } from './ai-events';

async function* from(events: AiEvent[]) {
  yield* events;
}

async function collect(pieces: AsyncIterable<AnswerPiece>) {
  const out: AnswerPiece[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

const source = { archivo: 'Bases Administrativas.pdf', puntuacion: 0.9, texto: 'Visita a terreno' };

describe('readAnswerEvents', () => {
  it('hands over content and sources, and skips events without content', async () => {
    const pieces = await collect(
      readAnswerEvents(
        from([
          { tipo: 'MESSAGE', datos: { content: 'La visita ' } },
          { tipo: 'MESSAGE', datos: { content: '' } },
          { tipo: 'MESSAGE', datos: null },
          { tipo: 'MESSAGE', datos: { content: 'es el martes.' } },
          { tipo: 'SOURCES', datos: { fuentes: [source] } },
        ]),
      ),
    );
    expect(pieces).toEqual([
      { kind: 'content', text: 'La visita ' },
      { kind: 'content', text: 'es el martes.' },
      { kind: 'sources', sources: [source] },
    ]);
  });

  it("ends with the ERROR event's message, or the spec's default", async () => {
    await expect(
      collect(
        readAnswerEvents(from([{ tipo: 'ERROR', datos: { message: 'Modelo no disponible' } }])),
      ),
    ).rejects.toThrow(new ChatStreamError('Modelo no disponible'));
    await expect(collect(readAnswerEvents(from([{ tipo: 'error', datos: {} }])))).rejects.toThrow(
      'Error desconocido en el stream',
    );
  });
});
