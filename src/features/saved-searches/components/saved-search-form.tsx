import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SearchJson } from '@/lib/search-json';
import { toast } from '@/lib/toast';

import type { SavedSearch } from '../api/saved-search-schema';
import {
  initialFormValues,
  savedSearchFormSchema,
  type SavedSearchFormValues,
} from '../lib/saved-search-form';
import { SearchAlertsFields } from './search-alerts-fields';
import { SearchSummary } from './search-summary';

/**
 * The form lives inside the dialog's content, which unmounts on close: every opening starts from
 * the saved search (or empty), while a failed save keeps everything typed.
 */
export function SavedSearchForm({
  companyId,
  savedSearch,
  searchJson,
  usesCurrentSearch,
  saving,
  onSubmit,
  onCancel,
}: {
  companyId: number;
  savedSearch?: SavedSearch;
  searchJson: SearchJson | null;
  usesCurrentSearch: boolean;
  saving: boolean;
  onSubmit: (values: SavedSearchFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<SavedSearchFormValues>({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: initialFormValues(savedSearch),
    reValidateMode: 'onSubmit',
  });
  const { control, formState, clearErrors } = form;
  // Waiting from the press itself: the values are checked before the request starts, and a
  // second press in between must not send the search twice (issue 39).
  const busy = saving || formState.isSubmitting;
  const name = useWatch({ control, name: 'name' });
  const switchId = useId();

  const onInvalid = (errors: FieldErrors<SavedSearchFormValues>) => {
    const message =
      errors.name?.message ?? errors.notificationTimes?.message ?? errors.notifyUserIds?.message;
    // A toast titled 'Error de validación' shows them; the field too (decision 0008).
    if (message) toast.error('Error de validación', { description: message });
  };

  return (
    <form
      noValidate
      aria-label={savedSearch ? 'Editar búsqueda' : 'Guardar búsqueda'}
      className="flex flex-col gap-5"
      onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
    >
      <FormField label="Nombre" error={formState.errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={120}
          placeholder="Ej.: Insumos médicos en Valparaíso"
          disabled={busy}
          {...form.register('name', { onChange: () => clearErrors('name') })}
        />
      </FormField>

      <section aria-labelledby={`${switchId}-summary`} className="flex flex-col gap-2">
        <h3 id={`${switchId}-summary`} className="text-sm font-medium">
          {usesCurrentSearch ? 'Se guardará tu búsqueda actual' : 'Qué incluye esta búsqueda'}
        </h3>
        {searchJson ? (
          <SearchSummary json={searchJson} />
        ) : (
          <p className="rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
            Realiza una búsqueda en Búsquedas IA antes de guardarla.
          </p>
        )}
      </section>

      <SearchAlertsFields
        control={control}
        clearErrors={clearErrors}
        switchId={switchId}
        companyId={companyId}
        savedSearch={savedSearch}
        saving={busy}
      />

      {/* Disabled only while nothing is typed: a name of blanks gets the spec's message. */}
      <FormDialogFooter
        pending={busy}
        submitDisabled={name === '' || searchJson === null}
        submitLabel={savedSearch ? 'Guardar cambios' : 'Guardar búsqueda'}
        onCancel={onCancel}
      />
    </form>
  );
}
