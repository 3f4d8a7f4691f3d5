import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * A supplier as every competition table names it: its name, linking to its page (our own company
 * plain, marked as ours), and below it the RUT, whether it is an EMT and its region when known.
 */
export function SupplierName({
  rut,
  nombre,
  emt = false,
  region,
  own = false,
}: {
  rut: string;
  nombre: string;
  emt?: boolean;
  region?: string;
  own?: boolean;
}) {
  return (
    <>
      {own ? (
        <span className="font-medium">{nombre} (tu empresa)</span>
      ) : (
        <Link
          to={paths.dashboard.competition.rival.getHref(rut)}
          className="font-medium text-primary hover:underline"
        >
          {nombre}
        </Link>
      )}
      <span className="block text-xs text-muted-foreground">
        {[rut, emt && 'EMT', region].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}
