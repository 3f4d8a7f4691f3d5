import type { QueryClient } from '@tanstack/react-query';

import { tagKeys } from '@/entities/tag/api/get-tags';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

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

/** The toast a failed tag change shows, unless the session or subscription already spoke. */
export function failureToast(title: string) {
  return (error: unknown) => {
    if (isSilentError(error)) return;
    toast.error(title, { description: getErrorMessage(error) });
  };
}
