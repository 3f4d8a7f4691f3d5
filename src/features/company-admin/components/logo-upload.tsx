import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { FileDropZone } from '@/components/blocks/file-drop-zone';
import { meQueryOptions } from '@/entities/user/api/get-me';
import { detectSignature, isImageSignature, readFirstBytes } from '@/lib/file-signature';
import { toast } from '@/lib/toast';

import { companyFileError } from '../lib/company-file-errors';
import { uploadLogo } from '../api/upload-logo';
import { useUpload } from '../hooks/use-upload';
import { LOGO_RULES } from '../lib/file-rules';

/**
 * The company's logo: JPG, PNG or GIF up to 5 MB, checked by its type, its size and its first
 * bytes before anything is sent; it goes up at once, with its progress, and shows in the header.
 */
export function LogoUpload({
  companyId,
  businessName,
  logo,
}: {
  companyId: number;
  businessName: string;
  logo: string | null;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const send = useCallback(
    (options: Parameters<Parameters<typeof useUpload>[0]>[0]) =>
      uploadLogo({ companyId, file: file!, ...options }),
    [companyId, file],
  );
  const describe = useCallback((error: unknown) => companyFileError(error, 'logo'), []);
  const upload = useUpload(send, describe);
  const { start } = upload;

  // A file that passed every check goes up as soon as it is chosen.
  useEffect(() => {
    if (!file || refusal) return;
    void start().then(async (url) => {
      if (!url) return;
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      toast.success('Logo actualizado', { description: 'Ya se ve en la cabecera.' });
    });
  }, [file, refusal, start, queryClient]);

  const choose = async (chosen: File) => {
    upload.reset();
    const signature = detectSignature(await readFirstBytes(chosen));
    if (!isImageSignature(signature)) {
      setFile(null);
      setRefusal(LOGO_RULES.messages.type);
      return;
    }
    setRefusal(null);
    setPreview(URL.createObjectURL(chosen));
    setFile(chosen);
  };

  const shown = preview ?? logo;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted">
        {shown ? (
          <img src={shown} alt={`Logo de ${businessName}`} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted-foreground">Sin logo</span>
        )}
      </div>
      <FileDropZone
        className="flex-1"
        label="Logo de la empresa"
        hint="JPG, PNG o GIF, hasta 5 MB."
        accept={LOGO_RULES.accept}
        maxSize={LOGO_RULES.maxSize}
        messages={LOGO_RULES.messages}
        onFileSelect={(chosen) => void choose(chosen)}
        file={refusal ? null : file}
        uploading={upload.state.status === 'uploading'}
        progress={upload.state.status === 'uploading' ? upload.state.progress : null}
        onCancel={upload.cancel}
        error={refusal ?? (upload.state.status === 'error' ? upload.state.message : null)}
      />
    </div>
  );
}
