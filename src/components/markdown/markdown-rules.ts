import { paths } from '@/config/paths';

/**
 * Splits markdown into its top-level blocks at blank lines, never inside a fenced code block, so
 * a streamed answer re-parses only its growing last block (the others are done and memoised).
 * Joining the blocks with a blank line gives back the same document.
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      current.push(line);
      continue;
    }
    if (line.trim() === '') flush();
    else current.push(line);
  }
  flush();
  return blocks;
}

/*
 * What a block may hold and still be parsed as markdown: the parser's time grows with the square
 * of some of its parts, and deep nesting overflows its stack. Measured in Node on this project's
 * machine (worst of about 400 generated texts, each a short piece repeated):
 * - emphasis, strikethrough and link delimiters: 1 000 of them cost up to 66 ms, 4 000 up to
 *   370 ms, a 100 000-character run of '*_' minutes, a page frozen;
 * - '>' or list markers opening one line: 5 000 levels cost 1.8 s, 10 000 throw 'Maximum call
 *   stack size exceeded';
 * - within those two limits, 10 000 characters cost up to 110 ms, 20 000 up to 370 ms and
 *   40 000 up to 2.2 s (a run of backslashes and '!').
 * A real answer's block holds a few dozen delimiters (a table with a bold cell per row, a few
 * hundred), nests three or four levels and runs to a few thousand characters.
 */
export const MARKDOWN_LIMITS = { delimiters: 1_000, nesting: 16, characters: 20_000 };

const DELIMITER = /[*_~[\]]/g;
/** The containers a line opens: quotes and list items, one inside the other. */
const CONTAINERS = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/gm;
const CONTAINER_MARKER = />|[-+*]|\d{1,9}[.)]/g;

const countOf = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/** Whether a block is cheap to parse as markdown (MARKDOWN_LIMITS): else it is shown as text. */
export function isCheapMarkdown(block: string): boolean {
  if (block.length > MARKDOWN_LIMITS.characters) return false;
  if (countOf(DELIMITER, block) > MARKDOWN_LIMITS.delimiters) return false;
  const openings = block.match(CONTAINERS) ?? [];
  return openings.every((opening) => countOf(CONTAINER_MARKER, opening) <= MARKDOWN_LIMITS.nesting);
}

/** Where our own pages a chat may link to live: an opportunity's detail and the rest of the app. */
const OWN_PREFIX = `${paths.dashboard.root.getHref()}/`;
/** Stands for our origin while a relative path is resolved; never sent anywhere. */
const OWN_ORIGIN = 'https://oportuna.invalid';

/**
 * Only http(s), mailto and in-page links survive, and our own relative paths under /dashboard/
 * (a chat's link to an opportunity's detail, decision 0017), normalised (no '..' out of it, no
 * other host by '//' or '\\'). Anything else (`javascript:`, `data:`, other relative paths) is ''.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/')) {
    try {
      const parsed = new URL(trimmed, OWN_ORIGIN);
      const own = parsed.origin === OWN_ORIGIN && parsed.pathname.startsWith(OWN_PREFIX);
      return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '';
    } catch {
      return '';
    }
  }
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : '';
  } catch {
    return '';
  }
}
