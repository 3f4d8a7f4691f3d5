import {
  COMPANY_DOCUMENT_KIND_LABELS,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';

/** How a row's buttons name their document: its kind and, to tell two of a kind apart, its file. */
export const documentTitle = (document: CompanyDocument) =>
  `${COMPANY_DOCUMENT_KIND_LABELS[document.kind]} (${document.name})`;
