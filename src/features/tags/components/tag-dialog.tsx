import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useTags } from '@/entities/tag/api/get-tags';
import { TagChipView } from '@/entities/tag/components/tag-list';
import { isAnswerLost } from '@/lib/api-client';

import {
  colorFallbackNotice,
  initialTagFormValues,
  resolveTagColor,
  TAG_NAME_MAX_LENGTH,
  tagFormSchema,
  toTagFields,
  type TagFields,
  type TagFormValues,
} from '../lib/tag-form';
import { ConfirmDeleteTagDialog } from './confirm-delete-tag-dialog';
import { TagPalettePicker } from './tag-palette-picker';

export type TagDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Edit mode when given. */
  tag?: { id: string; name: string; color: string };
  /** Said under the title when the new tag goes on an opportunity. */
  opportunityCode?: string;
  /** Saves; resolves once saved (the dialog then closes), rejects to stay open. */
  onSave: (fields: TagFields) => Promise<unknown>;
  /** Deletes the tag being edited: 'Eliminar' shows only with it. */
  onDelete?: () => Promise<unknown>;
};

/**
 * The tag modal (decision 0015): 'Nueva etiqueta' or 'Editar etiqueta', a name, a live preview with
 * the hex code, the palette of 8 and any colour the converter reads. Every button waits while it
 * saves or deletes, and it cannot be closed meanwhile.
 */
export function TagDialog({
  open,
  onOpenChange,
  companyId,
  tag,
  opportunityCode,
  onSave,
  onDelete,
}: TagDialogProps) {
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const editing = tag !== undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={busy !== null}
      className="sm:max-w-md"
      title={editing ? 'Editar etiqueta' : 'Nueva etiqueta'}
      description={
        opportunityCode
          ? `La etiqueta se agregará a la oportunidad ${opportunityCode}.`
          : 'Ponle un nombre y un color para reconocerla de un vistazo en tus oportunidades.'
      }
    >
      <TagForm
        companyId={companyId}
        tag={tag}
        busy={busy}
        setBusy={setBusy}
        onSave={onSave}
        onDelete={editing ? onDelete : undefined}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** Lives in the dialog's content, which unmounts on close: each opening starts from the tag. */
function TagForm({
  companyId,
  tag,
  busy,
  setBusy,
  onSave,
  onDelete,
  onDone,
}: {
  companyId: number;
  tag?: TagDialogProps['tag'];
  busy: 'saving' | 'deleting' | null;
  setBusy: (busy: 'saving' | 'deleting' | null) => void;
  onSave: TagDialogProps['onSave'];
  onDelete?: TagDialogProps['onDelete'];
  onDone: () => void;
}) {
  const tags = useTags({ companyId });
  // A new tag whose answer was lost may be on the list already, made by that very press: its
  // name is no conflict for the retry, which the server answers with the first answer (issue 39).
  const [maybeMade, setMaybeMade] = useState<string | null>(null);
  const takenNames = useMemo(
    () =>
      (tags.data ?? [])
        .filter((item) => item.tag.id !== tag?.id && item.tag.name !== maybeMade)
        .map((item) => item.tag.name),
    [tags.data, tag?.id, maybeMade],
  );
  const schema = useMemo(() => tagFormSchema(takenNames), [takenNames]);
  const form = useForm<TagFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialTagFormValues(tag),
    mode: 'onTouched',
  });
  const { control, formState, register, setValue } = form;
  const name = useWatch({ control, name: 'name' });
  const color = useWatch({ control, name: 'color' });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const hex = resolveTagColor(color);
  const fallbackNotice = colorFallbackNotice(color);
  const saving = busy === 'saving';
  const deleting = busy === 'deleting';
  // From the press itself: the form checks its values before `submit` marks it saving, and a
  // second press in between must find the buttons already waiting (issue 39).
  const pending = busy !== null || formState.isSubmitting;

  const submit = async (values: TagFormValues) => {
    setBusy('saving');
    try {
      await onSave(toTagFields(values));
      setBusy(null);
      onDone();
    } catch (error) {
      // The mutation's toast says why; everything typed stays for another try.
      if (!tag && isAnswerLost(error)) setMaybeMade(toTagFields(values).name);
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    setBusy('deleting');
    try {
      await onDelete();
      setBusy(null);
      onDone();
    } catch (error) {
      setBusy(null);
      throw error;
    }
  };

  return (
    <form
      noValidate
      aria-label={tag ? 'Editar etiqueta' : 'Nueva etiqueta'}
      className="flex flex-col gap-5"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField label="Nombre" error={formState.errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={TAG_NAME_MAX_LENGTH}
          placeholder="Ej.: Postular"
          disabled={busy !== null}
          {...register('name')}
        />
      </FormField>

      <div
        role="group"
        aria-label="Vista previa"
        className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3"
      >
        <span aria-hidden className="text-xs font-medium text-muted-foreground">
          Vista previa
        </span>
        <TagChipView tag={{ name: name.trim() || 'Etiqueta', color: hex }} />
        <span className="ml-auto font-mono text-sm">
          <span className="sr-only">Código de color </span>
          {hex}
        </span>
      </div>

      <TagPalettePicker
        hex={hex}
        disabled={busy !== null}
        onPick={(picked) => setValue('color', picked, { shouldValidate: true, shouldDirty: true })}
      />

      {/* An unreadable colour is saved as Azul (decision 0015): the field says why, in place
          of its usual hint, and does not stop the save. */}
      <FormField
        label="Otro color"
        hint={
          fallbackNotice ? (
            <span role="status" className="text-amber-700 dark:text-amber-400">
              {fallbackNotice}
            </span>
          ) : (
            'Hexadecimal (#22C55E), rgb(34, 197, 94), hsl(142, 71%, 45%) o un nombre en inglés (red, blue…).'
          )
        }
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          disabled={busy !== null}
          {...register('color')}
        />
      </FormField>

      <FormDialogFooter
        className="sm:items-center"
        pending={pending}
        submitting={saving}
        submitDisabled={!name.trim()}
        submitLabel={tag ? 'Guardar' : 'Crear'}
        onCancel={onDone}
      >
        {onDelete && (
          <Button
            type="button"
            variant="destructive"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={() => setConfirmingDelete(true)}
          >
            {deleting && <Spinner label="Eliminando" />}
            Eliminar
          </Button>
        )}
      </FormDialogFooter>

      {onDelete && tag && (
        <ConfirmDeleteTagDialog
          tagName={tag.name}
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          onConfirm={remove}
        />
      )}
    </form>
  );
}
