import { cn } from '@/lib/cn';

import type { TagChip } from '../api/tag-schema';

/** An opportunity's tags as coloured chips; `compact` for a grid cell. */
export function TagList({
  tags,
  compact = false,
}: {
  tags: readonly TagChip[];
  compact?: boolean;
}) {
  return (
    <ul aria-label="Etiquetas" className={cn('flex flex-wrap', compact ? 'gap-1' : 'gap-2')}>
      {tags.map((tag) => (
        <li
          key={tag.id}
          className={cn(
            'rounded-full font-medium text-white',
            compact ? 'px-2 py-0.5 text-[11px]' : 'px-3 py-1 text-xs',
          )}
          style={{ backgroundColor: tag.color }}
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
