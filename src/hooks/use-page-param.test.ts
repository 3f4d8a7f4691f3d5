import { describe, expect, it } from 'vitest';

import { readPage } from './use-page-param';

describe('readPage', () => {
  it('reads a whole page number from 1 up, and 1 for anything else', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('1')).toBe(1);
    for (const value of [null, '', '0', '-2', '2.5', 'dos', 'Infinity']) {
      expect(readPage(value)).toBe(1);
    }
  });
});
