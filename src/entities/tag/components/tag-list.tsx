import type { CSSProperties } from 'react';

import { cn } from '@/lib/cn';
import { readableTextColor } from '@/lib/color';

import type { TagChip } from '../api/tag-schema';

/** A chip's look: its tag's colour, the text black or white, whichever reads (WCAG AA). */
function chipProps(color: string, compact: boolean, className?: string) {
  return {
    className: cn(
      'max-w-full truncate rounded-full font-medium',
      compact ? 'px-2 py-0.5 text-[11px]' : 'px-3 py-1 text-xs',
      className,
    ),
    style: { backgroundColor: color, color: readableTextColor(color) } satisfies CSSProperties,
  };
}

/** One tag as a chip (a preview, a picker row). */
export function TagChipView({
  tag,
  compact = false,
  className,
}: {
  tag: Pick<TagChip, 'name' | 'color'>;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span title={tag.name} {...chipProps(tag.color, compact, cn('inline-block', className))}>
      {tag.name}
    </span>
  );
}

/** An opportunity's tags as coloured chips; `compact` for a grid cell. */
export function TagList({
  tags,
  compact = false,
}: {
  tags: readonly TagChip[];
  compact?: boolean;
}) {
  return (
    <ul
      aria-label="Etiquetas"
      className={cn('flex min-w-0 flex-wrap', compact ? 'gap-1' : 'gap-2')}
    >
      {tags.map((tag) => (
        <li key={tag.id} title={tag.name} {...chipProps(tag.color, compact)}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
