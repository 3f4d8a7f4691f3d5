import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import {
  addCompanyResponseSchema,
  deleteFileResponseSchema,
  fileUploadResponseSchema,
  logoUploadResponseSchema,
  uploadsResponseSchema,
  type CompanyFile,
} from '@/entities/company-files/api/company-files-schema';
import { COMPANY_FILE_MESSAGES as M } from '@/features/company-admin/lib/company-file-errors';
import { checkExecutiveList } from '@/features/company-admin/lib/executive-list';
import { parseSpreadsheet } from '@/lib/parse-spreadsheet';
import {
  detectSignature,
  isImageSignature,
  isSpreadsheetSignature,
  readFirstBytes,
} from '@/lib/file-signature';
import { cleanRut, isValidRut } from '@/lib/validation/rut';

import { createdOnce } from '../../core/idempotency';
import { readBytes } from '../../core/blob-store';
import { db } from '../../core/database';
import type { MockCompanyFile } from './records';
import type { MockUser } from '../accounts/records';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { derivePriceTags } from './price-tags';
import { companiesOf, requireCompany, requireUser } from '../../core/session';

/*
 * Company configuration's calls (decision 0020): the logo, the price list (and
 * the tag list derived from it), the executive list, their deletion, and adding a company. Files
 * are checked as a server would: size, declared type and first bytes; their bytes go to the
 * blob store and are served back from GET /users/files/{id}.
 */

const MB = 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * MB;
export const SHEET_MAX_BYTES = 10 * MB;
const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];
const LOGO_TYPE_MESSAGE = 'Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).';
const LOGO_SIZE_MESSAGE = 'El archivo es demasiado grande. Tamaño máximo: 5MB.';
const SHEET_TYPE_MESSAGE = 'Solo se permiten archivos Excel (.xls, .xlsx) o CSV (.csv)';
const SHEET_TYPES = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/csv',
];

const fileUrl = (blobId: string) => apiUrl(`/users/files/${blobId}`);

/** Who may change a company's files: its owner, or staff (supervisor or admin). */
function requireManager(user: MockUser, companyId: number, message: string) {
  const staff = user.profile === 'supervisor' || user.profile === 'admin';
  const membership = db.state.memberships.find(
    (entry) => entry.userId === user.id && entry.companyId === companyId,
  );
  if (!staff && membership?.role !== 'owner') throw fail(403, message);
}

async function readFile(request: Request, field: string) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail(400, M.invalid);
  }
  const file = form.get(field);
  // A file part, whichever realm's File it is (the browser's, undici's in Node).
  if (typeof file === 'string' || !file || file.size === 0) throw fail(400, M.invalid);
  return file;
}

function toApiFile(record: MockCompanyFile): CompanyFile {
  return {
    kind: record.kind as CompanyFile['kind'],
    name: record.name,
    url: fileUrl(record.blobId),
    size: record.size,
    uploadedAt: record.uploadedAt,
    rowCount: record.rowCount,
    ...(record.tags ? { tags: record.tags } : {}),
  };
}

/** Replaces the company's file of this kind (its old bytes go), and returns the new record. */
async function saveFile(
  companyId: number,
  kind: MockCompanyFile['kind'],
  blob: Blob,
  details: { name: string; type: string; rowCount: number | null; tags?: string[] },
) {
  await removeFile(companyId, kind);
  const stored = await db.blobs.put(blob, { name: details.name });
  return db.write((state) => {
    const record: MockCompanyFile = {
      id: db.nextId('companyFiles'),
      companyId,
      kind,
      blobId: stored.id,
      size: blob.size,
      uploadedAt: new Date().toISOString(),
      ...details,
    };
    state.companyFiles.push(record);
    return record;
  });
}

async function removeFile(companyId: number, kind: MockCompanyFile['kind']) {
  const old = db.state.companyFiles.find(
    (entry) => entry.companyId === companyId && entry.kind === kind,
  );
  if (!old) return false;
  await db.blobs.delete(old.blobId);
  db.write((state) => {
    state.companyFiles = state.companyFiles.filter((entry) => entry !== old);
  });
  return true;
}

const companyOf = (user: MockUser, request: Request) =>
  requireCompany(user, new URL(request.url).searchParams.get('companyId'));

const isSheetName = (name: string) => /\.(xlsx?|csv)$/i.test(name);

async function readSheet(request: Request, user: MockUser, kind: 'price' | 'executive') {
  const company = companyOf(user, request);
  requireManager(user, company.id, M.permission[kind]);
  const file = await readFile(request, 'file');
  if (file.size > SHEET_MAX_BYTES) throw fail(413, M.tooLargeSheet);
  const declared = SHEET_TYPES.includes(file.type.toLowerCase()) || isSheetName(file.name);
  const signature = detectSignature(await readFirstBytes(file));
  if (!declared) throw fail(415, SHEET_TYPE_MESSAGE);
  if (!isSpreadsheetSignature(signature)) throw fail(415, M.unsupported);
  try {
    return { company, file, sheet: await parseSpreadsheet(file) };
  } catch {
    throw fail(400, M.invalid);
  }
}

const addCompanySchema = z.object({
  businessName: z.string().trim().min(1, 'Invalid business name provided'),
  rut: z.string().trim().min(1, 'Invalid RUT provided'),
});

export const companyAdminHandlers = [
  /** GET /users/uploads?companyId: the company's files but its logo. */
  http.get(apiUrl('/users/uploads'), async ({ request }) => {
    const user = await requireUser(request);
    const company = companyOf(user, request);
    const files = db.state.companyFiles
      .filter((entry) => entry.companyId === company.id && entry.kind !== 'logo')
      .map(toApiFile);
    return respond(uploadsResponseSchema, { data: files });
  }),

  /** GET /users/files/{id}: an uploaded file's bytes (the logo's <img> reads it). */
  http.get(apiUrl('/users/files/:id'), async ({ params }) => {
    const found = await db.blobs.get(String(params.id));
    if (!found) return fail(404, M.notFound);
    return new HttpResponse(await readBytes(found.blob), {
      headers: {
        'Content-Type': found.info.type || 'application/octet-stream',
        'Cache-Control': 'private, max-age=3600',
        // Served as what it is, never sniffed into something else.
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  /** POST /users/upload-logo?companyId: jpeg, jpg, png or gif, 5 MB, checked by its bytes too. */
  http.post(
    apiUrl('/users/upload-logo'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const company = companyOf(user, request);
      requireManager(user, company.id, M.permission.logo);
      const file = await readFile(request, 'logo');
      if (!LOGO_TYPES.includes(file.type.toLowerCase())) return fail(415, LOGO_TYPE_MESSAGE);
      if (file.size > LOGO_MAX_BYTES) return fail(413, LOGO_SIZE_MESSAGE);
      if (!isImageSignature(detectSignature(await readFirstBytes(file)))) {
        return fail(415, LOGO_TYPE_MESSAGE);
      }
      const record = await saveFile(company.id, 'logo', file, {
        name: file.name,
        type: file.type,
        rowCount: null,
      });
      const logo = fileUrl(record.blobId);
      db.write((state) => {
        const target = state.companies.find((entry) => entry.id === company.id);
        if (target) target.logo = logo;
      });
      return respond(logoUploadResponseSchema, { data: { logo } });
    }),
  ),

  /** POST /users/upload?companyId: the price list; the server derives the tag list from it. */
  http.post(
    apiUrl('/users/upload'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const { company, file, sheet } = await readSheet(request, user, 'price');
      const rowCount = sheet.kind === 'xls' ? null : sheet.rows.length;
      const record = await saveFile(company.id, 'price', file, {
        name: file.name,
        type: file.type,
        rowCount,
      });
      const tags = derivePriceTags(sheet.header, sheet.rows);
      if (tags.length > 0) {
        const csv = new Blob([`etiqueta\n${tags.join('\n')}\n`], { type: 'text/csv' });
        await saveFile(company.id, 'auto-tags', csv, {
          name: 'etiquetas-generadas.csv',
          type: 'text/csv',
          rowCount: tags.length,
          tags,
        });
      }
      return respond(fileUploadResponseSchema, {
        code: 200,
        message: 'Lista de precios cargada',
        data: toApiFile(record),
      });
    }),
  ),

  /**
   * POST /tags/upload-executive?companyId: the executive list (rut, nombre, cargo, email). A
   * file without those columns is refused with the spec's message, code 400 in the body.
   */
  http.post(
    apiUrl('/tags/upload-executive'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const { company, file, sheet } = await readSheet(request, user, 'executive');
      let rowCount: number | null = null;
      if (sheet.kind !== 'xls') {
        const check = checkExecutiveList(sheet.header, sheet.rows);
        if (check.columnsMissing || !check.ok) return fail(400, M.executiveColumns);
        rowCount = check.count;
      }
      const record = await saveFile(company.id, 'executive', file, {
        name: file.name,
        type: file.type,
        rowCount,
      });
      return respond(fileUploadResponseSchema, {
        code: 200,
        message: 'Listado de ejecutivos cargado',
        data: toApiFile(record),
      });
    }),
  ),

  ...(
    [
      ['/users/price-file/:companyId', 'price'],
      ['/users/executive-tag-file/:companyId', 'executive'],
      ['/users/auto-generate-tag-file/:companyId', 'auto-tags'],
    ] as const
  ).map(([path, kind]) =>
    http.delete(apiUrl(path), async ({ request, params }) => {
      const user = await requireUser(request);
      const companyId = readPositiveId(String(params.companyId), 'Invalid company ID provided');
      const company = companiesOf(user.id).find((entry) => entry.company.id === companyId);
      const staff = user.profile === 'supervisor' || user.profile === 'admin';
      if (!company && !staff) return fail(403, M.permission.delete);
      requireManager(user, companyId, M.permission.delete);
      if (!(await removeFile(companyId, kind))) return fail(404, M.notFound);
      return respond(deleteFileResponseSchema, { message: 'Archivo eliminado' });
    }),
  ),

  /** POST /users/add-company?companyId { businessName, rut }: the user owns the new company. */
  http.post(
    apiUrl('/users/add-company'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const current = companyOf(user, request);
      requireManager(user, current.id, M.permission.addCompany);
      const { businessName, rut } = await readBody(request, addCompanySchema);
      const clean = cleanRut(rut);
      if (!isValidRut(clean)) return fail(400, 'Invalid RUT provided');
      if (db.state.companies.some((entry) => entry.rut === clean)) {
        return fail(409, M.companyExists);
      }
      const company = db.write((state) => {
        const created = {
          id: db.nextId('companies'),
          rut: clean,
          businessName,
          logo: null,
          iaSubsActive: false,
          createdAt: new Date().toISOString(),
        };
        state.companies.push(created);
        state.memberships.push({
          id: db.nextId('memberships'),
          userId: user.id,
          companyId: created.id,
          role: 'owner',
        });
        return created;
      });
      return respond(
        addCompanyResponseSchema,
        { data: { id: company.id, rut: company.rut, business_name: company.businessName } },
        { status: 201 },
      );
    }),
  ),
];
