import { useQuery } from '@tanstack/react-query';
import { CircleAlertIcon, PartyPopperIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMinimumLoading } from '@/hooks/use-minimum-loading';

import { verifyEmailQueryOptions } from '../api/verify-email';

/** A spinner, then a welcome with the name, or 'Hemos tenido un problema'. */
export function EmailVerification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));
  // The spinner stays at least 0.5 s: no flash before the answer.
  const loading = useMinimumLoading(verification.isPending);

  if (loading || verification.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner className="size-8 text-primary" label="Verificando tu correo" />
        <p className="text-muted-foreground">Estamos verificando tu correo…</p>
      </div>
    );
  }

  if (verification.isError) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlertIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Hemos tenido un problema</h1>
        <p className="text-muted-foreground">
          No pudimos verificar tu correo. El enlace puede haber expirado o no ser válido.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.home.getHref()}>Volver al inicio</Link>
        </Button>
      </div>
    );
  }

  const firstName = verification.data.name.trim().split(/\s+/)[0];
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success/12 text-success">
        <PartyPopperIcon className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">¡Te damos la bienvenida!</h1>
      <p className="text-muted-foreground">
        Hola {firstName}, tu correo quedó verificado. Ya puedes empezar a buscar oportunidades.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard.root.getHref()}>Ir al Dashboard</Link>
      </Button>
    </div>
  );
}
