import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  BASIC_COLOR_NAMES,
  COLOR_ERRORS,
  ColorConversionError,
  convertColor,
  hslToRgb,
  parseColor,
  readableTextColor,
  relativeLuminance,
  rgbToHex,
  type ColorErrorCode,
} from './color';

const SIX_DIGITS = /^#[0-9A-F]{6}$/;

/** The code of the error `input` is refused with. */
function refusal(input: string): ColorErrorCode {
  try {
    convertColor(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ColorConversionError);
    return (error as ColorConversionError).code;
  }
  throw new Error(`'${input}' was accepted`);
}

describe('convertColor', () => {
  // Every spelling of one colour, under the hex it reads as.
  const SPELLINGS: Record<string, string[]> = {
    '#22C55E': ['#22c55e', '22C55E', 'rgb(34, 197, 94)'],
    '#AABBCC': ['#abc'],
    '#3B82F6': ['#3b82f680', 'rgba(59, 130, 246, 0.5)', 'rgba(59 130 246 / 50%)'],
    '#EF4444': ['  #Ef4444  '],
    '#000000': ['RGB(0,0,0)'],
    '#FFFFFF': ['rgb(255 255 255)', 'hsl(0, 0%, 100%)'],
    '#0C0D00': ['rgb(12.4, 12.6, 0)'],
    '#FF0000': ['hsl(0, 100%, 50%)', 'hsl(360, 100%, 50%)', 'Red'],
    '#008000': ['hsl(120deg 100% 25%)', 'green'],
    '#0000FF': ['hsla(240, 100%, 50%, 0.3)'],
    '#808080': ['GRAY'],
  };
  it.each(
    Object.entries(SPELLINGS).flatMap(([hex, inputs]) => inputs.map((input) => [input, hex])),
  )('reads %s as %s', (input, expected) => {
    expect(convertColor(input)).toBe(expected);
  });

  it('knows exactly the 13 basic names, with the values CSS gives them', () => {
    expect(Object.keys(BASIC_COLOR_NAMES).sort()).toEqual(
      [
        'black',
        'blue',
        'brown',
        'cyan',
        'gray',
        'green',
        'magenta',
        'orange',
        'pink',
        'purple',
        'red',
        'white',
        'yellow',
      ].sort(),
    );
    expect(convertColor('orange')).toBe('#FFA500');
    expect(convertColor('brown')).toBe('#A52A2A');
    expect(convertColor('magenta')).toBe('#FF00FF');
  });

  // Every error, with the inputs refused with it.
  const REFUSED: Record<ColorErrorCode, string[]> = {
    invalid: ['', '   ', 'azul', 'silver', 'color: red'],
    hex: ['#', '#12', '#1234', '#12345', '#1234567', '#123456789', '#ggg'],
    'rgb-format': ['rgb(1, 2)', 'rgb(a, b, c)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1,,3)'],
    'rgb-range': ['rgb(256, 0, 0)', 'rgb(0, -1, 0)'],
    'alpha-range': ['rgba(0, 0, 0, 1.5)', 'rgba(0 0 0 / 101%)', 'hsla(10, 50%, 50%, -0.1)'],
    'hsl-format': ['hsl(10, 50%)', 'hsl(1turn, 50%, 50%)'],
    'hue-range': ['hsl(361, 50%, 50%)', 'hsl(-1, 50%, 50%)'],
    'percent-range': ['hsl(10, 101%, 50%)', 'hsl(10, 50%, -5%)'],
  };
  it.each(
    Object.entries(REFUSED).flatMap(([code, inputs]) => inputs.map((input) => [input, code])),
  )("refuses '%s' with the %s error", (input, code) => {
    expect(refusal(input)).toBe(code);
  });

  it("says 'Invalid color input' for what is no colour at all, in English as the spec writes it", () => {
    expect(() => convertColor('azul')).toThrow('Invalid color input');
    expect(parseColor('azul')).toEqual({
      ok: false,
      code: 'invalid',
      message: COLOR_ERRORS.invalid,
    });
    expect(parseColor('#22c55e')).toEqual({ ok: true, hex: '#22C55E' });
  });
});

/* ------------------------------------------------------------ properties ---- */

const byte = fc.integer({ min: 0, max: 255 });
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexOf = (length: number) =>
  fc.array(hexDigit, { minLength: length, maxLength: length }).map((digits) => digits.join(''));
const alpha = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((value) => String(Math.round(value * 100) / 100)),
  fc.integer({ min: 0, max: 100 }).map((value) => `${value}%`),
);
const hue = fc.integer({ min: 0, max: 360 });
const percent = fc.integer({ min: 0, max: 100 });
const withHash = fc.boolean();

/** Every spelling of a colour the converter promises to read. */
const validColor = fc.oneof(
  fc
    .tuple(withHash, fc.oneof(hexOf(3), hexOf(6), hexOf(8)))
    .map(([hash, digits]) => (hash ? `#${digits}` : digits)),
  fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`),
  fc.tuple(byte, byte, byte, alpha).map(([r, g, b, a]) => `rgba(${r}, ${g}, ${b}, ${a})`),
  fc.tuple(byte, byte, byte, alpha).map(([r, g, b, a]) => `rgb(${r} ${g} ${b} / ${a})`),
  fc.tuple(hue, percent, percent).map(([h, s, l]) => `hsl(${h}, ${s}%, ${l}%)`),
  fc.tuple(hue, percent, percent, alpha).map(([h, s, l, a]) => `hsla(${h}, ${s}%, ${l}%, ${a})`),
  fc.constantFrom(...Object.keys(BASIC_COLOR_NAMES)),
);

const outside = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 10_000 }),
    fc.integer({ min: -10_000, max: min - 1 }),
  );

describe('convertColor (properties)', () => {
  it('turns every valid input into an uppercase 6-digit hex', () => {
    fc.assert(
      fc.property(validColor, (input) => {
        expect(convertColor(input)).toMatch(SIX_DIGITS);
      }),
    );
  });

  it('round-trips: its output reads back as itself, and as rgb() of its channels', () => {
    fc.assert(
      fc.property(validColor, (input) => {
        const hex = convertColor(input);
        expect(convertColor(hex)).toBe(hex);
        expect(convertColor(hex.toLowerCase())).toBe(hex);
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
        expect(convertColor(`rgb(${r}, ${g}, ${b})`)).toBe(hex);
      }),
    );
  });

  it('keeps the digits of a hex and drops an alpha pair', () => {
    fc.assert(
      fc.property(hexOf(6), hexOf(2), (digits, alphaPair) => {
        expect(convertColor(`#${digits}`)).toBe(`#${digits.toUpperCase()}`);
        expect(convertColor(`#${digits}${alphaPair}`)).toBe(`#${digits.toUpperCase()}`);
      }),
    );
  });

  it('gives rgb() exactly its channels, whatever the alpha', () => {
    fc.assert(
      fc.property(byte, byte, byte, alpha, (r, g, b, a) => {
        expect(convertColor(`rgba(${r}, ${g}, ${b}, ${a})`)).toBe(rgbToHex(r, g, b));
      }),
    );
  });

  it('gives grey for any hue at saturation 0, and black and white at the lightness ends', () => {
    fc.assert(
      fc.property(hue, percent, (h, l) => {
        const hex = convertColor(`hsl(${h}, 0%, ${l}%)`);
        expect(hex.slice(1, 3)).toBe(hex.slice(3, 5));
        expect(hex.slice(3, 5)).toBe(hex.slice(5, 7));
        expect(convertColor(`hsl(${h}, 100%, 0%)`)).toBe('#000000');
        expect(convertColor(`hsl(${h}, 100%, 100%)`)).toBe('#FFFFFF');
      }),
    );
  });

  it('refuses every RGB channel out of 0-255', () => {
    fc.assert(
      fc.property(byte, byte, outside(0, 255), fc.integer({ min: 0, max: 2 }), (a, b, bad, at) => {
        const channels = [a, b];
        channels.splice(at, 0, bad);
        expect(refusal(`rgb(${channels.join(', ')})`)).toBe('rgb-range');
        expect(refusal(`rgba(${channels.join(', ')}, 1)`)).toBe('rgb-range');
      }),
    );
  });

  it('refuses every alpha out of 0-1 (or 0%-100%)', () => {
    const badAlpha = fc.oneof(
      fc.double({ min: 1.001, max: 1000, noNaN: true }).map((value) => value.toFixed(3)),
      fc.double({ min: -1000, max: -0.001, noNaN: true }).map((value) => value.toFixed(3)),
      outside(0, 100).map((value) => `${value}%`),
    );
    fc.assert(
      fc.property(byte, hue, badAlpha, (channel, h, a) => {
        expect(refusal(`rgba(${channel}, ${channel}, ${channel}, ${a})`)).toBe('alpha-range');
        expect(refusal(`hsla(${h}, 50%, 50%, ${a})`)).toBe('alpha-range');
      }),
    );
  });

  it('refuses every hue out of 0-360 and every saturation or lightness out of 0%-100%', () => {
    fc.assert(
      fc.property(outside(0, 360), percent, percent, (h, s, l) => {
        expect(refusal(`hsl(${h}, ${s}%, ${l}%)`)).toBe('hue-range');
      }),
    );
    fc.assert(
      fc.property(hue, outside(0, 100), percent, fc.boolean(), (h, bad, good, first) => {
        const [s, l] = first ? [bad, good] : [good, bad];
        expect(refusal(`hsl(${h}, ${s}%, ${l}%)`)).toBe('percent-range');
      }),
    );
  });

  it('refuses hex of any other length', () => {
    const badLength = fc
      .integer({ min: 1, max: 12 })
      .filter((length) => ![3, 6, 8].includes(length))
      .chain(hexOf);
    fc.assert(
      fc.property(badLength, (digits) => {
        expect(refusal(`#${digits}`)).toBe('hex');
      }),
    );
  });
});

describe('hslToRgb', () => {
  it('matches the primaries', () => {
    expect(hslToRgb(0, 100, 50).map(Math.round)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 50).map(Math.round)).toEqual([0, 255, 0]);
    expect(hslToRgb(240, 100, 50).map(Math.round)).toEqual([0, 0, 255]);
  });
});

describe('readableTextColor', () => {
  const contrast = (a: string, b: string) => {
    const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it('picks the text colour that reaches WCAG AA (4.5:1) on any background', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        const background = rgbToHex(r, g, b);
        expect(contrast(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('puts black on the palette’s light colours and white on dark ones', () => {
    expect(readableTextColor('#22c55e')).toBe('#000000');
    expect(readableTextColor('#1e3a8a')).toBe('#FFFFFF');
    expect(readableTextColor('not a colour')).toBe('#FFFFFF');
  });
});
