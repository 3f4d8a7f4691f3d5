import type { UploadProgress } from '@/lib/api-upload';

/** What an upload of a company file takes: the file, and how to follow or cancel it. */
export type UploadOptions = {
  companyId: number;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * What makes two uploads the same upload for their `Idempotency-Key` (issue 39): the company,
 * the route and the file as the browser describes it. Sent again after a lost answer, or pressed
 * twice, the server keeps one record.
 */
export const sameUpload = (file: File) => ({
  name: file.name,
  size: file.size,
  type: file.type,
  lastModified: file.lastModified,
});
