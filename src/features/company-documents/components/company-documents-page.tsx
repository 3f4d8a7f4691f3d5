import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileCheck2Icon, UploadIcon } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CompanyDocument } from '@/entities/company-documents/api/company-documents-schema';
import {
  companyDocumentKeys,
  companyDocumentsQueryOptions,
} from '@/entities/company-documents/api/get-company-documents';
import { getErrorMessage } from '@/lib/api-client';
import { chileDayKey } from '@/lib/chile-time';
import { saveBlobFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

import { deleteCompanyDocument } from '../api/delete-company-document';
import { getCompanyDocumentFile } from '@/entities/company-documents/api/get-company-document-file';
import { DocumentFormDialog } from './document-form-dialog';
import { documentTitle } from '../lib/document-title';
import { DocumentsTable } from './documents-table';

type Editing = { open: boolean; document?: CompanyDocument };

/**
 * /dashboard/documentos: the company's document vault, shared by its team. Each document says
 * whether it is valid today in Chile ('Vigente', 'Vence en N días', 'Vencido'), and can be
 * replaced, downloaded or deleted (after a confirmation).
 */
export function CompanyDocumentsPage({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const documents = useQuery(companyDocumentsQueryOptions(companyId));
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Editing>({ open: false });
  const [downloading, setDownloading] = useState<number | null>(null);
  const [today] = useState(() => chileDayKey(Date.now())!);

  const upload = () => setEditing({ open: true });

  const download = async (document: CompanyDocument) => {
    setDownloading(document.id);
    try {
      const blob = await getCompanyDocumentFile(companyId, document.id);
      saveBlobFile({ fileName: document.name, blob });
    } catch (error) {
      toast.error('No pudimos descargar el documento', { description: getErrorMessage(error) });
    } finally {
      setDownloading(null);
    }
  };

  const remove = async (document: CompanyDocument) => {
    try {
      await deleteCompanyDocument(companyId, document.id);
    } catch (error) {
      toast.error('No pudimos eliminar el documento', { description: getErrorMessage(error) });
      throw error;
    }
    toast.success('Documento eliminado', { description: document.name });
    await queryClient.invalidateQueries({ queryKey: companyDocumentKeys.list(companyId) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">
          Los certificados, declaraciones, garantías y balances que piden las bases, a mano para
          cada oferta. Te avisamos cuáles están por vencer.
        </p>
        <Button onClick={upload}>
          <UploadIcon aria-hidden />
          Subir documento
        </Button>
      </div>

      {documents.isPending ? (
        <div role="status" aria-label="Cargando documentos" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : documents.isError ? (
        <LoadError
          message="No pudimos cargar los documentos de la empresa."
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.length === 0 ? (
        <EmptyState
          icon={FileCheck2Icon}
          title="Aún no hay documentos"
          action={
            <Button onClick={upload}>
              <UploadIcon aria-hidden />
              Subir documento
            </Button>
          }
        >
          Sube el certificado F30, la vigencia de la sociedad y los demás documentos que piden las
          licitaciones: te diremos cuándo vencen.
        </EmptyState>
      ) : (
        <DocumentsTable
          documents={documents.data}
          today={today}
          downloading={downloading}
          onReplace={(document) => setEditing({ open: true, document })}
          onDownload={(document) => void download(document)}
          onDelete={(document) => setDeleting({ open: true, document })}
        />
      )}

      <DocumentFormDialog
        // A new key per document: the form starts from the one being replaced.
        key={editing.document?.id ?? 'new'}
        companyId={companyId}
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        document={editing.document}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        title="¿Eliminar este documento?"
        description={
          deleting.document
            ? `Se eliminará ${documentTitle(deleting.document)} de los documentos de la empresa. No se puede deshacer.`
            : ''
        }
        action="Sí, eliminar"
        pendingLabel="Eliminando"
        onConfirm={() => (deleting.document ? remove(deleting.document) : undefined)}
      />
    </div>
  );
}
