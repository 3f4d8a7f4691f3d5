/**
 * What a file really is, from its first bytes (its "magic number"), whatever its name and the
 * MIME type the browser guessed from that name say. A '.png' that is really a script is caught
 * here before anything is sent.
 */

export type FileSignature = 'png' | 'jpeg' | 'gif' | 'pdf' | 'zip' | 'ole' | 'text' | 'unknown';

/** How many bytes `detectSignature` needs to decide. */
export const SIGNATURE_BYTES = 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
/** .xlsx (and every Office Open XML file) is a zip. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** .xls (and old Office files) is an OLE compound document. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text: valid UTF-8 (a BOM allowed) with no NUL and no control bytes but tab, CR, LF, FF. */
function isText(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false;
    }
  }
  try {
    // The sample may end inside a character: streaming, an unfinished one at the end waits.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function detectSignature(bytes: Uint8Array): FileSignature {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, OLE)) return 'ole';
  if (isText(bytes)) return 'text';
  return 'unknown';
}

/** A file's bytes (FileReader where Blob#arrayBuffer is missing, as in jsdom). */
export async function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
}

/** The first bytes of a file. */
export async function readFirstBytes(file: Blob, count = SIGNATURE_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await readFileBytes(file.slice(0, count)));
}

/** The image a logo may be: PNG, JPEG or GIF by its bytes. */
export const isImageSignature = (signature: FileSignature) =>
  signature === 'png' || signature === 'jpeg' || signature === 'gif';

/** A spreadsheet by its bytes: .xlsx (zip), .xls (OLE) or CSV (text). */
export const isSpreadsheetSignature = (signature: FileSignature) =>
  signature === 'zip' || signature === 'ole' || signature === 'text';

/** A document an offer may carry: PDF, an image, or an Office file (.docx/.xlsx zip, .doc/.xls). */
export const isDocumentSignature = (signature: FileSignature) =>
  signature === 'pdf' || signature === 'zip' || signature === 'ole' || isImageSignature(signature);
