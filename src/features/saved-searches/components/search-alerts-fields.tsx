import { Controller, useWatch, type Control, type UseFormClearErrors } from 'react-hook-form';

import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

import type { SavedSearch } from '../api/saved-search-schema';
import type { SavedSearchFormValues } from '../lib/saved-search-form';
import { AlertsFieldset } from './alerts-fieldset';
import { CompanyUserPicker } from './company-user-picker';
import { NotificationTimesPicker } from './notification-times-picker';

/**
 * 'Recibir alertas por correo' and, once on, when (the times) and to whom (company users) they
 * go; each group says its own error below it.
 */
export function SearchAlertsFields({
  control,
  clearErrors,
  switchId,
  companyId,
  savedSearch,
  saving,
}: {
  control: Control<SavedSearchFormValues>;
  clearErrors: UseFormClearErrors<SavedSearchFormValues>;
  /** The switch's id (the form names its summary after it too). */
  switchId: string;
  companyId: number;
  savedSearch?: SavedSearch;
  saving: boolean;
}) {
  const sendEmail = useWatch({ control, name: 'sendEmail' });
  return (
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
              <AlertsFieldset legend="Horarios de envío" error={fieldState.error?.message}>
                <NotificationTimesPicker
                  value={field.value}
                  disabled={saving}
                  invalid={Boolean(fieldState.error)}
                  firstRef={field.ref}
                  onChange={(times) => {
                    field.onChange(times);
                    clearErrors('notificationTimes');
                  }}
                />
              </AlertsFieldset>
            )}
          />

          <Controller
            control={control}
            name="notifyUserIds"
            render={({ field, fieldState }) => (
              <AlertsFieldset
                legend="Usuarios que recibirán las alertas"
                error={fieldState.error?.message}
              >
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
              </AlertsFieldset>
            )}
          />
        </>
      )}
    </div>
  );
}
