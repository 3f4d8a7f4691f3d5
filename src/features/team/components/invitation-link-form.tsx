import { LinkIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { usePressOnce } from '@/hooks/use-press-once';

import {
  genericLinkInputSchema,
  personalLinkInputSchema,
  useCreateInvitationLink,
} from '../api/create-invitation-link';
import type { InvitationLink } from '../api/get-invitation-links';

type LinkKind = 'generic' | 'personal';

const LINK_KINDS: { value: LinkKind; label: string }[] = [
  { value: 'generic', label: 'Link general (varias personas)' },
  { value: 'personal', label: 'Link personal (un correo)' },
];

/**
 * Generates an invitation link: generic (how many people may use it) or personal (one e-mail).
 * The field's rule is checked on submit and its message shown under it.
 */
export function InvitationLinkForm({
  companyId,
  onCreated,
}: {
  companyId: number;
  onCreated: (link: InvitationLink) => void;
}) {
  const [kind, setKind] = useState<LinkKind>('generic');
  const [maxCount, setMaxCount] = useState('5');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const ids = {
    generic: useId(),
    personal: useId(),
    count: useId(),
    email: useId(),
    error: useId(),
  };
  const create = useCreateInvitationLink(companyId, {
    onCreated: (link) => {
      onCreated(link);
      setEmail('');
    },
  });

  const press = usePressOnce();
  const sending = press.busy || create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      kind === 'generic'
        ? genericLinkInputSchema.safeParse({ maxCount: Number(maxCount) })
        : personalLinkInputSchema.safeParse({ invitedUserEmail: email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Ingrese un correo electrónico válido');
      return;
    }
    setFieldError(null);
    void press.run(() => create.mutateAsync(parsed.data));
  };
  const invalid = {
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': fieldError ? ids.error : undefined,
  } as const;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Tipo de link</legend>
        {LINK_KINDS.map((option) => (
          <label key={option.value} htmlFor={ids[option.value]} className="flex items-center gap-2">
            <input
              id={ids[option.value]}
              type="radio"
              name="kind"
              checked={kind === option.value}
              onChange={() => setKind(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {kind === 'generic' ? (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={ids.count} className="text-sm font-medium">
            Cuántas personas pueden usarlo
          </label>
          <Input
            id={ids.count}
            type="number"
            min={1}
            max={50}
            value={maxCount}
            {...invalid}
            onChange={(event) => setMaxCount(event.target.value)}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={ids.email} className="text-sm font-medium">
            Correo de la persona invitada
          </label>
          <Input
            id={ids.email}
            type="email"
            value={email}
            {...invalid}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      )}
      {fieldError && (
        <p id={ids.error} className="text-sm text-destructive">
          {fieldError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner label="Generando" /> : <LinkIcon aria-hidden />}
          Generar link
        </Button>
      </div>
    </form>
  );
}
