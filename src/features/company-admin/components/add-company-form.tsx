import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { meQueryOptions } from '@/entities/user/api/get-me';
import { toast } from '@/lib/toast';
import { requiredText, rutField } from '@/lib/validation/fields';
import { cleanRut, formatRut, RUT_MAX_LENGTH } from '@/lib/validation/rut';

import { addCompany } from '../api/add-company';
import { companyFileError } from '../lib/company-file-errors';

const schema = z.object({
  businessName: requiredText('Razón Social es requerido'),
  rut: rutField,
});
type Values = z.input<typeof schema>;

/**
 * 'Agregar empresa' (decision 0020): a business name and a RUT checked by its modulus-11 digit;
 * the user owns the new company, which joins the company switcher. What was typed stays when the
 * server refuses it (a RUT that exists: 409).
 */
export function AddCompanyForm({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { businessName: '', rut: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await addCompany({
        companyId,
        businessName: values.businessName,
        rut: cleanRut(values.rut),
      });
      toast.success('Empresa agregada', {
        description: `${created.business_name} ya está entre tus empresas.`,
      });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    } catch (error) {
      const message = companyFileError(error, 'addCompany');
      if (message === 'Ya existe una empresa con este RUT.') form.setError('rut', { message });
      else toast.error('No pudimos agregar la empresa', { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Razón Social" error={errors.businessName?.message}>
        <Input
          autoComplete="organization"
          placeholder="Comercial Ejemplo SpA"
          {...form.register('businessName')}
        />
      </FormField>
      <FormField
        label="RUT"
        error={errors.rut?.message}
        hint="RUT de la empresa, con dígito verificador."
      >
        <Input
          autoComplete="off"
          placeholder="76.543.210-3"
          maxLength={RUT_MAX_LENGTH}
          {...form.register('rut', {
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              form.setValue('rut', formatRut(event.target.value)),
          })}
        />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner label="Agregando" />}
          Agregar empresa
        </Button>
      </div>
    </form>
  );
}
