import type { QueryClient } from '@tanstack/react-query';

import { tagsQueryOptions } from '@/entities/tag/api/get-tags';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { checkUnchanged } from '@/lib/edit-conflict';

/** What a second tab is told when the tag it edits changed or went meanwhile (issue 39). */
export const TAG_CONFLICT_MESSAGES = {
  changed: (tag: Pick<Tag, 'name'>) =>
    `Esta etiqueta cambió en otra pestaña o por otra persona mientras la editabas: ahora es «${tag.name}». Revisa tus cambios y guarda de nuevo para reemplazarla.`,
  gone: 'Esta etiqueta ya no existe: se eliminó en otra pestaña o por otra persona.',
} as const;

/**
 * The company's tag as the server holds it now (GET /tags, read afresh: every tag list on screen
 * shows it too), or null when it is gone.
 */
export async function currentTag(queryClient: QueryClient, companyId: number, tagId: string) {
  const list = await queryClient.fetchQuery({ ...tagsQueryOptions({ companyId }), staleTime: 0 });
  return list.find((item) => item.tag.id === tagId)?.tag ?? null;
}

/** Refuses an edit of `base` when the tag changed or went since the form opened it. */
export async function checkTagUnchanged(queryClient: QueryClient, companyId: number, base: Tag) {
  checkUnchanged({
    base,
    current: await currentTag(queryClient, companyId, base.id),
    fields: ({ name, color, receiveNotifications }) => ({ name, color, receiveNotifications }),
    changed: TAG_CONFLICT_MESSAGES.changed,
    gone: TAG_CONFLICT_MESSAGES.gone,
  });
}
