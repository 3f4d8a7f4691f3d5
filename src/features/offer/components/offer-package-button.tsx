import { useQueryClient } from '@tanstack/react-query';
import { FileArchiveIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { utmQueryOptions } from '@/entities/agile-purchase/api/get-utm';
import { isAgilePurchase } from '@/entities/agile-purchase/lib/agile-purchase-code';
import { getCompanyDocumentFile } from '@/entities/company-documents/api/get-company-document-file';
import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { saveBlobFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

import { offerDraftQueryOptions } from '../api/get-offer-draft';
import { requirementsQueryOptions } from '../api/get-requirements';
import { buildOfferPackage, PackageError, packageFileName } from '../lib/offer-package';
import { reviewOffer } from '../lib/offer-review';
import { packageAnnexPdf } from '../lib/package-annexes';

type Progress = { done: number; total: number } | null;

/**
 * 'Descargar paquete de oferta (.zip)' (issue 40, decision 0035): the checklist, the vault's
 * documents the requirements use and the filled anexos, zipped in the browser in folders named
 * as the bases group them. A failure says what failed and leaves the page as it was.
 */
export function OfferPackageButton({
  companyId,
  detail,
  today,
  generatedOn,
}: {
  companyId: number;
  detail: Pick<OpportunityDetail, 'codigo' | 'nombre' | 'comprador' | 'items' | 'monto'>;
  today: string;
  /** Today, as the checklist prints it ('29 de noviembre de 2026'). */
  generatedOn: string;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  async function build() {
    const agilePurchase = isAgilePurchase(detail.codigo);
    let inputs;
    try {
      inputs = await Promise.all([
        queryClient.fetchQuery(requirementsQueryOptions(companyId, detail.codigo)),
        queryClient.fetchQuery(companyDocumentsQueryOptions(companyId)),
        queryClient.fetchQuery(offerDraftQueryOptions(companyId, detail.codigo)),
        agilePurchase
          ? queryClient.fetchQuery(utmQueryOptions()).catch(() => null)
          : Promise.resolve(null),
      ]);
    } catch (failure) {
      throw new PackageError(
        'No pudimos leer los requisitos, los documentos o los anexos de la oferta.',
        { cause: failure },
      );
    }
    const [requirements, documents, draft, utm] = inputs;
    const review = reviewOffer({
      requirements,
      documents,
      draft,
      opportunity: { budget: detail.monto, agilePurchase },
      utmPesos: utm?.valor ?? null,
      today,
    });
    const bytes = await buildOfferPackage(requirements, review, {
      loadDocument: (document) => getCompanyDocumentFile(companyId, document.id),
      annexPdf: (annex) =>
        draft
          ? packageAnnexPdf(annex, { detail, draft })
          : Promise.reject(new Error('Sin anexos guardados')),
      // The checklist's writer comes with the press, as fflate does.
      checklistPdf: async (fileOf) =>
        (await import('../lib/checklist-pdf')).buildChecklistPdf({
          codigo: detail.codigo,
          nombre: detail.nombre,
          requirements: requirements.requirements,
          review,
          fileOf,
          generatedOn,
        }),
      onProgress: (done, total) => setProgress({ done, total }),
    });
    saveBlobFile({
      fileName: packageFileName(detail.codigo),
      blob: new Blob([bytes as BlobPart], { type: 'application/zip' }),
    });
  }

  async function press() {
    if (busy) return;
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      await build();
      toast.success('Descargamos el paquete de oferta.');
    } catch (failure) {
      setError(
        failure instanceof PackageError
          ? failure.message
          : 'No pudimos armar el paquete de oferta.',
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div>
        <Button variant="outline" disabled={busy} aria-busy={busy} onClick={() => void press()}>
          {busy ? <Spinner label="Armando el paquete" /> : <FileArchiveIcon aria-hidden />}
          Descargar paquete de oferta (.zip)
        </Button>
      </div>
      {busy && progress.total > 0 && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          Armando el paquete: {progress.done} de {progress.total} archivos
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
