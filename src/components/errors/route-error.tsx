import { AlertTriangleIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A failed chunk load after a deploy is fixed by a reload; any other error gets the details. */
function describe(error: unknown) {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return 'No pudimos cargar esta sección. Puede que haya una nueva versión de Oportuna disponible.';
  }
  return 'Ocurrió un error inesperado al mostrar esta página.';
}

/** The error boundary of every route and of the app root. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangleIcon className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold">Algo salió mal</h1>
      <p className="max-w-md text-sm text-muted-foreground">{describe(error)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recargar página</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>Ir al inicio</Link>
        </Button>
      </div>
    </div>
  );
}
