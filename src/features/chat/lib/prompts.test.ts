import { describe, expect, it } from 'vitest';

import { MARKDOWN_INSTRUCTION, withMarkdownInstruction } from './prompts';

describe('withMarkdownInstruction', () => {
  it('sends the trimmed question with the markdown instruction after it', () => {
    expect(withMarkdownInstruction('  ¿Qué garantías piden?\n')).toBe(
      `¿Qué garantías piden?\n\n${MARKDOWN_INSTRUCTION}`,
    );
  });
});
