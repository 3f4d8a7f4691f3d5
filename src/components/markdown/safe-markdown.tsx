import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

import { cn } from '@/lib/cn';

import { isCheapMarkdown, safeUrl, splitMarkdownBlocks } from './markdown-rules';

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  table: ({ node: _node, ...props }) => (
    // A wide table scrolls sideways in a narrow panel: the keyboard must reach it (WCAG 2.1.1).
    <div
      role="region"
      aria-label="Tabla (desplázala para ver todas las columnas)"
      tabIndex={0}
      className="my-3 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table {...props} className="w-full border-collapse text-sm" />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th {...props} className="border-b bg-muted/60 px-3 py-2 text-left font-semibold" />
  ),
  td: ({ node: _node, ...props }) => <td {...props} className="border-b px-3 py-2 align-top" />,
  img: ({ node: _node, alt }) => <span>{alt}</span>,
};

const remarkPlugins = [remarkGfm];

const Block = memo(function Block({ markdown }: { markdown: string }) {
  // A block the parser would spend seconds on, or overflow its stack with, is read as it came.
  if (!isCheapMarkdown(markdown)) return <p className="whitespace-pre-wrap">{markdown}</p>;
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      components={components}
      skipHtml
      urlTransform={safeUrl}
    >
      {markdown}
    </ReactMarkdown>
  );
});

/**
 * Markdown from the AI or another person, made safe to show (decision 0017): HTML in it is never
 * rendered (dropped, not escaped into the page), links open in a new tab without opener access,
 * and only http(s), mailto and in-page links survive (`javascript:`, `data:` and the rest are
 * removed). GFM tables, lists and code are styled for reading.
 *
 * It renders block by block: while an answer streams in, only its last block changes, so
 * only that one is parsed again (the others are memoised by their text). A block past
 * MARKDOWN_LIMITS (thousands of delimiters, deep nesting, tens of thousands of characters) is
 * shown as plain text: parsing it would freeze the page or overflow the parser's stack.
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  const blocks = useMemo(() => splitMarkdownBlocks(children), [children]);
  return (
    <div
      className={cn(
        'space-y-3 text-sm leading-relaxed break-words [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
    >
      {blocks.map((block, index) => (
        <Block key={index} markdown={block} />
      ))}
    </div>
  );
}
