import type { CompanyDocumentKind } from '@/entities/company-documents/api/company-documents-schema';

/**
 * The `documents` area's records: each company's document vault (decision 0035). The bytes of an
 * uploaded file live in the blob store; a seeded document has none (`blobId` null) and is served
 * as a small PDF written when asked for.
 */

export type MockCompanyDocument = {
  id: number;
  companyId: number;
  kind: CompanyDocumentKind;
  name: string;
  type: string;
  size: number;
  /** The file's bytes in the blob store; null for a seeded document. */
  blobId: string | null;
  issuedOn: string;
  expiresOn: string | null;
  note: string;
  amount: number | null;
  uploadedAt: string;
  uploadedById: number;
};

export type DocumentRecords = {
  companyDocuments: MockCompanyDocument[];
};
