import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, type RefCallback } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import {
  companyUsersQueryOptions,
  type CompanyUser,
} from '@/entities/company-users/api/get-company-users';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { SearchJson, SearchParams } from '@/lib/search-json';
import { toast } from '@/lib/toast';

import { NOTIFICATION_TIMES, type SavedSearch } from '../api/saved-search-schema';
import { useSaveSearch } from '../hooks/use-saved-searches';
import {
  initialFormValues,
  resolveSearchJson,
  savedSearchFormSchema,
  sortNotificationTimes,
  type SavedSearchFormValues,
} from '../lib/saved-search-form';

import { SearchSummary } from './search-summary';

export type SavedSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's first company (spec search §1); null while it is unknown. */
  companyId: number;
  /** The search on screen: what a new saved search stores, and what an edit stores instead. */
  searchParams?: SearchParams;
  /** Edit mode when given. */
  savedSearch?: SavedSearch;
  /** Called with the stored search after a successful save, once the dialog has closed. */
  onSaved?: (savedSearch: SavedSearch) => void;
};

/**
 * The saved-search modal (spec search §2, §4, §5): create or edit, with optional e-mail alerts
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
  const saving = mutation.isPending;
  const editing = savedSearch !== undefined;
  const searchJson = resolveSearchJson({ searchParams, savedSearch });

  // The plan's limit (a 403 naming it, spec search §9) stays in the dialog with a way to the
  // plans; the toast says it too, but a toast under a modal dialog cannot be clicked.
  const planLimit =
    mutation.isError && isApiError(mutation.error) && mutation.error.status === 403
      ? getErrorMessage(mutation.error)
      : null;
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };

  const submit = (values: SavedSearchFormValues) => {
    if (!searchJson) return;
    mutation.mutate(
      {
        id: savedSearch?.id,
        name: values.name,
        jsonData: searchJson,
        sendEmail: values.sendEmail,
        // With alerts off nothing is scheduled, so no stale times or recipients are stored.
        notificationTimes: values.sendEmail ? sortNotificationTimes(values.notificationTimes) : [],
        notifyUserIds: values.sendEmail ? values.notifyUserIds : [],
        companyId,
      },
      {
        onSuccess: (saved) => {
          // Straight to the parent: the guard below still sees `saving` from this render.
          onOpenChange(false);
          onSaved?.(saved);
        },
      },
    );
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

/**
 * The form lives inside the dialog's content, which unmounts on close: every opening starts from
 * the saved search (or empty), while a failed save keeps everything typed.
 */
function SavedSearchForm({
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
  onSubmit: (values: SavedSearchFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<SavedSearchFormValues>({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: initialFormValues(savedSearch),
    reValidateMode: 'onSubmit',
  });
  const { control, formState, clearErrors } = form;
  const name = useWatch({ control, name: 'name' });
  const sendEmail = useWatch({ control, name: 'sendEmail' });
  const switchId = useId();
  const timesErrorId = useId();
  const usersErrorId = useId();

  const onInvalid = (errors: FieldErrors<SavedSearchFormValues>) => {
    const message =
      errors.name?.message ?? errors.notificationTimes?.message ?? errors.notifyUserIds?.message;
    // Spec search §5 shows these under the title 'Error de validación'; the field shows it too.
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
          disabled={saving}
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

      <div className="flex flex-col gap-4 rounded-lg border p-3">
        <Controller
          control={control}
          name="sendEmail"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={switchId} className="leading-snug">
                Recibir alertas por correo
              </Label>
              <Switch
                id={switchId}
                ref={field.ref}
                checked={field.value}
                disabled={saving}
                onCheckedChange={(checked) => {
                  field.onChange(checked);
                  clearErrors(['notificationTimes', 'notifyUserIds']);
                }}
              />
            </div>
          )}
        />

        {sendEmail && (
          <>
            <Controller
              control={control}
              name="notificationTimes"
              render={({ field, fieldState }) => (
                <fieldset
                  className="flex flex-col gap-2"
                  aria-describedby={fieldState.error ? timesErrorId : undefined}
                >
                  <legend className="mb-2 text-sm font-medium">Horarios de envío</legend>
                  <div className="flex flex-wrap gap-2">
                    {NOTIFICATION_TIMES.map((time, index) => (
                      <label
                        key={time}
                        className={cn(
                          'inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm transition-colors select-none has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-medium has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                          saving && 'cursor-not-allowed opacity-60',
                        )}
                      >
                        <input
                          type="checkbox"
                          className="sr-only"
                          ref={index === 0 ? field.ref : undefined}
                          checked={field.value.includes(time)}
                          disabled={saving}
                          aria-invalid={Boolean(fieldState.error)}
                          onChange={(event) => {
                            field.onChange(
                              event.target.checked
                                ? sortNotificationTimes([...field.value, time])
                                : field.value.filter((value) => value !== time),
                            );
                            clearErrors('notificationTimes');
                          }}
                        />
                        {time} hrs
                      </label>
                    ))}
                  </div>
                  {fieldState.error && (
                    <p id={timesErrorId} className="text-sm text-destructive">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              )}
            />

            <Controller
              control={control}
              name="notifyUserIds"
              render={({ field, fieldState }) => (
                <fieldset
                  className="flex flex-col gap-2"
                  aria-describedby={fieldState.error ? usersErrorId : undefined}
                >
                  <legend className="mb-2 text-sm font-medium">
                    Usuarios que recibirán las alertas
                  </legend>
                  <CompanyUserPicker
                    companyId={companyId}
                    savedSearch={savedSearch}
                    selected={field.value}
                    disabled={saving}
                    invalid={Boolean(fieldState.error)}
                    firstRef={field.ref}
                    onChange={(ids) => {
                      field.onChange(ids);
                      clearErrors('notifyUserIds');
                    }}
                  />
                  {fieldState.error && (
                    <p id={usersErrorId} className="text-sm text-destructive">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
          </>
        )}
      </div>

      {/* Disabled only while nothing is typed: a name of blanks gets the spec's message. */}
      <FormDialogFooter
        pending={saving}
        submitDisabled={name === '' || searchJson === null}
        submitLabel={savedSearch ? 'Guardar cambios' : 'Guardar búsqueda'}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * The company's users as checkboxes. Recipients stored on the search who are no longer listed
 * stay visible, so they can still be removed.
 */
function CompanyUserPicker({
  companyId,
  savedSearch,
  selected,
  disabled,
  invalid,
  firstRef,
  onChange,
}: {
  companyId: number;
  savedSearch?: SavedSearch;
  selected: number[];
  disabled: boolean;
  invalid: boolean;
  firstRef: RefCallback<HTMLButtonElement>;
  onChange: (ids: number[]) => void;
}) {
  const query = useQuery(companyUsersQueryOptions(companyId));
  const baseId = useId();

  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Cargando" />
        Cargando usuarios...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <span>No se pudieron cargar los usuarios de la empresa.</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }

  const users: CompanyUser[] = [...(query.data ?? [])];
  for (const stored of savedSearch?.notifyUsers ?? []) {
    if (!users.some((user) => user.id === stored.id)) users.push(stored);
  }

  if (users.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No hay usuarios disponibles en la empresa. Contacta al administrador para agregar usuarios.
      </p>
    );
  }

  return (
    <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
      {users.map((user, index) => {
        const checkboxId = `${baseId}-${user.id}`;
        return (
          <li
            key={user.id}
            className="flex items-start gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
          >
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              ref={index === 0 ? firstRef : undefined}
              checked={selected.includes(user.id)}
              disabled={disabled}
              aria-invalid={invalid}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...selected, user.id]
                    : selected.filter((id) => id !== user.id),
                )
              }
            />
            <label
              htmlFor={checkboxId}
              className={cn(
                'flex min-w-0 flex-1 cursor-pointer flex-col',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <span className="font-medium">{user.name}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
