import { Link } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRouteTitle } from '@/app/route-handle';

/** A public screen whose feature is still being built: its title, said plainly. */
export function Component() {
  const title = useRouteTitle();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">
        Esta pantalla todavía no está disponible en esta versión de Oportuna.
      </p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Volver al inicio</Link>
      </Button>
    </main>
  );
}
