import { ConfirmDialog } from '@/components/blocks/confirm-dialog';

/**
 * Asks before deleting a tag: it warns that this cannot be undone and that the tag leaves every
 * opportunity. It stays open, and cannot be closed, until the deletion is done; a failure leaves it
 * open (the toast says why).
 */
export function ConfirmDeleteTagDialog({
  tagName,
  open,
  onOpenChange,
  onConfirm,
}: {
  tagName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes; resolves when the tag is gone. */
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`¿Eliminar la etiqueta «${tagName}»?`}
      description="Esta acción no se puede deshacer. La etiqueta se quitará de todas las oportunidades que la tienen."
      action="Eliminar"
      pendingLabel="Eliminando"
      onConfirm={onConfirm}
    />
  );
}
