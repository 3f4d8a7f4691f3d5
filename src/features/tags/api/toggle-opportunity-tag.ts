import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';

import { tagKeys } from '@/entities/tag/api/get-tags';
import type { TagChip, TagListItem } from '@/entities/tag/api/tag-schema';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { createTag } from './create-tag';
import type { TaggedOpportunity } from './get-opportunity-tags';
import { removeTagFromOpportunity } from './remove-tag-from-opportunity';

export const TAG_TOGGLE_TOASTS = {
  addFailed: 'No se pudo agregar la etiqueta a la oportunidad',
  removeFailed: 'No se pudo quitar la etiqueta de la oportunidad',
} as const;

/** The chips with `tag` put on (at the end) or taken off. */
export function withTag(chips: readonly TagChip[], tag: TagChip, on: boolean): TagChip[] {
  const without = chips.filter((chip) => chip.id !== tag.id);
  return on ? [...without, { id: tag.id, name: tag.name, color: tag.color }] : without;
}

export type ToggleVariables = { tag: TagChip; on: boolean };

/**
 * Puts a tag on an opportunity or takes it off, optimistically: the chips (`onTagsChange`, which
 * the page points at wherever it keeps the row), the picker's selected flag and the tagged-
 * opportunity list change at once; a failure puts back that one tag and says so in a toast.
 * Putting a tag on is POST /tags with its name and colour and the opportunity's code (the server
 * reuses the company's tag of that name); taking it off is DELETE /tags?tagId&opportunityCodigo.
 */
export function useOpportunityTagToggle({
  companyId,
  opportunityCode,
  tags,
  onTagsChange,
}: {
  companyId: number;
  opportunityCode: string;
  tags: readonly TagChip[];
  onTagsChange: (tags: TagChip[]) => void;
}) {
  const queryClient = useQueryClient();
  // The chips as they are now, not as they were when this mutation started: several toggles
  // in a row each change their own tag.
  const latest = useRef(tags);
  useLayoutEffect(() => {
    latest.current = tags;
  }, [tags]);
  const listKey = tagKeys.list({ companyId, opportunityCode });

  const setChips = (tag: TagChip, on: boolean) => {
    const next = withTag(latest.current, tag, on);
    latest.current = next;
    onTagsChange(next);
    queryClient.setQueryData<{ opportunities: TaggedOpportunity[]; total: number }>(
      tagKeys.opportunityList(companyId),
      (old) =>
        old && {
          ...old,
          opportunities: old.opportunities.map((row) =>
            row.codigo === opportunityCode
              ? { ...row, etiquetas: withTag(row.etiquetas, tag, on) }
              : row,
          ),
        },
    );
    queryClient.setQueryData<TagListItem[]>(listKey, (items) =>
      items?.map((item) => (item.tag.id === tag.id ? { ...item, selected: on } : item)),
    );
  };

  return useMutation({
    mutationFn: async ({ tag, on }: ToggleVariables) => {
      if (on) await createTag(companyId, { name: tag.name, color: tag.color, opportunityCode });
      else await removeTagFromOpportunity(companyId, { tagId: Number(tag.id), opportunityCode });
    },
    onMutate: async ({ tag, on }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      setChips(tag, on);
    },
    onError: (error, { tag, on }) => {
      setChips(tag, !on);
      if (isSilentError(error)) return;
      toast.error(on ? TAG_TOGGLE_TOASTS.addFailed : TAG_TOGGLE_TOASTS.removeFailed, {
        description: getErrorMessage(error),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: tagKeys.opportunityLists() }),
      ]),
  });
}
