import { describe, expect, it } from 'vitest';

import type { AnswerPiece } from '@/lib/ai-events';

import { askQuestion } from './ask-question';

async function collect(pieces: AsyncIterable<AnswerPiece>) {
  const out: AnswerPiece[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('askQuestion', () => {
  it('refuses an empty question and a chat without a token before sending', async () => {
    await expect(collect(askQuestion({ token: 't', question: '   ' }))).rejects.toThrow(
      'La pregunta no puede estar vacía',
    );
    await expect(collect(askQuestion({ token: null, question: '¿Hola?' }))).rejects.toThrow(
      'Chat no inicializado. Inicializa el chat primero.',
    );
  });
});
