/**
 * The rules a file drop zone applies before anything is uploaded: its type (by MIME type or by
 * extension, as the spec's price lists accept either) and its size.
 */

import { madeOnFirstUse } from '@/lib/made-on-first-use';

/**
 * `accept` holds MIME types ('application/pdf'), MIME families ('image/*') and extensions
 * ('.xlsx'), the same tokens an <input accept> takes. An empty list accepts every file.
 */
export function isAcceptedFileType(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const mime = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const token = raw.trim().toLowerCase();
    if (!token) return false;
    if (token.startsWith('.')) return name.endsWith(token) && name.length > token.length;
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    return mime === token;
  });
}

export type FileRejection = 'type' | 'size';

/** Why the file is refused, or null when it may be uploaded. Type is checked first. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxSize }: { accept: readonly string[]; maxSize: number },
): FileRejection | null {
  if (!isAcceptedFileType(file, accept)) return 'type';
  if (file.size > maxSize) return 'size';
  return null;
}

const KB = 1024;
const MB = KB * 1024;
const sizeFormat = madeOnFirstUse(
  () => new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }),
);

/** '512 B', '12,5 KB', '3,2 MB', in es-CL with one decimal at most. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${sizeFormat().format(bytes / KB)} KB`;
  return `${sizeFormat().format(bytes / MB)} MB`;
}
