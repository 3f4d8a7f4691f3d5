import { logoUploadResponseSchema } from '@/entities/company-files/api/company-files-schema';
import { apiUpload } from '@/lib/api-upload';
import { createOnce } from '@/lib/idempotency';

import { sameUpload, type UploadOptions } from './upload-options';

/** POST /users/upload-logo?companyId, multipart { logo, companyId }. */
export async function uploadLogo({ companyId, file, signal, onProgress }: UploadOptions) {
  const body = new FormData();
  body.append('logo', file);
  body.append('companyId', String(companyId));
  const answer = await createOnce(
    `POST /users/upload-logo ${companyId}`,
    sameUpload(file),
    (idempotencyKey) =>
      apiUpload({
        path: '/users/upload-logo',
        query: { companyId },
        body,
        schema: logoUploadResponseSchema,
        signal,
        onProgress,
        idempotencyKey,
      }),
  );
  return answer.data.logo;
}
