import {
  fileUploadResponseSchema,
  type CompanyFileKind,
} from '@/entities/company-files/api/company-files-schema';
import { ApiError } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { createOnce } from '@/lib/idempotency';

import { COMPANY_FILE_MESSAGES } from '../lib/company-file-errors';
import { sameUpload, type UploadOptions } from './upload-options';

/**
 * POST /users/upload?companyId (price list) or POST /tags/upload-executive?companyId (executive
 * list), multipart { file }. The executive call may answer 200 with a `code` of 400 or more
 * inside: that is a failure too (decision 0020).
 */
export async function uploadSheet(
  kind: Extract<CompanyFileKind, 'price' | 'executive'>,
  { companyId, file, signal, onProgress }: UploadOptions,
) {
  const body = new FormData();
  body.append('file', file);
  const answer = await createOnce(`POST ${kind} ${companyId}`, sameUpload(file), (idempotencyKey) =>
    apiUpload({
      path: kind === 'price' ? '/users/upload' : '/tags/upload-executive',
      query: { companyId },
      body,
      schema: fileUploadResponseSchema,
      signal,
      onProgress,
      idempotencyKey,
    }),
  );
  if (answer.code !== undefined && answer.code >= 400) {
    throw new ApiError(
      answer.message ?? COMPANY_FILE_MESSAGES.invalid,
      answer.code,
      'HttpError',
      answer,
    );
  }
  return answer.data ?? null;
}
