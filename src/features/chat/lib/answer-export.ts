/**
 * An answer as a file to keep (decision 0017): .md as written, or .txt without the markdown
 * marks, named `respuesta-ia-{timestamp}`, with its sources after it, each snippet cut at 200
 * characters.
 */

export type ChatSource = { archivo: string; puntuacion: number; texto: string };

export type ExportFormat = 'txt' | 'md';

/** A source's snippet in an export is cut at 200 characters (decision 0017). */
export const EXPORT_SNIPPET_MAX_CHARS = 200;

export const EXPORT_TEXTS = {
  started: 'Descarga iniciada',
  done: (format: ExportFormat) => `Respuesta descargada como ${format.toUpperCase()}`,
  failed: 'No se pudo descargar la respuesta',
} as const;

/** '2026-11-24T20-15-03' for a file name: sortable, and no characters a file system refuses. */
export function exportTimestamp(at: Date) {
  return at.toISOString().slice(0, 19).replaceAll(':', '-');
}

export function cutSnippet(text: string, max = EXPORT_SNIPPET_MAX_CHARS) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The markdown's text for a plain .txt: no heading, emphasis or code marks; links as 'text (url)'. */
export function markdownToPlainText(markdown: string) {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const percent = (score: number) => `${Math.round(Math.min(Math.max(score, 0), 1) * 100)} %`;

export function buildAnswerExport(
  answer: { content: string; sources?: readonly ChatSource[] },
  format: ExportFormat,
  at: Date,
) {
  const sources = answer.sources ?? [];
  const body = format === 'md' ? answer.content.trim() : markdownToPlainText(answer.content);
  const lines = sources.map((source) => {
    const snippet = cutSnippet(source.texto);
    return format === 'md'
      ? `- **${source.archivo}** (${percent(source.puntuacion)}): ${snippet}`
      : `- ${source.archivo} (${percent(source.puntuacion)}): ${snippet}`;
  });
  const heading = format === 'md' ? '## Fuentes' : 'Fuentes:';
  const text = lines.length === 0 ? `${body}\n` : `${body}\n\n${heading}\n\n${lines.join('\n')}\n`;
  return {
    fileName: `respuesta-ia-${exportTimestamp(at)}.${format}`,
    mimeType: format === 'md' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8',
    text,
  };
}
