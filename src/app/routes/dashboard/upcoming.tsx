import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRouteTitle } from '@/app/route-handle';

/**
 * A dashboard page whose feature comes in a later version: its title and an honest empty
 * state, never invented data.
 */
export function Component() {
  const title = useRouteTitle();
  return (
    <EmptyState icon={ConstructionIcon} title={`${title}: en construcción`} className="my-auto">
      <p>
        Esta sección todavía no está disponible en esta versión de Oportuna. Cuando lo esté, la
        encontrarás aquí mismo.
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.dashboard.root.getHref()}>Ir a Búsquedas IA</Link>
      </Button>
    </EmptyState>
  );
}
