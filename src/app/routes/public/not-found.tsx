import { Link } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <Logo />
      <p
        aria-hidden
        className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-8xl font-extrabold text-transparent"
      >
        404
      </p>
      <h1 className="sr-only">404: página no encontrada</h1>
      <p className="max-w-sm text-lg text-muted-foreground">
        La página que buscas no existe o cambió de dirección.
      </p>
      <Button asChild size="lg">
        <Link to={paths.home.getHref()}>Volver al inicio</Link>
      </Button>
    </main>
  );
}
