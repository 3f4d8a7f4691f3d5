import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

/** A whole-screen wait, such as 'Verificando sesión...' while the session is checked. */
export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background p-6 text-center">
      <Spinner className="size-8 text-primary" label="Cargando" />
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {children}
      </p>
    </div>
  );
}
