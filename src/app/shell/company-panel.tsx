import { Settings2Icon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { DisclosurePanel } from '@/components/blocks/disclosure';
import { paths } from '@/config/paths';
import { ExtensionPanel } from '@/features/extension-bridge/components/extension-panel';
import { formatRut } from '@/lib/validation/rut';

/** The avatar's details: the company, the extension's state and what to do, its configuration. */
export default function CompanyPanel({
  id,
  businessName,
  rut,
  onNavigate,
}: {
  id: string;
  businessName: string;
  rut: string;
  onNavigate: () => void;
}) {
  return (
    <DisclosurePanel
      id={id}
      role="dialog"
      aria-label="Empresa y extensión"
      className="flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-3 p-4"
    >
      <div>
        <p className="font-semibold">{businessName}</p>
        <p className="text-xs text-muted-foreground">RUT {formatRut(rut)}</p>
      </div>
      <ExtensionPanel />
      <Link
        to={paths.dashboard.companySettings.getHref()}
        onClick={onNavigate}
        className="flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <Settings2Icon aria-hidden className="size-4" /> Configuración de empresa
      </Link>
    </DisclosurePanel>
  );
}
