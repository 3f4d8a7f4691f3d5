import type { UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatRut, RUT_MAX_LENGTH } from '@/lib/validation/rut';

import { ANNEX_LABELS } from '../api/offer-schema';
import type { AnnexesFormValues } from '../lib/annexes-form';
import { AnnexFieldset } from './annex-fieldset';

type AnnexProps = {
  form: UseFormReturn<AnnexesFormValues>;
  downloading: boolean;
  onDownload: () => void;
};

/** 'Identificación del oferente': who offers, and who signs for it. */
export function IdentificationAnnex({ form, downloading, onDownload }: AnnexProps) {
  const errors = form.formState.errors.identificacion;
  const rutInput = (name: 'identificacion.rut' | 'identificacion.legalRepresentativeRut') =>
    form.register(name, {
      onChange: (event: { target: { value: string } }) =>
        form.setValue(name, formatRut(event.target.value)),
    });
  return (
    <AnnexFieldset
      title={ANNEX_LABELS.identificacion}
      downloading={downloading}
      onDownload={onDownload}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Razón social" error={errors?.businessName?.message}>
          <Input autoComplete="organization" {...form.register('identificacion.businessName')} />
        </FormField>
        <FormField label="RUT de la empresa" error={errors?.rut?.message}>
          <Input maxLength={RUT_MAX_LENGTH} {...rutInput('identificacion.rut')} />
        </FormField>
        <FormField label="Domicilio" error={errors?.address?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" {...form.register('identificacion.address')} />
        </FormField>
        <FormField label="Representante legal" error={errors?.legalRepresentative?.message}>
          <Input {...form.register('identificacion.legalRepresentative')} />
        </FormField>
        <FormField
          label="RUT del representante legal"
          error={errors?.legalRepresentativeRut?.message}
        >
          <Input
            maxLength={RUT_MAX_LENGTH}
            {...rutInput('identificacion.legalRepresentativeRut')}
          />
        </FormField>
        <FormField label="Correo electrónico" error={errors?.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('identificacion.email')} />
        </FormField>
        <FormField label="Teléfono" error={errors?.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('identificacion.phone')} />
        </FormField>
      </div>
    </AnnexFieldset>
  );
}
