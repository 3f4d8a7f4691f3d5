import { useId, useState } from 'react';

import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { PLANS } from '@/entities/plan/lib/plans';
import { usePressOnce } from '@/hooks/use-press-once';

import type { GlobalUser } from '../api/get-global-users';
import { useUpdateUserProfile } from '../api/update-user-profile';

const selectClass = 'h-10 rounded-md border border-input bg-card px-3 text-sm';

/** Staff change a user's plan, AI subscription and profile; it cannot close while saving. */
export function EditUserDialog({
  user,
  companyId,
  onClose,
}: {
  user: GlobalUser;
  companyId: number;
  onClose: () => void;
}) {
  const [planId, setPlanId] = useState(String(user.planId ?? 1));
  const [ai, setAi] = useState(user.iaSubsActive);
  const [profile, setProfile] = useState(user.profile ?? '');
  const ids = { plan: useId(), ai: useId(), profile: useId() };
  const save = useUpdateUserProfile({ companyId, userName: user.name, onSaved: onClose });
  const press = usePressOnce();
  const saving = press.busy || save.isPending;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      pending={saving}
      className="sm:max-w-md"
      title={`Editar a ${user.name}`}
      description={user.email}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void press.run(() =>
            save.mutateAsync({
              id: user.id,
              planId: Number(planId),
              ia_subs_active: ai,
              profile: profile === 'supervisor' || profile === 'admin' ? profile : null,
            }),
          );
        }}
      >
        <label htmlFor={ids.plan} className="flex flex-col gap-1.5 text-sm font-medium">
          Plan
          <select
            id={ids.plan}
            className={selectClass}
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
          >
            {Object.values(PLANS).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.ai} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={ids.ai}
            type="checkbox"
            checked={ai}
            onChange={(event) => setAi(event.target.checked)}
            className="size-4"
          />
          Suscripción de IA activa
        </label>
        <label htmlFor={ids.profile} className="flex flex-col gap-1.5 text-sm font-medium">
          Perfil
          <select
            id={ids.profile}
            className={selectClass}
            value={profile}
            onChange={(event) => setProfile(event.target.value)}
          >
            <option value="">Usuario</option>
            <option value="supervisor">Supervisor</option>
            <option value="admin">Administrador</option>
          </select>
        </label>
        <FormDialogFooter
          className="flex-row justify-end"
          pending={saving}
          submitLabel="Guardar"
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
