import { PlusIcon } from 'lucide-react';
import { Suspense, useId, useState, type ReactElement } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useTags } from '@/entities/tag/api/get-tags';
import type { TagChip } from '@/entities/tag/api/tag-schema';
import { TagChipView } from '@/entities/tag/components/tag-list';

import { useCreateTag } from '../api/create-tag';
import { useOpportunityTagToggle } from '../api/toggle-opportunity-tag';
import { lazyNamed } from '@/lib/lazy-named';

const TagDialog = lazyNamed(
  () => import('./tag-dialog'),
  (module) => module.TagDialog,
);

export type TagPickerProps = {
  companyId: number;
  opportunityCode: string;
  /** The tags the opportunity carries, as its row or detail holds them. */
  tags: readonly TagChip[];
  /** Where the page keeps the row: the new chips go there at once (optimistic). */
  onTagsChange: (tags: TagChip[]) => void;
  /** The chips as shown (the company's tags as they are now). */
  chips: readonly TagChip[];
  defaultOpen?: boolean;
  children: ReactElement;
};

/**
 * The tag picker: a popover with the company's tags, each a checkbox checked when the
 * opportunity carries it (GET /tags?oportunity={code}); toggling puts the tag on or takes it off
 * at once (optimistic). 'Crear etiqueta' opens the tag modal for a new tag that goes on this
 * opportunity. `children` is the trigger.
 */
export function TagPicker({
  companyId,
  opportunityCode,
  tags,
  onTagsChange,
  defaultOpen = false,
  children,
}: TagPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [creating, setCreating] = useState(false);
  const list = useTags({ companyId, opportunityCode });
  const toggle = useOpportunityTagToggle({ companyId, opportunityCode, tags, onTagsChange });
  const create = useCreateTag(companyId);
  // The box a supplier just ticked shows it at once and stays so until the server has answered
  // and the list is fresh again (the list may be refetching when the box is pressed).
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const headingId = useId();

  const change = (tag: TagChip, on: boolean) => {
    setPending((current) => new Map(current).set(tag.id, on));
    toggle.mutate(
      { tag, on },
      {
        onSettled: () =>
          setPending((current) => {
            const next = new Map(current);
            next.delete(tag.id);
            return next;
          }),
      },
    );
  };

  const saveNew = async (fields: { name: string; color: string }) => {
    const created = await create.mutateAsync({ ...fields, opportunityCode });
    // The server has put it on the opportunity: the chips follow.
    onTagsChange([
      ...tags.filter((chip) => chip.id !== created.id),
      { id: created.id, name: created.name, color: created.color },
    ]);
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{children}</PopoverTrigger>
        <PopoverContent
          align="start"
          // Never taller than the room the trigger leaves: near the bottom of a long page the
          // list scrolls inside instead of the page moving under it ('Crear etiqueta' in view).
          collisionPadding={8}
          className="flex max-h-(--radix-popover-content-available-height) w-72 flex-col p-0"
          aria-labelledby={headingId}
          // What happens in the picker stays in it: React passes portal events up to the grid's
          // row, whose keys move the focus and whose double click opens the detail.
          onKeyDown={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
        >
          <div className="border-b px-3 py-2">
            <h2 id={headingId} className="text-sm font-semibold">
              Etiquetas de {opportunityCode}
            </h2>
          </div>
          <div className="max-h-64 min-h-0 flex-1 overflow-y-auto p-2">
            {list.isPending ? (
              <div className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
                <Spinner label="Cargando etiquetas" />
                Cargando etiquetas…
              </div>
            ) : list.isError ? (
              <div className="flex flex-col items-start gap-1 p-2 text-sm">
                <p className="text-destructive">Error al cargar etiquetas</p>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => void list.refetch()}
                >
                  Reintentar
                </Button>
              </div>
            ) : list.data.length === 0 ? (
              <p className="p-2 text-sm text-muted-foreground">
                Tu empresa aún no tiene etiquetas.
              </p>
            ) : (
              <ul className="flex flex-col gap-0.5">
                {list.data.map(({ tag, selected }) => (
                  <TagOption
                    key={tag.id}
                    tag={tag}
                    checked={pending.get(tag.id) ?? selected}
                    disabled={pending.has(tag.id)}
                    onChange={(on) => change(tag, on)}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full justify-start"
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              <PlusIcon aria-hidden />
              Crear etiqueta
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      <Suspense fallback={null}>
        {creating && (
          <TagDialog
            open={creating}
            onOpenChange={setCreating}
            companyId={companyId}
            opportunityCode={opportunityCode}
            onSave={saveNew}
          />
        )}
      </Suspense>
    </>
  );
}

function TagOption({
  tag,
  checked,
  disabled,
  onChange,
}: {
  tag: TagChip;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onChange(next === true)}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center">
        <TagChipView tag={tag} compact />
      </label>
    </li>
  );
}
