import { MailCheckIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';

import { readRegisteredEmail } from '../lib/registered-email';

/** '¡Registro completado!' with the address to verify and what to check (decision 0007). */
export function RegistrationComplete() {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? readRegisteredEmail();

  return (
    <div className="flex flex-col gap-6 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/12 text-success">
        <MailCheckIcon className="size-7" aria-hidden />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">¡Registro completado!</h1>
        <p className="text-muted-foreground">
          Te enviamos un correo para verificar tu cuenta
          {email ? (
            <>
              {' '}
              a <strong className="break-all text-foreground">{email}</strong>
            </>
          ) : null}
          . Abre el enlace del correo para activarla.
        </p>
      </div>
      <div className="rounded-lg bg-muted p-4 text-left text-sm">
        <p className="font-medium">¿No te llegó?</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Revisa tu carpeta de spam o correo no deseado.</li>
          <li>Puede tardar unos minutos en llegar.</li>
          <li>Comprueba que la dirección esté bien escrita.</li>
        </ul>
        <p className="mt-3 text-muted-foreground">
          ¿Sigues con problemas? Escríbenos a{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
      <Button asChild size="lg">
        <Link to={paths.home.getHref({ auth: 'login' })}>Continuar</Link>
      </Button>
    </div>
  );
}
