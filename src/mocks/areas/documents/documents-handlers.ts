import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import {
  COMPANY_DOCUMENT_KINDS,
  companyDocumentResponseSchema,
  companyDocumentsResponseSchema,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';
import {
  checkDocumentFile,
  DOCUMENT_MESSAGES as M,
  documentFieldsSchema,
  FILE_REFUSAL_MESSAGES,
  vaultType,
} from '@/features/company-documents/lib/document-rules';

import { readBytes } from '../../core/blob-store';
import { db } from '../../core/database';
import { apiUrl, fail, readPositiveId, respond } from '../../core/http';
import { createdOnce } from '../../core/idempotency';
import { companiesOf, requireUser } from '../../core/session';
import type { MockUser } from '../accounts/records';
import { seededDocumentPdf } from './placeholder-pdf';
import type { MockCompanyDocument } from './records';

/*
 * The document vault's calls (decision 0035). Any member of the company reads and manages its
 * vault, and staff (supervisor, admin) too, as they do the company's files; anyone else gets 403
 * before the document is looked up, so a stranger never learns whether an id exists. Files are
 * checked as the dialog checks them (declared type, 10 MB, first bytes) and kept in the blob store.
 */

const FORBIDDEN = 'No tiene permisos para acceder a esta empresa.';
const INVALID_FORM = 'El formulario del documento no es válido.';

type Params = { companyId: string; id: string };

/** The company of the call, when the user may open its vault (403 otherwise). */
function requireVault(user: MockUser, companyIdParam: string) {
  const companyId = readPositiveId(companyIdParam, 'Invalid company ID provided');
  const staff = user.profile === 'supervisor' || user.profile === 'admin';
  const member = companiesOf(user.id).some(({ company }) => company.id === companyId);
  if (!member && !staff) throw fail(403, FORBIDDEN);
  if (!db.state.companies.some((company) => company.id === companyId)) {
    throw fail(404, 'La empresa no existe.');
  }
  return companyId;
}

/** The document `id` of that company, or 404 (asked only once the vault is the user's). */
function requireDocument(companyId: number, idParam: string) {
  const id = Number(idParam);
  const found = db.state.companyDocuments.find(
    (document) => document.id === id && document.companyId === companyId,
  );
  if (!found) throw fail(404, M.notFound);
  return found;
}

function toApiDocument(record: MockCompanyDocument): CompanyDocument {
  const uploader = db.state.users.find((user) => user.id === record.uploadedById);
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    type: record.type,
    size: record.size,
    issuedOn: record.issuedOn,
    expiresOn: record.expiresOn,
    note: record.note,
    amount: record.amount,
    uploadedAt: record.uploadedAt,
    uploadedBy: { id: record.uploadedById, name: uploader?.name ?? 'Usuario eliminado' },
  };
}

const newestFirst = (a: MockCompanyDocument, b: MockCompanyDocument) =>
  b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id;

/** The multipart form: its fields checked with the dialog's rules, and its file if any. */
async function readDocumentForm(request: Request, { fileRequired }: { fileRequired: boolean }) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail(400, INVALID_FORM);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const part = form.get('file');
  // A file part, whichever realm's File it is (the browser's, undici's in Node).
  const file = part && typeof part !== 'string' && part.size > 0 ? part : null;
  if (!file && fileRequired) throw fail(400, M.fileRequired);
  if (file) {
    const refusal = await checkDocumentFile(file);
    if (refusal) throw fail(refusal === 'size' ? 413 : 415, FILE_REFUSAL_MESSAGES[refusal]);
  }
  const kind = text('kind');
  if (kind !== '' && !(COMPANY_DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw fail(400, 'El tipo de documento no es válido.', { type: 'ValidationError' });
  }
  const fields = documentFieldsSchema.safeParse({
    kind,
    issuedOn: text('issuedOn'),
    expiresOn: text('expiresOn'),
    note: text('note'),
    amount: text('amount'),
  });
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw fail(400, issue.message, { type: 'ValidationError', field: String(issue.path[0]) });
  }
  return { fields: fields.data, file };
}

/** Keeps a file's bytes; its record names them. */
async function storeFile(file: File) {
  const stored = await db.blobs.put(file, { name: file.name });
  return { blobId: stored.id, name: file.name, type: vaultType(file.type)!, size: file.size };
}

const deletedSchema = z.object({ message: z.string() });

const documentsPath = '/companies/:companyId/documents';

export const documentHandlers = [
  /** GET /companies/{companyId}/documents: the vault, newest first. */
  http.get<Pick<Params, 'companyId'>>(apiUrl(documentsPath), async ({ request, params }) => {
    const user = await requireUser(request);
    const companyId = requireVault(user, params.companyId);
    const documents = db.state.companyDocuments
      .filter((document) => document.companyId === companyId)
      .sort(newestFirst)
      .map(toApiDocument);
    return respond(companyDocumentsResponseSchema, { data: documents });
  }),

  /** POST /companies/{companyId}/documents: multipart file and fields, once per Idempotency-Key. */
  http.post<Pick<Params, 'companyId'>>(
    apiUrl(documentsPath),
    createdOnce(async ({ request, params }) => {
      const user = await requireUser(request);
      const companyId = requireVault(user, params.companyId);
      const { fields, file } = await readDocumentForm(request, { fileRequired: true });
      const stored = await storeFile(file!);
      const record = db.write((state) => {
        const created: MockCompanyDocument = {
          id: db.nextId('companyDocuments'),
          companyId,
          ...fields,
          ...stored,
          uploadedAt: new Date().toISOString(),
          uploadedById: user.id,
        };
        state.companyDocuments.push(created);
        return created;
      });
      return respond(
        companyDocumentResponseSchema,
        { data: toApiDocument(record), message: 'Documento subido' },
        { status: 201 },
      );
    }),
  ),

  /** PUT /companies/{companyId}/documents/{id}: the same fields; a new file replaces the old. */
  http.put<Params>(apiUrl(`${documentsPath}/:id`), async ({ request, params }) => {
    const user = await requireUser(request);
    const companyId = requireVault(user, params.companyId);
    const existing = requireDocument(companyId, params.id);
    const { fields, file } = await readDocumentForm(request, { fileRequired: false });
    const stored = file ? await storeFile(file) : null;
    const oldBlob = stored ? existing.blobId : null;
    const record = db.write((state) => {
      const target = state.companyDocuments.find((document) => document.id === existing.id)!;
      Object.assign(target, fields);
      if (stored) {
        Object.assign(target, stored, {
          uploadedAt: new Date().toISOString(),
          uploadedById: user.id,
        });
      }
      return { ...target };
    });
    if (oldBlob) await db.blobs.delete(oldBlob);
    return respond(companyDocumentResponseSchema, {
      data: toApiDocument(record),
      message: 'Documento actualizado',
    });
  }),

  /** DELETE /companies/{companyId}/documents/{id}: the record and its bytes. */
  http.delete<Params>(apiUrl(`${documentsPath}/:id`), async ({ request, params }) => {
    const user = await requireUser(request);
    const companyId = requireVault(user, params.companyId);
    const existing = requireDocument(companyId, params.id);
    db.write((state) => {
      state.companyDocuments = state.companyDocuments.filter(
        (document) => document.id !== existing.id,
      );
    });
    if (existing.blobId) await db.blobs.delete(existing.blobId);
    return respond(deletedSchema, { message: 'Documento eliminado' });
  }),

  /** GET /companies/{companyId}/documents/{id}/file: the bytes (a seeded one's written now). */
  http.get<Params>(apiUrl(`${documentsPath}/:id/file`), async ({ request, params }) => {
    const user = await requireUser(request);
    const companyId = requireVault(user, params.companyId);
    const document = requireDocument(companyId, params.id);
    let bytes: ArrayBuffer;
    if (document.blobId) {
      const found = await db.blobs.get(document.blobId);
      if (!found) return fail(404, M.notFound);
      bytes = await readBytes(found.blob);
    } else {
      bytes = seededDocumentPdf(document).buffer;
    }
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': document.type || 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
