import { TagIcon } from 'lucide-react';
import { Suspense, useState, type MouseEvent, type ReactElement } from 'react';

import { Button } from '@/components/ui/button';
import { useTags } from '@/entities/tag/api/get-tags';
import { resolveTagChips } from '@/entities/tag/api/tag-schema';
import { TagChipView } from '@/entities/tag/components/tag-list';
import { cn } from '@/lib/cn';

import type { TagPickerProps } from './tag-picker';
import { lazyNamed } from '@/lib/lazy-named';

// The picker (Radix popover, checkboxes, the mutations) loads on the first hover, focus or
// press of a trigger, not with the grid or the detail.
const loadPicker = () => import('./tag-picker');
const TagPicker = lazyNamed(
  () => loadPicker(),
  (module) => module.TagPicker,
);
const preloadPicker = () => {
  loadPicker().catch(() => undefined);
};
// In the grid a double click on a row opens its detail; on the tag controls it must not.
const stopDoubleClick = (event: MouseEvent) => event.stopPropagation();

export type OpportunityTagsProps = Pick<
  TagPickerProps,
  'companyId' | 'opportunityCode' | 'tags' | 'onTagsChange'
> & {
  /**
   * 'cell': the grid's 'Etiquetas' cell, its chips a button that opens the picker; 'action': a
   * row action (an icon button); 'detail': the detail's chips and an 'Etiquetar' button.
   */
  variant: 'cell' | 'action' | 'detail';
};

/**
 * An opportunity's tags and the way to change them (decision 0015). The chips show
 * the company's tags as they are now (a renamed tag with its new name, a deleted one gone), so
 * rows cached before the change stay right. The picker is a popover listing the company's tags
 * with the opportunity's selected flags; it opens on the first press even while it loads.
 */
export function OpportunityTags(props: OpportunityTagsProps) {
  const { companyId, opportunityCode, tags, variant } = props;
  const companyTags = useTags({ companyId });
  const chips = resolveTagChips(
    tags,
    companyTags.data?.map((item) => item.tag),
  );
  const [requested, setRequested] = useState(false);

  const inGrid = variant !== 'detail';
  const trigger: ReactElement =
    variant === 'action' ? (
      <Button
        variant="ghost"
        size="icon-sm"
        tabIndex={-1}
        aria-label={`Etiquetar ${opportunityCode}`}
        title="Etiquetar"
        onPointerEnter={preloadPicker}
        onClick={() => setRequested(true)}
        onDoubleClick={stopDoubleClick}
      >
        <TagIcon aria-hidden />
      </Button>
    ) : variant === 'cell' ? (
      <button
        type="button"
        tabIndex={-1}
        className="flex min-h-8 w-full min-w-0 flex-wrap items-center gap-1 rounded-md px-1 py-0.5 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        onPointerEnter={preloadPicker}
        onClick={() => setRequested(true)}
        onDoubleClick={stopDoubleClick}
      >
        <span className="sr-only">Etiquetas de {opportunityCode}: </span>
        {chips.length === 0 ? (
          <span className="text-xs text-muted-foreground">Sin etiquetas</span>
        ) : (
          chips.map((chip) => <TagChipView key={chip.id} tag={chip} compact />)
        )}
      </button>
    ) : (
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        onClick={() => setRequested(true)}
      >
        <TagIcon aria-hidden />
        Etiquetar
      </Button>
    );

  const picker = requested ? (
    <Suspense fallback={trigger}>
      <TagPicker {...props} chips={chips} defaultOpen>
        {trigger}
      </TagPicker>
    </Suspense>
  ) : (
    trigger
  );

  if (inGrid) return picker;
  return (
    <div className="flex flex-col gap-3">
      {chips.length === 0 ? (
        <p className="text-sm text-muted-foreground">Esta oportunidad aún no tiene etiquetas.</p>
      ) : (
        <ul aria-label="Etiquetas" className={cn('flex flex-wrap gap-2')}>
          {chips.map((chip) => (
            <li key={chip.id}>
              <TagChipView tag={chip} />
            </li>
          ))}
        </ul>
      )}
      <div>{picker}</div>
    </div>
  );
}
