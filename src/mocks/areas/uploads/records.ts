/**
 * The `uploads` area's records: the companies' files (their bytes live in the blob store).
 */

/** A company's uploaded file (decision 0020); `blobId` names its bytes in the blob store. */
export type MockCompanyFile = {
  id: number;
  companyId: number;
  kind: 'logo' | 'price' | 'executive' | 'auto-tags';
  blobId: string;
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
  rowCount: number | null;
  tags?: string[];
};

export type UploadRecords = {
  /** The companies' files; their bytes are in the blob store (IndexedDB), never here. */
  companyFiles: MockCompanyFile[];
};
