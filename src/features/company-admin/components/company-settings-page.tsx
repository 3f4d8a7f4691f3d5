import { Building2Icon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

import { CardSection } from '@/components/blocks/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { setSelectedCompanyId } from '@/entities/user/lib/selected-company';
import type { UserCompany } from '@/entities/user/api/user-schema';
import { toast } from '@/lib/toast';
import { formatRut } from '@/lib/validation/rut';

import { AddCompanyForm } from './add-company-form';
import { CompanyProfileForm } from './company-profile-form';
import { useCompanyFiles } from '../hooks/use-company-files';
import { CurrentFile } from './company-files';
import { LogoUpload } from './logo-upload';
import { SheetUpload } from './sheet-upload';

const Section = (props: ComponentProps<typeof CardSection>) => (
  <CardSection className="gap-4" {...props} />
);

/**
 * /dashboard/configuracion-empresa (decision 0020): the company the person works as
 * (and the switch between theirs), its logo, price list, executive list and the tags derived from
 * the price list, and adding a company.
 */
export function CompanySettingsPage({
  company,
  companies,
}: {
  company: UserCompany;
  companies: readonly UserCompany[];
}) {
  const { companyId } = company;
  const files = useCompanyFiles(companyId);
  const switcherId = useId();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <Section title="Empresa activa">
        <div className="flex flex-wrap items-center gap-3">
          <Building2Icon aria-hidden className="size-5 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{company.businessName}</p>
            <p className="text-sm text-muted-foreground">RUT {formatRut(company.rut)}</p>
          </div>
        </div>
        {companies.length > 1 && (
          <div className="flex flex-col gap-2 sm:max-w-sm">
            <label htmlFor={switcherId} className="text-sm font-medium">
              Cambiar de empresa
            </label>
            <Select
              value={String(companyId)}
              onValueChange={(value) => {
                const next = companies.find((entry) => String(entry.companyId) === value);
                if (!next) return;
                setSelectedCompanyId(next.companyId);
                toast.success('Empresa cambiada', {
                  description: `Ahora trabajas como ${next.businessName}.`,
                });
              }}
            >
              <SelectTrigger id={switcherId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {companies.map((entry) => (
                  <SelectItem key={entry.companyId} value={String(entry.companyId)}>
                    {entry.businessName}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-xs text-muted-foreground">
              Búsquedas, etiquetas y archivos pasan a ser los de la empresa que elijas.
            </p>
          </div>
        )}
      </Section>

      <Section
        title="Perfil para compras ágiles"
        description="Las compras ágiles pueden dar prioridad a empresas de menor tamaño (EMT) y a proveedores de su región."
      >
        <CompanyProfileForm companyId={companyId} />
      </Section>

      <Section title="Logo" description="Aparece en la cabecera y en las invitaciones a tu equipo.">
        <LogoUpload
          key={companyId}
          companyId={companyId}
          businessName={company.businessName}
          logo={company.logo}
        />
      </Section>

      <Section
        title="Lista de precios"
        description="Con tu lista de precios generamos etiquetas con lo que vendes."
      >
        <CurrentFile companyId={companyId} kind="price" files={files} />
        <SheetUpload key={`price-${companyId}`} companyId={companyId} kind="price" />
      </Section>

      <Section
        title="Etiquetas generadas automáticamente"
        description="Las derivamos de tu lista de precios cada vez que la subes."
      >
        <CurrentFile companyId={companyId} kind="auto-tags" files={files} />
      </Section>

      <Section
        title="Listado de ejecutivos"
        description="Las personas de tu empresa que atienden a cada comprador."
      >
        <CurrentFile companyId={companyId} kind="executive" files={files} />
        <SheetUpload key={`executive-${companyId}`} companyId={companyId} kind="executive" />
      </Section>

      <Section title="Agregar empresa" description="Suma otra razón social que administres.">
        <AddCompanyForm companyId={companyId} />
      </Section>
    </div>
  );
}
