import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FileSignatureIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { CardSection } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCompanyPriceLookup } from '@/entities/company-files/api/get-price-list';
import { companyProfileQueryOptions } from '@/entities/company-profile/api/get-company-profile';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany, useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { getErrorMessage, isSilentError } from '@/lib/api-client';
import { formatChileDate } from '@/lib/format';
import { saveBlobFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

import { offerDraftQueryOptions } from '../api/get-offer-draft';
import type { AnnexKind } from '../api/offer-schema';
import { useSaveOfferDraft } from '../api/save-offer-draft';
import { annexesFormSchema, annexesPrefill, type AnnexesFormValues } from '../lib/annexes-form';
import { DeclarationAnnex } from './declaration-annex';
import { EconomicOfferAnnex, type RenderSuggestedPrice } from './economic-offer-annex';
import { IdentificationAnnex } from './identification-annex';

type FormOutput = z.output<typeof annexesFormSchema>;

const FILE_NAMES: Record<AnnexKind, string> = {
  identificacion: 'anexo-identificacion-oferente',
  declaracion: 'anexo-declaracion-jurada',
  economica: 'anexo-oferta-economica',
};

/** The fields an annex's PDF prints: checked before it is written. */
const FIELDS_OF = {
  identificacion: ['identificacion'],
  declaracion: ['identificacion', 'declaracion'],
  economica: ['identificacion.businessName', 'identificacion.rut', 'economica'],
} as const satisfies Record<AnnexKind, readonly FieldPath<AnnexesFormValues>[]>;

/** Writes one annex as a PDF; its writer (lib/annex-pdf.ts) is fetched on the press. */
async function annexPdf(kind: AnnexKind, form: AnnexesFormValues, detail: OpportunityDetail) {
  const { shape } = annexesFormSchema;
  const signed = form.advancedSignatureReady;
  const pdf = await import('../lib/annex-pdf');
  const opportunity = {
    codigo: detail.codigo,
    nombre: detail.nombre,
    comprador: detail.comprador.organismo,
  };
  if (kind === 'identificacion') {
    const identificacion = shape.identificacion.parse(form.identificacion);
    return pdf.buildIdentificationPdf(opportunity, identificacion, signed);
  }
  if (kind === 'declaracion') {
    const identificacion = shape.identificacion.parse(form.identificacion);
    const declaracion = shape.declaracion.parse(form.declaracion);
    return pdf.buildDeclarationPdf(opportunity, { ...identificacion, ...declaracion }, signed);
  }
  const economica = shape.economica.parse(form.economica);
  const lines = detail.items.map((item, index) => ({
    ...economica.lines[index]!,
    name: item.nombre,
    unit: item.unidad,
  }));
  const { businessName, rut, legalRepresentative } = form.identificacion;
  return pdf.buildEconomicOfferPdf(
    opportunity,
    { validityDays: economica.validityDays, businessName, rut, legalRepresentative, lines },
    signed,
  );
}

function AnnexesForm({
  detail,
  companyId,
  defaultValues,
  savedAt,
  renderSuggestedPrice,
}: {
  detail: OpportunityDetail;
  companyId: number;
  defaultValues: AnnexesFormValues;
  savedAt: string | null;
  renderSuggestedPrice?: RenderSuggestedPrice;
}) {
  const form = useForm<AnnexesFormValues, unknown, FormOutput>({
    resolver: zodResolver(annexesFormSchema),
    defaultValues,
  });
  const save = useSaveOfferDraft(companyId, detail.codigo);
  const [downloading, setDownloading] = useState<AnnexKind | null>(null);
  const signatureId = useId();
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values, { keepDefaultValues: false });
      toast.success('Anexos guardados', {
        description: 'Quedan guardados en esta oportunidad para todo tu equipo.',
      });
    } catch (error) {
      if (isSilentError(error)) return;
      toast.error('No pudimos guardar los anexos', { description: getErrorMessage(error) });
    }
  });

  const download = async (kind: AnnexKind) => {
    if (!(await form.trigger([...FIELDS_OF[kind]]))) {
      toast.error('Revisa los datos del anexo', {
        description: 'Corrige los campos marcados antes de descargar el PDF.',
      });
      return;
    }
    setDownloading(kind);
    try {
      const blob = await annexPdf(kind, form.getValues(), detail);
      saveBlobFile({ fileName: `${FILE_NAMES[kind]}-${detail.codigo}.pdf`, blob });
    } catch (error) {
      toast.error('No pudimos generar el PDF', { description: getErrorMessage(error) });
    } finally {
      setDownloading(null);
    }
  };

  const annexProps = (kind: AnnexKind) => ({
    form,
    downloading: downloading === kind,
    onDownload: () => void download(kind),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <IdentificationAnnex {...annexProps('identificacion')} />
      <DeclarationAnnex
        {...annexProps('declaracion')}
        opportunity={{ codigo: detail.codigo, nombre: detail.nombre }}
      />
      <EconomicOfferAnnex
        {...annexProps('economica')}
        items={detail.items}
        renderSuggestedPrice={renderSuggestedPrice}
      />
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="advancedSignatureReady"
          render={({ field }) => (
            <Checkbox
              id={signatureId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor={signatureId} className="leading-snug">
          Los anexos se firmarán con firma electrónica avanzada
        </Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />}
          Guardar anexos
        </Button>
        {savedAt && (
          <p className="text-sm text-muted-foreground">
            Guardados el {formatChileDate(savedAt, 'dateTime')}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * 'Anexos de la oferta' on an opportunity's detail (issue 40, decision 0035): the usual anexos
 * prefilled from the company (its name and RUT, its profile's region, its price list) and the
 * user, editable, saved per opportunity for the whole company, each downloadable as a PDF.
 */
export function AnnexesSection({
  detail,
  renderSuggestedPrice,
}: {
  detail: OpportunityDetail;
  renderSuggestedPrice?: RenderSuggestedPrice;
}) {
  const company = useCurrentCompany();
  const user = useCurrentUser();
  const draft = useQuery(offerDraftQueryOptions(company.companyId, detail.codigo));
  const profile = useQuery(companyProfileQueryOptions(company.companyId));
  const priceOf = useCompanyPriceLookup(company.companyId);
  const loading = draft.isPending || profile.isPending || priceOf === undefined;

  return (
    <CardSection
      flow
      title="Anexos de la oferta"
      icon={FileSignatureIcon}
      description="Prellenados con los datos de tu empresa; revísalos, guárdalos y descárgalos en PDF."
    >
      {draft.isError ? (
        <LoadError message="No pudimos cargar los anexos." onRetry={() => void draft.refetch()} />
      ) : loading ? (
        <Skeleton className="h-64" />
      ) : (
        <AnnexesForm
          key={detail.codigo}
          detail={detail}
          companyId={company.companyId}
          defaultValues={annexesPrefill({
            detail,
            draft: draft.data,
            company,
            user,
            region: profile.data?.region ?? null,
            priceOf,
            now: new Date(),
          })}
          savedAt={draft.data?.updatedAt ?? null}
          renderSuggestedPrice={renderSuggestedPrice}
        />
      )}
    </CardSection>
  );
}
