import { foldText } from '@/lib/fold-text';

/**
 * Where the mock says an attachment lives: what the detail answers as `adjuntos[].url`, and what
 * the document chat reads back to find the attachment.
 */
export function attachmentUrl(code: string, attachmentId: string, name: string) {
  const slug = foldText(name)
    .replace(/\.pdf$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.mercadopublico.cl/documentos/${encodeURIComponent(code)}/${attachmentId}/${slug}.pdf`;
}
