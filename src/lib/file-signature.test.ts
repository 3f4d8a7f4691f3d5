import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { detectSignature, isImageSignature, readFirstBytes } from './file-signature';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectSignature', () => {
  it('knows images, Office files and text by their first bytes', () => {
    expect(detectSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectSignature(text('GIF89a....'))).toBe('gif');
    expect(detectSignature(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('zip');
    expect(detectSignature(text('%PDF-1.7\n'))).toBe('pdf');
    expect(detectSignature(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(detectSignature(text('\uFEFFrut;nombre;cargo;email\n'))).toBe('text');
    expect(detectSignature(text('código;descripción;precio\r\n1;Guantes;1.990'))).toBe('text');
  });

  it('refuses a script named .png, and binary noise', () => {
    expect(detectSignature(text('<script>alert(1)</script>'))).toBe('text');
    expect(isImageSignature(detectSignature(text('<script>alert(1)</script>')))).toBe(false);
    expect(detectSignature(bytes(0x00, 0x01, 0x02))).toBe('unknown');
    expect(detectSignature(bytes())).toBe('unknown');
  });

  it('calls an image only what starts as one (any bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (sample) => {
        const signature = detectSignature(sample);
        if (isImageSignature(signature)) {
          expect([0x89, 0xff, 0x47]).toContain(sample[0]);
        }
      }),
    );
  });

  it('keeps an image an image whatever follows its header', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (tail) => {
        const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]);
        expect(detectSignature(png)).toBe('png');
      }),
    );
  });

  it('reads any UTF-8 text without control bytes as text, even cut mid-character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter(
          // eslint-disable-next-line no-control-regex
          (value) => !/[\u0000-\u0008\u000b\u000e-\u001f]/.test(value),
        ),
        fc.nat(3),
        (value, cut) => {
          const encoded = text(value);
          const sample = encoded.subarray(0, Math.max(1, encoded.length - cut));
          const signature = detectSignature(sample);
          // Text that happens to begin 'GIF89a' is a GIF header; everything else is text.
          expect(['text', 'gif']).toContain(signature);
        },
      ),
    );
  });
});

describe('readFirstBytes', () => {
  it('reads only the start of a file', async () => {
    const file = new File([text('GIF89a'), new Uint8Array(4000)], 'logo.gif', {
      type: 'image/gif',
    });
    const head = await readFirstBytes(file, 16);
    expect(head).toHaveLength(16);
    expect(detectSignature(head)).toBe('gif');
  });
});
