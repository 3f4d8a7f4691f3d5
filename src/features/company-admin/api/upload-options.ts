import type { UploadProgress } from '@/lib/api-upload';

/** What an upload of a company file takes: the file, and how to follow or cancel it. */
export type UploadOptions = {
  companyId: number;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};
