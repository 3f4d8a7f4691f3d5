/**
 * The colour converter of decision 0015: what a person types as a tag colour becomes the one
 * form the API stores, an uppercase `#RRGGBB`. It reads hex (3, 6 or 8 digits, the '#' optional,
 * an alpha pair dropped), `rgb()` / `rgba()` and `hsl()` / `hsla()` with every range checked, and
 * 13 basic colour names. Anything else is refused with 'Invalid color input', or with the error
 * of the format it looked like (the spec's English texts, for logs and tests; `COLOR_ERROR_TEXTS`
 * holds what a person reads).
 */

export type ColorErrorCode =
  | 'invalid'
  | 'hex'
  | 'rgb-format'
  | 'rgb-range'
  | 'hsl-format'
  | 'hue-range'
  | 'percent-range'
  | 'alpha-range';

/** The spec's own words: 'Invalid color input', or the format's own error. */
export const COLOR_ERRORS: Readonly<Record<ColorErrorCode, string>> = {
  invalid: 'Invalid color input',
  hex: 'Invalid hex color: use 3, 6 or 8 hexadecimal digits',
  'rgb-format': 'Invalid rgb color: use rgb(r, g, b) or rgba(r, g, b, a)',
  'rgb-range': 'RGB values must be between 0 and 255',
  'hsl-format': 'Invalid hsl color: use hsl(h, s%, l%) or hsla(h, s%, l%, a)',
  'hue-range': 'Hue must be between 0 and 360',
  'percent-range': 'Saturation and lightness must be between 0% and 100%',
  'alpha-range': 'Alpha must be between 0 and 1',
};

/** The same errors as a Chilean user reads them at the colour field. */
export const COLOR_ERROR_TEXTS: Readonly<Record<ColorErrorCode, string>> = {
  invalid:
    'Color no válido. Usa un código hexadecimal (#22C55E), rgb(), hsl() o un nombre básico en inglés (red, blue…).',
  hex: 'El código hexadecimal debe tener 3, 6 u 8 dígitos (0-9, A-F).',
  'rgb-format': 'Formato rgb() no válido. Ejemplo: rgb(34, 197, 94).',
  'rgb-range': 'Los valores RGB deben estar entre 0 y 255.',
  'hsl-format': 'Formato hsl() no válido. Ejemplo: hsl(142, 71%, 45%).',
  'hue-range': 'El tono (H) debe estar entre 0 y 360.',
  'percent-range': 'La saturación y la luminosidad deben estar entre 0% y 100%.',
  'alpha-range': 'La transparencia (alfa) debe estar entre 0 y 1.',
};

export class ColorConversionError extends Error {
  override readonly name = 'ColorConversionError';
  constructor(readonly code: ColorErrorCode) {
    super(COLOR_ERRORS[code]);
  }
}

/**
 * The 13 names accepted, with the values CSS gives them (so a name means what the browser shows).
 * These are the common English colour words, not CSS's own 'basic colour keywords': CSS Color 3
 * §4.1 lists 16 of those (black, silver, gray, white, maroon, red, purple, fuchsia, green, lime,
 * olive, yellow, navy, blue, teal, aqua). Of the 13 here, cyan and magenta are CSS's extended
 * aliases of aqua and fuchsia, orange came with CSS 2.1, and pink and brown are extended
 * keywords. Mind CSS's green, which is #008000 (the pure #00FF00 is lime).
 */
export const BASIC_COLOR_NAMES: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#FFFFFF',
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  yellow: '#FFFF00',
  cyan: '#00FFFF',
  magenta: '#FF00FF',
  gray: '#808080',
  orange: '#FFA500',
  purple: '#800080',
  pink: '#FFC0CB',
  brown: '#A52A2A',
};

/** The form the API stores: '#' and six uppercase hex digits. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

const HEX_DIGITS = /^#?[0-9A-Fa-f]+$/;
const FUNCTION = /^(rgba?|hsla?)\s*\((.*)\)$/i;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const toHexPair = (value: number) => Math.round(value).toString(16).padStart(2, '0');

export function rgbToHex(red: number, green: number, blue: number): string {
  return `#${toHexPair(red)}${toHexPair(green)}${toHexPair(blue)}`.toUpperCase();
}

function parseHex(input: string): string {
  if (!HEX_DIGITS.test(input)) throw new ColorConversionError('hex');
  const digits = input.replace('#', '');
  if (digits.length === 3) {
    return `#${[...digits].map((digit) => digit + digit).join('')}`.toUpperCase();
  }
  // Eight digits carry an alpha pair, which a tag colour has no use for.
  if (digits.length === 6 || digits.length === 8) return `#${digits.slice(0, 6)}`.toUpperCase();
  throw new ColorConversionError('hex');
}

/** The arguments of a colour function: commas (CSS 3) or spaces with '/ alpha' (CSS 4). */
function splitArguments(body: string): string[] | null {
  const trimmed = body.trim();
  if (trimmed.includes(',')) {
    const parts = trimmed.split(',').map((part) => part.trim());
    return parts.every(Boolean) ? parts : null;
  }
  const [channels = '', alpha, extra] = trimmed.split('/').map((part) => part.trim());
  if (extra !== undefined) return null;
  const parts = channels.split(/\s+/).filter(Boolean);
  if (alpha !== undefined) {
    if (!alpha) return null;
    parts.push(alpha);
  }
  return parts;
}

/** A plain number, or null when the text is not one. */
function readNumber(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null;
}

/** An alpha as 0-1 or 0%-100%; it is checked and then dropped. */
function checkAlpha(text: string, formatError: ColorErrorCode) {
  const percent = text.endsWith('%');
  const value = readNumber(percent ? text.slice(0, -1) : text);
  if (value === null) throw new ColorConversionError(formatError);
  if (value < 0 || value > (percent ? 100 : 1)) throw new ColorConversionError('alpha-range');
}

function parseRgb(parts: string[]): string {
  if (parts.length !== 3 && parts.length !== 4) throw new ColorConversionError('rgb-format');
  const channels = parts.slice(0, 3).map(readNumber);
  if (channels.some((value) => value === null)) throw new ColorConversionError('rgb-format');
  const [red, green, blue] = channels as number[];
  if ([red, green, blue].some((value) => value! < 0 || value! > 255)) {
    throw new ColorConversionError('rgb-range');
  }
  if (parts[3] !== undefined) checkAlpha(parts[3], 'rgb-format');
  return rgbToHex(red!, green!, blue!);
}

/** HSL to RGB (CSS Color 4 §7.1), each channel 0-255. */
export function hslToRgb(hue: number, saturation: number, lightness: number) {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)] as const;
}

function parseHsl(parts: string[]): string {
  if (parts.length !== 3 && parts.length !== 4) throw new ColorConversionError('hsl-format');
  const hueText = parts[0]!.toLowerCase().replace(/deg$/, '');
  const hue = readNumber(hueText);
  // CSS 3 writes saturation and lightness as percentages; CSS 4 also accepts plain numbers.
  const [saturation, lightness] = parts
    .slice(1, 3)
    .map((part) => readNumber(part.endsWith('%') ? part.slice(0, -1) : part));
  if (hue === null || saturation === null || lightness === null) {
    throw new ColorConversionError('hsl-format');
  }
  if (hue < 0 || hue > 360) throw new ColorConversionError('hue-range');
  if ([saturation, lightness].some((value) => value! < 0 || value! > 100)) {
    throw new ColorConversionError('percent-range');
  }
  if (parts[3] !== undefined) checkAlpha(parts[3], 'hsl-format');
  const [red, green, blue] = hslToRgb(hue % 360, saturation!, lightness!);
  return rgbToHex(red, green, blue);
}

/**
 * Any accepted colour as uppercase `#RRGGBB`; throws a `ColorConversionError` otherwise. Case
 * and surrounding spaces do not matter.
 */
export function convertColor(input: string): string {
  const text = input.trim();
  const lower = text.toLowerCase();
  const named = BASIC_COLOR_NAMES[lower];
  if (named) return named;
  const fn = FUNCTION.exec(text);
  if (fn) {
    const name = fn[1]!.toLowerCase();
    const isRgb = name.startsWith('rgb');
    const parts = splitArguments(fn[2]!);
    if (!parts) throw new ColorConversionError(isRgb ? 'rgb-format' : 'hsl-format');
    return isRgb ? parseRgb(parts) : parseHsl(parts);
  }
  if (HEX_DIGITS.test(text)) return parseHex(text);
  // '#' and something that is not hex is a broken hex; anything else is no colour at all.
  throw new ColorConversionError(text.startsWith('#') ? 'hex' : 'invalid');
}

export type ColorResult =
  { ok: true; hex: string } | { ok: false; code: ColorErrorCode; message: string };

/** `convertColor` without the throw, for forms. */
export function parseColor(input: string): ColorResult {
  try {
    return { ok: true, hex: convertColor(input) };
  } catch (error) {
    if (error instanceof ColorConversionError) {
      return { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
}

/** WCAG relative luminance of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/**
 * Black or white, whichever reads better on `background` (a `#RRGGBB`): the better of the two
 * always reaches a contrast of at least 4.58:1, so a tag chip in any colour passes WCAG AA.
 * Anything that is not `#RRGGBB` gets white.
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  if (!HEX_COLOR_PATTERN.test(background)) return '#FFFFFF';
  const luminance = relativeLuminance(background);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onBlack >= onWhite ? '#000000' : '#FFFFFF';
}
