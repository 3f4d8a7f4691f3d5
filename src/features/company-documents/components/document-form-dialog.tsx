import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FileDropZone } from '@/components/blocks/file-drop-zone';
import { FormDialog, FormDialogFooter } from '@/components/blocks/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  COMPANY_DOCUMENT_KIND_LABELS,
  COMPANY_DOCUMENT_KINDS,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_NOTE_MAX,
  COMPANY_DOCUMENT_TYPES,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';
import { companyDocumentKeys } from '@/entities/company-documents/api/get-company-documents';
import { getErrorMessage, isApiError, isSilentError } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/api-upload';
import { toast } from '@/lib/toast';

import { updateCompanyDocument } from '../api/update-company-document';
import { uploadCompanyDocument } from '../api/upload-company-document';
import {
  checkDocumentFile,
  DOCUMENT_MESSAGES,
  documentFieldsSchema,
  FILE_REFUSAL_MESSAGES,
  type DocumentFields,
  type DocumentFieldsText,
} from '../lib/document-rules';

const KIND_OPTIONS = COMPANY_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: COMPANY_DOCUMENT_KIND_LABELS[kind],
}));
const FIELD_NAMES = ['kind', 'issuedOn', 'expiresOn', 'note', 'amount'] as const;

function toFormValues(document: CompanyDocument | undefined): DocumentFieldsText {
  return {
    kind: document?.kind ?? '',
    issuedOn: document?.issuedOn ?? '',
    expiresOn: document?.expiresOn ?? '',
    note: document?.note ?? '',
    amount: document?.amount ? String(document.amount) : '',
  };
}

/**
 * 'Subir documento' and 'Reemplazar documento': the kind, the file (PDF, JPG or PNG up to 10 MB,
 * its first bytes checked before it goes), its dates, a guarantee's amount and a note. The upload
 * shows its progress and can be cancelled; a failure keeps everything typed and the file chosen.
 * Replacing, the fields come filled in and a new file is optional.
 */
export function DocumentFormDialog({
  companyId,
  open,
  onOpenChange,
  document,
}: {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document being replaced; absent for a new one. */
  document?: CompanyDocument;
}) {
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={document ? 'Reemplazar documento' : 'Subir documento'}
      description={
        document
          ? `Cambia los datos de ${document.name} o sube una versión nueva del archivo.`
          : 'PDF, JPG o PNG de hasta 10 MB. Todo tu equipo lo verá en los documentos de la empresa.'
      }
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <DocumentForm
        companyId={companyId}
        document={document}
        onPendingChange={setPending}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function DocumentForm({
  companyId,
  document,
  onPendingChange,
  onDone,
}: {
  companyId: number;
  document?: CompanyDocument;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<DocumentFieldsText, unknown, DocumentFields>({
    resolver: zodResolver(documentFieldsSchema),
    defaultValues: toFormValues(document),
  });
  const { errors, isSubmitting } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  /** 0-100 while the file goes, null while its amount is unknown; undefined when not sending. */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const uploading = progress !== undefined;

  useEffect(() => onPendingChange(isSubmitting), [isSubmitting, onPendingChange]);
  // Only a guarantee has an amount: a hidden one would be refused.
  useEffect(() => {
    if (kind !== 'garantia') form.setValue('amount', '');
  }, [kind, form]);

  const choose = async (candidate: File) => {
    setServerError(null);
    setFile(null);
    setChecking(true);
    const refusal = await checkDocumentFile(candidate);
    setChecking(false);
    if (refusal) {
      setFileError(FILE_REFUSAL_MESSAGES[refusal]);
      return;
    }
    setFileError(null);
    setFile(candidate);
  };

  /** A refusal that names a field is said at that field; any other, under the form. */
  const showFailure = (error: unknown) => {
    const body = isApiError(error) ? (error.body as { field?: unknown } | undefined) : undefined;
    const field = FIELD_NAMES.find((name) => name === body?.field);
    if (field) form.setError(field, { message: getErrorMessage(error) });
    else if (isApiError(error) && (error.status === 413 || error.status === 415)) {
      setFileError(getErrorMessage(error));
    } else setServerError(getErrorMessage(error, 'No pudimos guardar el documento.'));
  };

  /** A new document needs its file: said with the other fields' messages. */
  const requireFile = () => {
    if (!document && !file && !fileError) setFileError(DOCUMENT_MESSAGES.fileRequired);
  };

  const save = async (fields: DocumentFields) => {
    setServerError(null);
    if (!document && !file) {
      requireFile();
      return;
    }
    if (fileError) return;
    const own = new AbortController();
    controller.current = own;
    setProgress(null);
    const onProgress = ({ fraction }: UploadProgress) =>
      setProgress(fraction === null ? null : fraction * 100);
    try {
      const saved = document
        ? await updateCompanyDocument({
            companyId,
            id: document.id,
            fields,
            file,
            signal: own.signal,
            onProgress,
          })
        : await uploadCompanyDocument({
            companyId,
            fields,
            file: file!,
            signal: own.signal,
            onProgress,
          });
      toast.success(document ? 'Documento actualizado' : 'Documento subido', {
        description: saved.name,
      });
      await queryClient.invalidateQueries({ queryKey: companyDocumentKeys.list(companyId) });
      onDone();
    } catch (error) {
      // A cancel is the person's own doing: nothing to say, everything stays for another try.
      if (!own.signal.aborted && !isSilentError(error)) showFailure(error);
    } finally {
      if (controller.current === own) controller.current = null;
      setProgress(undefined);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save, requireFile)(event)}
      className="flex flex-col gap-4"
    >
      <FormSelect
        control={form.control}
        name="kind"
        label="Tipo de documento"
        options={KIND_OPTIONS}
      />
      <FileDropZone
        label={document ? 'Archivo nuevo (opcional)' : 'Archivo'}
        hint={
          document
            ? `Sin archivo nuevo se mantiene ${document.name}. PDF, JPG o PNG, hasta 10 MB.`
            : 'PDF, JPG o PNG, hasta 10 MB.'
        }
        accept={[...COMPANY_DOCUMENT_TYPES, 'image/jpg']}
        maxSize={COMPANY_DOCUMENT_MAX_BYTES}
        messages={{ type: DOCUMENT_MESSAGES.fileType, size: DOCUMENT_MESSAGES.fileSize }}
        onFileSelect={(chosen) => void choose(chosen)}
        file={file}
        uploading={uploading}
        progress={progress ?? null}
        onCancel={() => controller.current?.abort()}
        error={fileError}
        disabled={checking}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Fecha de emisión" error={errors.issuedOn?.message}>
          <Input type="date" {...form.register('issuedOn')} />
        </FormField>
        <FormField
          label="Fecha de vencimiento"
          error={errors.expiresOn?.message}
          hint="Déjala vacía si el documento no vence."
        >
          <Input type="date" {...form.register('expiresOn')} />
        </FormField>
      </div>
      {kind === 'garantia' && (
        <FormField
          label="Monto de la garantía"
          error={errors.amount?.message}
          hint="En pesos, sin decimales."
        >
          <Input inputMode="numeric" placeholder="1.500.000" {...form.register('amount')} />
        </FormField>
      )}
      <FormField label="Nota" error={errors.note?.message} hint="Opcional, hasta 500 caracteres.">
        <Textarea rows={3} maxLength={COMPANY_DOCUMENT_NOTE_MAX + 50} {...form.register('note')} />
      </FormField>
      <FormDialogFooter
        submitLabel={document ? 'Guardar cambios' : 'Subir documento'}
        onCancel={onDone}
        pending={isSubmitting || checking}
        submitting={isSubmitting}
        pendingLabel="Subiendo"
        error={serverError}
      />
    </form>
  );
}
