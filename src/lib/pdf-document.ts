/*
 * A4 text documents as PDF 1.4, written here in a few hundred bytes of code (decision 0035): the
 * offer's anexos and its checklist are text in Helvetica and Helvetica-Bold, lines and pages,
 * and jsPDF brought 122 KB (gzip) for that. The two fonts are among the 14 every PDF reader
 * has, so nothing is embedded; their text is WinAnsi-encoded, one byte a character, which has
 * every letter Spanish needs (á é í ó ú ñ ü ¿ ¡ ° « »). Coordinates are millimetres from the
 * page's top left, y at the text's baseline. Content streams are left uncompressed: the files
 * stay a few KB, and their text can be read back (the tests do).
 */

const POINTS_PER_MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

/*
 * The advance widths (1/1000 em) of Adobe's Helvetica and Helvetica-Bold font metrics (AFM), for
 * WinAnsi's codes 32-126 and 160-255 in order; the codes between them are never written.
 */
const WIDTHS = {
  normal: {
    ascii: [
      278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
      556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722,
      667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
      667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
      500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334,
      584,
    ],
    latin: [
      278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
      333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667,
      1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584,
      778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556,
      556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500,
      556, 500,
    ],
  },
  bold: {
    ascii: [
      278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
      556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
      611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
      667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
      278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ],
    latin: [
      278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
      333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722,
      1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584,
      778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556,
      556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556,
      611, 556,
    ],
  },
} as const;

type Weight = keyof typeof WIDTHS;

/** Text as WinAnsi can write it: the marks it lacks plainly, anything else outside it as '?'. */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u202f\u2009\t]/g, ' ')
    .replace(/[^\u0020-\u007e\u00a1-\u00ff\n]/g, '?');
}

/** A character's advance width in 1/1000 em ('?' for anything pdfText would not keep). */
function glyphWidth(weight: Weight, code: number): number {
  const table = WIDTHS[weight];
  if (code >= 32 && code <= 126) return table.ascii[code - 32]!;
  if (code >= 160 && code <= 255) return table.latin[code - 160]!;
  return table.ascii['?'.charCodeAt(0) - 32]!;
}

/** A string's width in millimetres, in the given weight and size (points). */
export function textWidth(text: string, weight: Weight, size: number): number {
  let units = 0;
  for (let index = 0; index < text.length; index++) {
    units += glyphWidth(weight, text.charCodeAt(index));
  }
  return (units * size) / 1000 / POINTS_PER_MM;
}

/**
 * `text` broken into lines no wider than `width` mm: at spaces, and inside a word only when the
 * word alone is wider than a line. Its own line breaks are kept.
 */
export function wrapText(text: string, width: number, weight: Weight, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, weight, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line goes in pieces that fit.
      for (const character of word) {
        if (line && textWidth(line + character, weight, size) > width) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A literal string for a content stream or the document's information. */
function literal(text: string) {
  return `(${text.replace(/([()\\])/g, '\\$1').replace(/\r/g, '\\r')})`;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

export type PdfInformation = { title: string; subject?: string; creator: string };

/** One PDF being written: pages of text and lines, then its bytes. */
export class PdfDocument {
  private readonly pages: string[][] = [[]];
  private weight: Weight = 'normal';
  private size = 10;

  constructor(private readonly information: PdfInformation) {}

  setFont(weight: Weight, size: number) {
    this.weight = weight;
    this.size = size;
  }

  /** `text` (already through pdfText) wrapped at `width` mm in the current font. */
  wrap(text: string, width: number): string[] {
    return wrapText(text, width, this.weight, this.size);
  }

  /** One line of text with its baseline at y; `align` says which end or middle x is. */
  text(text: string, x: number, y: number, align: 'left' | 'right' | 'center' = 'left') {
    const width = textWidth(text, this.weight, this.size);
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    const font = this.weight === 'bold' ? '/F2' : '/F1';
    this.current.push(
      `BT ${font} ${number(this.size)} Tf ${number(left * POINTS_PER_MM)} ${number((A4.height - y) * POINTS_PER_MM)} Td ${literal(text)} Tj ET`,
    );
  }

  /** A straight line, `thickness` mm wide. */
  line(x1: number, y1: number, x2: number, y2: number, thickness: number) {
    const point = (x: number, y: number) =>
      `${number(x * POINTS_PER_MM)} ${number((A4.height - y) * POINTS_PER_MM)}`;
    this.current.push(
      `${number(thickness * POINTS_PER_MM)} w ${point(x1, y1)} m ${point(x2, y2)} l S`,
    );
  }

  addPage() {
    this.pages.push([]);
  }

  private get current() {
    return this.pages[this.pages.length - 1]!;
  }

  /** The whole file: catalogue, pages, the two fonts, the information, the cross-reference. */
  toBytes(): Uint8Array<ArrayBuffer> {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    const pageIds = this.pages.map((_, index) => 6 + index * 2);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    );
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const { title, subject, creator } = this.information;
    add(
      `<< /Title ${literal(title)}${subject ? ` /Subject ${literal(subject)}` : ''} /Creator ${literal(creator)} /Producer ${literal('Oportuna')} >>`,
    );
    const mediaBox = `[0 0 ${number(A4.width * POINTS_PER_MM)} ${number(A4.height * POINTS_PER_MM)}]`;
    this.pages.forEach((operations, index) => {
      const content = operations.join('\n');
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      );
      add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    });

    // Every character is one byte (WinAnsi), so string lengths are byte offsets.
    let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets = objects.map((body, index) => {
      const offset = file.length;
      file += `${index + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = file.length;
    file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

    const bytes = new Uint8Array(file.length);
    for (let index = 0; index < file.length; index++) bytes[index] = file.charCodeAt(index) & 0xff;
    return bytes;
  }
}
