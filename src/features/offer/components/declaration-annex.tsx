import { useWatch, type UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { ANNEX_LABELS } from '../api/offer-schema';
import type { AnnexesFormValues } from '../lib/annexes-form';
import { declarationText } from '../lib/declaration-text';
import { AnnexFieldset } from './annex-fieldset';

/**
 * 'Declaración jurada de requisitos para ofertar' (art. 4 Ley N° 19.886): the standard text with
 * the company's names as typed above, and the place and date it is signed.
 */
export function DeclarationAnnex({
  form,
  opportunity,
  downloading,
  onDownload,
}: {
  form: UseFormReturn<AnnexesFormValues>;
  opportunity: { codigo: string; nombre: string };
  downloading: boolean;
  onDownload: () => void;
}) {
  const errors = form.formState.errors.declaracion;
  const [identificacion, declaracion] = useWatch({
    control: form.control,
    name: ['identificacion', 'declaracion'],
  });
  const text = declarationText({ ...identificacion, ...declaracion, ...opportunity });
  return (
    <AnnexFieldset
      title={ANNEX_LABELS.declaracion}
      description="Usa los datos de la identificación del oferente."
      downloading={downloading}
      onDownload={onDownload}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Lugar" error={errors?.place?.message}>
          <Input {...form.register('declaracion.place')} />
        </FormField>
        <FormField label="Fecha" error={errors?.signedOn?.message}>
          <Input type="date" {...form.register('declaracion.signedOn')} />
        </FormField>
      </div>
      <blockquote className="flex flex-col gap-2 rounded-md bg-muted/50 p-3 text-sm">
        <p>{text.opening}</p>
        <ol className="flex list-decimal flex-col gap-1 pl-5">
          {text.statements.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ol>
        <p>{text.closing}</p>
      </blockquote>
    </AnnexFieldset>
  );
}
