import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import type { Tag } from '@/entities/tag/api/tag-schema';

import { useToggleTagAlerts } from '../api/update-tag-by-id';

/**
 * The tag notification toggle: asks before turning a tag's alerts on or off; on 'Sí, activar' /
 * 'Sí, desactivar' the flag flips at once, a toast says so, and the flag is saved (decision 0015).
 */
export function TagAlertsDialog({
  companyId,
  tag,
  open,
  onOpenChange,
}: {
  companyId: number;
  tag: Tag;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toggle = useToggleTagAlerts(companyId);
  const turningOn = !tag.receiveNotifications;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="default"
      title={
        turningOn ? '¿Activar avisos de esta etiqueta?' : '¿Desactivar avisos de esta etiqueta?'
      }
      description={
        turningOn
          ? `Te avisaremos cuando cambie una oportunidad con la etiqueta «${tag.name}»: su estado, sus fechas o sus documentos.`
          : `Dejarás de recibir avisos de cambios en las oportunidades con la etiqueta «${tag.name}».`
      }
      action={turningOn ? 'Sí, activar' : 'Sí, desactivar'}
      onConfirm={() => toggle.mutate(tag)}
    />
  );
}
