import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** 'Cancelar' and the form's submit button, which spins while it saves. */
export function FormDialogActions({
  busy,
  label,
  onCancel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" disabled={busy || disabled}>
        {busy && <Spinner label="Guardando" />}
        {label}
      </Button>
    </DialogFooter>
  );
}
