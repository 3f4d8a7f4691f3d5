import type { Tag } from '@/entities/tag/api/tag-schema';
import { useEditBase } from '@/hooks/use-edit-base';
import { toast } from '@/lib/toast';

import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { TAG_TOASTS } from '../lib/tag-mutation-toasts';
import { useUpdateTag } from '../api/update-tag';
import { useUpdateTagById } from '../api/update-tag-by-id';
import type { TagFields } from '../lib/tag-form';
import { ConfirmDeleteTagDialog } from './confirm-delete-tag-dialog';
import { TagAlertsDialog } from './tag-alerts-dialog';
import { TagDialog } from './tag-dialog';

/** What a person asked to do with the company's tags, from the sidebar or the tags page. */
export type TagAction =
  | { kind: 'create' }
  | { kind: 'edit'; tag: Tag }
  | { kind: 'delete'; tag: Tag }
  | { kind: 'alerts'; tag: Tag };

/**
 * The dialog for one tag action, loaded when first needed (the sidebar's first paint carries
 * none of it). The sidebar saves by id (PUT /tags/{tagId}, its own toast 'La etiqueta se ha
 * actualizado correctamente.'); the tags page saves as the modal does (PUT /tags, 'Etiqueta
 * actualizada correctamente'). Both delete by id, after the confirmation.
 */
export function TagActionDialog({
  companyId,
  action,
  open,
  onOpenChange,
  source,
  onDeleted,
}: {
  companyId: number;
  action: TagAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: 'sidebar' | 'page';
  onDeleted?: (tag: Tag) => void;
}) {
  const create = useCreateTag(companyId);
  const updateInPlace = useUpdateTag(companyId);
  const updateById = useUpdateTagById(companyId);
  const remove = useDeleteTag(companyId);
  // What an edit is checked against: the tag as opened, then as it is after a conflict.
  const edit = useEditBase(
    action.kind === 'edit' ? action.tag : null,
    open && action.kind === 'edit' ? action.tag.id : undefined,
  );

  const save = (tag: Tag, fields: TagFields) => {
    // The sidebar says so when it lacks what it needs to save (decision 0015).
    if (!tag.id) {
      toast.error(TAG_TOASTS.missingForUpdate);
      return Promise.reject(new Error(TAG_TOASTS.missingForUpdate));
    }
    const update = source === 'sidebar' ? updateById : updateInPlace;
    return update.mutateAsync({ tag, fields }).catch((error: unknown) => {
      edit.onError(error);
      throw error;
    });
  };

  const deleteTag = async (tag: Tag) => {
    if (!tag.id) {
      toast.error(TAG_TOASTS.missingForDelete);
      throw new Error(TAG_TOASTS.missingForDelete);
    }
    await remove.mutateAsync(tag);
    onDeleted?.(tag);
  };

  switch (action.kind) {
    case 'create':
      return (
        <TagDialog
          open={open}
          onOpenChange={onOpenChange}
          companyId={companyId}
          onSave={(fields) => create.mutateAsync(fields)}
        />
      );
    case 'edit':
      return (
        <TagDialog
          open={open}
          onOpenChange={onOpenChange}
          companyId={companyId}
          tag={action.tag}
          onSave={(fields) => save(edit.base ?? action.tag, fields)}
          onDelete={() => deleteTag(action.tag)}
        />
      );
    case 'delete':
      return (
        <ConfirmDeleteTagDialog
          tagName={action.tag.name}
          open={open}
          onOpenChange={onOpenChange}
          onConfirm={() => deleteTag(action.tag)}
        />
      );
    case 'alerts':
      return (
        <TagAlertsDialog
          companyId={companyId}
          tag={action.tag}
          open={open}
          onOpenChange={onOpenChange}
        />
      );
  }
}
