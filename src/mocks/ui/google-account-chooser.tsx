import { UserPlusIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useGoogleSignIn } from '@/features/auth/hooks/use-google-sign-in';
import { googleFailureFor } from '@/features/auth/lib/error-messages';
import { getInitials } from '@/lib/initials';

import { createMockGoogleIdToken } from '../areas/accounts/google-id-tokens';

const ACCOUNTS = [
  { name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
  { name: 'Sebastián Fuentes', email: 'supervisor@oportuna.cl' },
  { name: 'Ignacio Pérez Lagos', email: 'ignacio.perez.lagos@gmail.com' },
];

/**
 * Mock mode's stand-in for Google's popup, clearly labelled as a simulation, opened by the
 * landing's 'Continuar con Google' (each new `request`). It produces an idToken the mock server
 * can verify, then follows the same path as the real popup (POST /auth/google/verify). Closing
 * it is 'cancelled by the user', as closing Google's is.
 */
export default function GoogleAccountChooser({
  request,
  onPendingChange,
}: {
  /** How many times the button was pressed: each new one opens the chooser. */
  request: number;
  onPendingChange: (pending: boolean) => void;
}) {
  const { signIn, fail, isPending } = useGoogleSignIn();
  const [open, setOpen] = useState(request > 0);
  const [opened, setOpened] = useState(request);
  if (opened !== request) {
    setOpened(request);
    setOpen(true);
  }
  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);
  const [other, setOther] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const choose = async (account: { name: string; email: string }) => {
    setOpen(false);
    const sub = `mock-${account.email.toLowerCase()}`;
    signIn(
      await createMockGoogleIdToken({
        email: account.email.toLowerCase(),
        name: account.name,
        sub,
      }),
    );
  };

  const submitOther = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: other.name.trim() ? undefined : 'El nombre es requerido',
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(other.email.trim())
        ? undefined
        : 'Ingrese un correo electrónico válido',
    };
    setErrors(next);
    if (!next.name && !next.email)
      void choose({ name: other.name.trim(), email: other.email.trim() });
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) fail(googleFailureFor('popup_closed'));
        }}
      >
        <DialogContent className="max-w-md">
          <DialogHeader>
            <Badge variant="warning" className="mb-1">
              Simulación: no es Google
            </Badge>
            <DialogTitle>Elige una cuenta de Google</DialogTitle>
            <DialogDescription>
              Oportuna está en modo de demostración. Esta ventana reemplaza la de Google y envía al
              servidor simulado el mismo tipo de token.
            </DialogDescription>
          </DialogHeader>
          <ul aria-label="Cuentas de Google simuladas" className="flex flex-col gap-1">
            {ACCOUNTS.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => void choose(account)}
                >
                  <span
                    aria-hidden
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                  >
                    {getInitials(account.name)}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-medium">{account.name}</span>
                    <span className="truncate text-xs text-muted-foreground">{account.email}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <form
            noValidate
            onSubmit={submitOther}
            aria-label="Usar otra cuenta"
            className="flex flex-col gap-3 border-t pt-4"
          >
            <p className="flex items-center gap-2 text-sm font-medium">
              <UserPlusIcon className="size-4" aria-hidden /> Usar otra cuenta
            </p>
            <FormField label="Nombre" error={errors.name}>
              <Input
                value={other.name}
                onChange={(event) => setOther({ ...other, name: event.target.value })}
              />
            </FormField>
            <FormField label="Correo de Google" error={errors.email}>
              <Input
                type="email"
                value={other.email}
                onChange={(event) => setOther({ ...other, email: event.target.value })}
              />
            </FormField>
            <Button type="submit" variant="outline">
              Continuar con esta cuenta
            </Button>
          </form>
          <Button
            variant="link"
            size="sm"
            className="h-auto self-start px-0 text-muted-foreground"
            onClick={() => {
              setOpen(false);
              fail(googleFailureFor('popup_failed_to_open'));
            }}
          >
            Simular una ventana emergente bloqueada
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
