import type { UploadProgress } from '@/lib/api-upload';

import type { DocumentFields } from './document-rules';

/** What an upload or a replace of a vault document takes, and how to follow or cancel it. */
export type DocumentUpload = {
  companyId: number;
  fields: DocumentFields;
  file: File | null;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/** The multipart body both calls send: the file when there is one, and the fields as text. */
export function documentFormData(fields: DocumentFields, file: File | null) {
  const body = new FormData();
  if (file) body.append('file', file);
  body.append('kind', fields.kind);
  body.append('issuedOn', fields.issuedOn);
  body.append('expiresOn', fields.expiresOn ?? '');
  body.append('note', fields.note);
  body.append('amount', fields.amount === null ? '' : String(fields.amount));
  return body;
}
