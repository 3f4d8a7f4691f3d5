import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { tagKeys } from '@/entities/tag/api/get-tags';
import type { Tag, TagListItem } from '@/entities/tag/api/tag-schema';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { createTag, type CreateTagInput } from '../api/create-tag';
import { deleteTag } from '../api/delete-tag';
import { updateTag } from '../api/update-tag';
import { updateTagById } from '../api/update-tag-by-id';
import type { TagFields } from '../lib/tag-form';

/** The toasts of the tag modal, the sidebar and the alerts toggle (decision 0015). */
export const TAG_TOASTS = {
  created: 'Etiqueta creada correctamente',
  updated: 'Etiqueta actualizada correctamente',
  saveFailed: 'Ocurrió un error al guardar la etiqueta',
  deleteFailed: 'Ocurrió un error al eliminar la etiqueta',
  sidebarUpdated: 'La etiqueta se ha actualizado correctamente.',
  deleted: 'La etiqueta se ha eliminado correctamente.',
  missingForUpdate: 'No se pudo obtener la información necesaria para actualizar la etiqueta.',
  missingForDelete: 'No se pudo obtener la información necesaria para eliminar la etiqueta.',
  alertsOn: 'Notificaciones activadas',
  alertsOff: 'Notificaciones desactivadas',
} as const;

export const alertsToastDescription = (tag: Pick<Tag, 'name'>, on: boolean) =>
  on
    ? `Recibirás avisos cuando cambien las oportunidades con la etiqueta «${tag.name}».`
    : `Ya no recibirás avisos de cambios en las oportunidades con la etiqueta «${tag.name}».`;

/** After a tag changes, every tag list and tagged-opportunity list is refreshed (decision 0015). */
export function refreshTags(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: tagKeys.all });
}

function failureToast(title: string) {
  return (error: unknown) => {
    // An expired session or subscription already speaks for itself.
    if (isSilentError(error)) return;
    toast.error(title, { description: getErrorMessage(error) });
  };
}

/** The modal's create (POST /tags); with an opportunity code the tag goes on it too. */
export function useCreateTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) => createTag(companyId, input),
    onSuccess: () => {
      toast.success(TAG_TOASTS.created);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}

/** The modal's save of an existing tag (PUT /tags, the id in the body). */
export function useUpdateTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, fields }: { tag: Tag; fields: TagFields }) =>
      updateTag(companyId, { tagId: Number(tag.id), ...fields }),
    onSuccess: () => {
      toast.success(TAG_TOASTS.updated);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}

/**
 * The sidebar's save (PUT /tags/{tagId}); the tag's alerts flag travels with it unchanged, so a
 * rename never turns alerts off.
 */
export function useUpdateTagById(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, fields }: { tag: Tag; fields: TagFields }) =>
      updateTagById(companyId, tag.id, {
        ...fields,
        receiveNotifications: tag.receiveNotifications,
      }),
    onSuccess: () => {
      toast.success(TAG_TOASTS.sidebarUpdated);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.saveFailed),
  });
}

/** DELETE /tags/{tagId}: the tag, from every opportunity too. */
export function useDeleteTag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Tag) => deleteTag(companyId, tag.id),
    onSuccess: () => {
      toast.success(TAG_TOASTS.deleted);
      void refreshTags(queryClient);
    },
    onError: failureToast(TAG_TOASTS.deleteFailed),
  });
}

type ListSnapshot = [readonly unknown[], TagListItem[] | undefined][];

/**
 * The alerts toggle: on confirm the flag flips at once in every tag list and the toast says so; the
 * flag is saved with PUT /tags/{tagId} (decision 0015). A failure puts it back and says the tag
 * could not be saved.
 */
export function useToggleTagAlerts(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Tag) =>
      updateTagById(companyId, tag.id, {
        name: tag.name,
        color: tag.color,
        receiveNotifications: !tag.receiveNotifications,
      }),
    onMutate: async (tag) => {
      await queryClient.cancelQueries({ queryKey: tagKeys.lists() });
      const snapshot: ListSnapshot = queryClient.getQueriesData<TagListItem[]>({
        queryKey: tagKeys.lists(),
      });
      queryClient.setQueriesData<TagListItem[]>({ queryKey: tagKeys.lists() }, (items) =>
        items?.map((item) =>
          item.tag.id === tag.id
            ? { ...item, tag: { ...item.tag, receiveNotifications: !tag.receiveNotifications } }
            : item,
        ),
      );
      const on = !tag.receiveNotifications;
      toast.success(on ? TAG_TOASTS.alertsOn : TAG_TOASTS.alertsOff, {
        description: alertsToastDescription(tag, on),
      });
      return { snapshot };
    },
    onError: (error, _tag, context) => {
      for (const [key, items] of context?.snapshot ?? []) queryClient.setQueryData(key, items);
      failureToast(TAG_TOASTS.saveFailed)(error);
    },
    onSettled: () => refreshTags(queryClient),
  });
}
