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
