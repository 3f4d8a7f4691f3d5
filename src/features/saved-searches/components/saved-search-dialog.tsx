import { Link } from 'react-router-dom';

import { FormDialog } from '@/components/blocks/form-dialog';
import { paths } from '@/config/paths';
import { useEditBase } from '@/hooks/use-edit-base';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import type { SearchParams } from '@/lib/search-json';

import { useSaveSearch } from '../api/save-search';
import type { SavedSearch } from '../api/saved-search-schema';
import {
  resolveSearchJson,
  sortNotificationTimes,
  type SavedSearchFormValues,
} from '../lib/saved-search-form';
import { SavedSearchForm } from './saved-search-form';

export type SavedSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current company, else the user's first (decision 0020); null while it is unknown. */
  companyId: number;
  /** The search on screen: what a new saved search stores, and what an edit stores instead. */
  searchParams?: SearchParams;
  /** Edit mode when given. */
  savedSearch?: SavedSearch;
  /** Called with the stored search after a successful save, once the dialog has closed. */
  onSaved?: (savedSearch: SavedSearch) => void;
};

/**
 * The saved-search modal (decision 0008): create or edit, with optional e-mail alerts
 * at chosen times for chosen company users. It cannot be closed while saving.
 */
export function SavedSearchDialog({
  open,
  onOpenChange,
  companyId,
  searchParams,
  savedSearch,
  onSaved,
}: SavedSearchDialogProps) {
  const mutation = useSaveSearch();
  // What an edit is checked against: the search as opened, then as it is after a conflict.
  const edit = useEditBase(savedSearch, open ? savedSearch?.id : undefined);
  const saving = mutation.isPending;
  const editing = savedSearch !== undefined;
  const searchJson = resolveSearchJson({ searchParams, savedSearch });

  // The plan's limit (a 403 naming it, decision 0008) stays in the dialog with a way to the
  // plans; the toast says it too, but a toast under a modal dialog cannot be clicked.
  const planLimit =
    mutation.isError && isApiError(mutation.error) && mutation.error.status === 403
      ? getErrorMessage(mutation.error)
      : null;
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };

  // Returned, so the form stays submitting until the answer: a second press finds it waiting
  // (issue 39); the mutation's own toast says why it failed.
  const submit = async (values: SavedSearchFormValues) => {
    if (!searchJson) return;
    await mutation
      .mutateAsync(
        {
          id: savedSearch?.id,
          base: edit.base,
          name: values.name,
          jsonData: searchJson,
          sendEmail: values.sendEmail,
          // With alerts off nothing is scheduled, so no stale times or recipients are stored.
          notificationTimes: values.sendEmail
            ? sortNotificationTimes(values.notificationTimes)
            : [],
          notifyUserIds: values.sendEmail ? values.notifyUserIds : [],
          companyId,
        },
        {
          onSuccess: (saved) => {
            // Straight to the parent: the guard below still sees `saving` from this render.
            onOpenChange(false);
            onSaved?.(saved);
          },
          onError: edit.onError,
        },
      )
      .catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      pending={saving}
      className="sm:max-w-xl"
      title={editing ? 'Editar búsqueda' : 'Guardar búsqueda'}
      description={
        editing
          ? 'Cambia el nombre o las alertas por correo de esta búsqueda guardada.'
          : 'Guarda esta búsqueda para repetirla cuando quieras y recibir alertas por correo con nuevas oportunidades.'
      }
    >
      {planLimit && (
        <p
          role="alert"
          className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-foreground"
        >
          {planLimit}{' '}
          <Link
            className="font-semibold underline underline-offset-4"
            to={paths.dashboard.plans.getHref()}
            onClick={close}
          >
            Ver planes
          </Link>
        </p>
      )}
      <SavedSearchForm
        companyId={companyId}
        savedSearch={savedSearch}
        searchJson={searchJson}
        usesCurrentSearch={editing && searchParams !== undefined}
        saving={saving}
        onSubmit={submit}
        onCancel={close}
      />
    </FormDialog>
  );
}
