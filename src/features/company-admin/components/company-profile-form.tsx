import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { FormSelect } from '@/components/ui/form-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  companyProfileQueryOptions,
  type CompanyProfile,
} from '@/entities/company-profile/api/get-company-profile';
import { getErrorMessage } from '@/lib/api-client';
import { REGIONS } from '@/lib/regions';
import { toast } from '@/lib/toast';

import { useUpdateCompanyProfile } from '../api/update-company-profile';

const schema = z.object({
  emt: z.enum(['si', 'no'], { error: 'Indica si tu empresa es EMT' }),
  region: z.enum(
    REGIONS.map((region) => region.name),
    { error: 'Elige la región de tu empresa' },
  ),
});
type Values = z.input<typeof schema>;

const EMT_OPTIONS = [
  { value: 'si', label: 'Sí, es una empresa de menor tamaño (EMT)' },
  { value: 'no', label: 'No' },
];
const REGION_OPTIONS = REGIONS.map((region) => ({ value: region.name, label: region.name }));

/** The saved profile as the form's values; what was never said starts empty. */
const toValues = (profile: CompanyProfile) =>
  ({
    emt: profile.emt === null ? '' : profile.emt ? 'si' : 'no',
    region: profile.region ?? '',
  }) as Values;

function ProfileForm({ companyId, profile }: { companyId: number; profile: CompanyProfile }) {
  const update = useUpdateCompanyProfile(companyId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toValues(profile) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ emt: values.emt === 'si', region: values.region });
      toast.success('Perfil guardado', {
        description: 'Las compras ágiles te dirán si calificas a sus preferencias.',
      });
    } catch (error) {
      toast.error('No pudimos guardar el perfil', { description: getErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormSelect control={form.control} name="emt" label="¿Es EMT?" options={EMT_OPTIONS} />
      <FormSelect
        control={form.control}
        name="region"
        label="Región de la empresa"
        options={REGION_OPTIONS}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner />}
          Guardar perfil
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Perfil para compras ágiles' (decision 0030): whether the company is an EMT and its region,
 * what an agile purchase's priority for small or local suppliers is checked against.
 */
export function CompanyProfileForm({ companyId }: { companyId: number }) {
  const profile = useQuery(companyProfileQueryOptions(companyId));
  if (profile.isPending) return <Skeleton className="h-24" />;
  if (profile.isError) {
    return (
      <LoadError
        message="No pudimos cargar el perfil de la empresa."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileForm key={companyId} companyId={companyId} profile={profile.data} />;
}
