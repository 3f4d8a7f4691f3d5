import { describe, expect, it } from 'vitest';

import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';
import { validityLabel, validityOn } from '@/entities/company-documents/lib/document-validity';
import { deleteCompanyDocument } from '@/features/company-documents/api/delete-company-document';
import { getCompanyDocumentFile } from '@/entities/company-documents/api/get-company-document-file';
import { updateCompanyDocument } from '@/features/company-documents/api/update-company-document';
import { uploadCompanyDocument } from '@/features/company-documents/api/upload-company-document';
import type { DocumentFields } from '@/features/company-documents/lib/document-rules';
import { companyDocumentResponseSchema } from '@/entities/company-documents/api/company-documents-schema';
import { documentFormData } from '@/features/company-documents/lib/document-form-data';
import { apiUpload } from '@/lib/api-upload';
import { chileDayKey } from '@/lib/chile-time';
import { readFileBytes } from '@/lib/file-signature';
import { createQueryClient } from '@/lib/react-query';
import { failure, recordStatuses, signIn } from '@/testing/mock-handlers';
import { z } from 'zod';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { seedDocuments } from './seed';

const { demo, receivables, supervisor } = DEMO_ACCOUNTS;
const PDF_START = [0x25, 0x50, 0x44, 0x46, 0x2d];
const pdf = (size = 64) =>
  new File(
    [new Uint8Array([...PDF_START, 0x31, 0x2e, 0x37, 0x0a]), new Uint8Array(size - 9)],
    'certificado.pdf',
    { type: 'application/pdf' },
  );
const FIELDS: DocumentFields = {
  kind: 'f30',
  issuedOn: '2026-03-02',
  expiresOn: '2026-04-01',
  note: 'Nuevo F30',
  amount: null,
};
const list = (companyId = 1) =>
  createQueryClient().fetchQuery(companyDocumentsQueryOptions(companyId));
const bytesOf = async (blob: Blob) => new Uint8Array(await readFileBytes(blob));

/** A raw multipart POST, for fields the client's types would never let through. */
function rawUpload(fields: Record<string, string>, file: File | null = pdf()) {
  const body = new FormData();
  if (file) body.append('file', file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return apiUpload({ path: '/companies/1/documents', body, schema: z.unknown() });
}

describe('the document vault calls', () => {
  it("lists the demo company's seeded vault newest first, with its validity labels", async () => {
    await signIn(demo.email, demo.password);
    const documents = await list();
    expect(documents.map((document) => document.kind)).toEqual([
      'f30',
      'certificacion',
      'registro_proveedores',
      'vigencia',
      'declaracion_jurada',
      'balance',
      'experiencia',
      'experiencia',
    ]);
    const today = chileDayKey(Date.now())!;
    const labels = Object.fromEntries(
      documents.map((document) => [document.name, validityLabel(validityOn(document, today))]),
    );
    expect(labels).toMatchObject({
      'certificado-f30-direccion-del-trabajo.pdf': 'Vence en 10 días',
      'certificado-vigencia-sociedad-registro-empresas.pdf': 'Vencido',
      'certificado-habilidad-registro-proveedores.pdf': 'Vigente',
      'certificado-iso-9001-2015-comercial-andes.pdf': 'Vigente',
      'balance-estado-resultados-2025.pdf': 'Vigente',
    });
    expect(documents.some((document) => document.kind === 'garantia')).toBe(false);
    expect(documents[1]!.uploadedBy).toEqual({ id: 6, name: 'Fernanda Castro' });
  });

  it('serves a seeded document as a generated PDF whose size is the listed one', async () => {
    await signIn(demo.email, demo.password);
    const iso = (await list()).find((document) => document.kind === 'certificacion');
    const file = await getCompanyDocumentFile(1, iso!.id);
    const bytes = await bytesOf(file);
    expect([...bytes.slice(0, 5)]).toEqual(PDF_START);
    expect(bytes.length).toBe(iso!.size);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('(Archivo: certificado-iso-9001-2015-comercial-andes.pdf) Tj');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const offset = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(offset, offset + 4)).toBe('xref');
    for (const [index, entry] of [...text.matchAll(/^(\d{10}) 00000 n $/gm)].entries()) {
      const at = Number(entry[1]);
      expect(text.slice(at, at + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    }
  });

  it('stores an upload once per Idempotency-Key, replaces its file, serves it, deletes it', async () => {
    await signIn(demo.email, demo.password);
    const statuses = recordStatuses();
    const progress: number[] = [];
    const created = await uploadCompanyDocument({
      companyId: 1,
      fields: FIELDS,
      file: pdf(2048),
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(statuses).toContain(201);
    expect(progress.length).toBeGreaterThan(0);
    expect(created).toMatchObject({
      kind: 'f30',
      type: 'application/pdf',
      size: 2048,
      issuedOn: '2026-03-02',
      expiresOn: '2026-04-01',
      note: 'Nuevo F30',
      amount: null,
      uploadedBy: { id: 1, name: 'Daniela Muñoz Rojas' },
    });
    expect((await list())[0]!.id).toBe(created.id);
    expect((await bytesOf(await getCompanyDocumentFile(1, created.id))).length).toBe(2048);

    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'f30.png',
      { type: 'image/png' },
    );
    const replaced = await updateCompanyDocument({
      companyId: 1,
      id: created.id,
      fields: { ...FIELDS, expiresOn: null, note: 'Escaneado' },
      file: png,
    });
    expect(replaced).toMatchObject({ type: 'image/png', size: 10, expiresOn: null });
    const served = await bytesOf(await getCompanyDocumentFile(1, created.id));
    expect([...served.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const kept = await updateCompanyDocument({
      companyId: 1,
      id: created.id,
      fields: { ...FIELDS, note: 'Solo la nota' },
      file: null,
    });
    expect(kept).toMatchObject({ type: 'image/png', size: 10, note: 'Solo la nota' });

    await deleteCompanyDocument(1, created.id);
    expect((await list()).some((document) => document.id === created.id)).toBe(false);
    const gone = await failure(getCompanyDocumentFile(1, created.id));
    expect([gone.status, gone.message]).toEqual([404, 'El documento no existe.']);
  });

  it('keeps one document for a repeated Idempotency-Key', async () => {
    await signIn(demo.email, demo.password);
    const send = () =>
      apiUpload({
        path: '/companies/1/documents',
        body: documentFormData(FIELDS, pdf()),
        schema: companyDocumentResponseSchema,
        idempotencyKey: 'subida-f30-1',
      });
    const first = await send();
    const again = await send();
    expect(again.data.id).toBe(first.data.id);
    expect(db.state.companyDocuments.filter((document) => document.companyId === 1)).toHaveLength(
      9,
    );
  });

  it('refuses a script named .pdf, a PNG declared as PDF, a GIF and an 11 MB PDF', async () => {
    await signIn(demo.email, demo.password);
    const upload = (file: File) =>
      failure(uploadCompanyDocument({ companyId: 1, fields: FIELDS, file }));
    let error = await upload(
      new File(['<script>x</script>'], 'f30.pdf', { type: 'application/pdf' }),
    );
    expect([error.status, error.message]).toEqual([
      415,
      'El contenido del archivo no corresponde a un PDF, JPG o PNG.',
    ]);
    error = await upload(
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'f30.pdf', {
        type: 'application/pdf',
      }),
    );
    expect(error.status).toBe(415);
    error = await upload(new File(['GIF89a'], 'f30.gif', { type: 'image/gif' }));
    expect([error.status, error.message]).toEqual([
      415,
      'Solo se permiten archivos PDF, JPG o PNG.',
    ]);
    error = await upload(pdf(11 * 1024 * 1024));
    expect([error.status, error.message]).toEqual([
      413,
      'El archivo es demasiado grande. Tamaño máximo: 10 MB.',
    ]);
    expect(db.state.companyDocuments.filter((document) => document.companyId === 1)).toHaveLength(
      8,
    );
  });

  it('checks the fields: kind, real dates, expiry after issue, note, the guarantee amount', async () => {
    await signIn(demo.email, demo.password);
    const base = { kind: 'f30', issuedOn: '2026-03-02', expiresOn: '', note: '', amount: '' };
    const refused = async (fields: Partial<typeof base>, file?: File | null) => {
      const error = await failure(rawUpload({ ...base, ...fields }, file));
      return [error.status, error.message];
    };
    expect(await refused({ kind: '' })).toEqual([400, 'Elige el tipo de documento.']);
    expect(await refused({ kind: 'pasaporte' })).toEqual([
      400,
      'El tipo de documento no es válido.',
    ]);
    expect(await refused({ issuedOn: '2026-02-30' })).toEqual([
      400,
      'Indica una fecha de emisión válida.',
    ]);
    expect(await refused({ expiresOn: '2026-03-01' })).toEqual([
      400,
      'La fecha de vencimiento no puede ser anterior a la de emisión.',
    ]);
    expect(await refused({ note: 'x'.repeat(501) })).toEqual([
      400,
      'La nota admite hasta 500 caracteres.',
    ]);
    expect(await refused({ kind: 'garantia' })).toEqual([400, 'Indica el monto de la garantía.']);
    expect(await refused({ kind: 'garantia', amount: '-5' })).toEqual([
      400,
      'El monto debe ser un número entero mayor que cero, en pesos y sin decimales.',
    ]);
    expect(await refused({ kind: 'garantia', amount: '1500,5' })).toEqual([
      400,
      'El monto debe ser un número entero mayor que cero, en pesos y sin decimales.',
    ]);
    expect(await refused({ amount: '1000' })).toEqual([
      400,
      'Solo una boleta de garantía o póliza lleva monto.',
    ]);
    expect(await refused({}, null)).toEqual([400, 'Elige el archivo del documento.']);
    const guarantee = await rawUpload({
      ...base,
      kind: 'garantia',
      expiresOn: '2026-03-02',
      amount: '1.500.000',
    });
    expect(guarantee).toMatchObject({ data: { kind: 'garantia', amount: 1_500_000 } });
  });

  it('lets a teammate manage the vault, and staff read it', async () => {
    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    const [first] = await list();
    await deleteCompanyDocument(1, first!.id);
    await signIn(supervisor.email, supervisor.password);
    expect(await list()).toHaveLength(7);
  });

  it("hides a company's vault from a user of another company: 403 on every call, nothing changed", async () => {
    const before = structuredClone(db.state.companyDocuments);
    const demoIds = before.filter((document) => document.companyId === 1).map(({ id }) => id);
    const otherIds = before.filter((document) => document.companyId === 5).map(({ id }) => id);
    expect(otherIds.length).toBeGreaterThan(0);

    // Carolina (Cobranzas y Finanzas del Sur) asks for Comercial Andes' vault.
    await signIn(receivables.email, receivables.password);
    const forbidden = async (promise: Promise<unknown>) => {
      const error = await failure(promise);
      return [error.status, error.message];
    };
    const refusal = [403, 'No tiene permisos para acceder a esta empresa.'];
    expect(await forbidden(list(1))).toEqual(refusal);
    // An id that exists and one that does not answer the same.
    for (const id of [demoIds[0]!, 9999]) {
      expect(await forbidden(getCompanyDocumentFile(1, id))).toEqual(refusal);
      expect(
        await forbidden(updateCompanyDocument({ companyId: 1, id, fields: FIELDS, file: pdf() })),
      ).toEqual(refusal);
      expect(await forbidden(deleteCompanyDocument(1, id))).toEqual(refusal);
    }
    expect(
      await forbidden(uploadCompanyDocument({ companyId: 1, fields: FIELDS, file: pdf() })),
    ).toEqual(refusal);
    // Nor through her own company's path: another company's id is not there.
    const own = await failure(getCompanyDocumentFile(5, demoIds[0]!));
    expect(own.status).toBe(404);
    expect((await list(5)).map((document) => document.id).sort()).toEqual([...otherIds].sort());

    // And the demo user cannot reach hers.
    await signIn(demo.email, demo.password);
    expect(await forbidden(list(5))).toEqual(refusal);
    expect(await forbidden(getCompanyDocumentFile(5, otherIds[0]!))).toEqual(refusal);
    expect(await forbidden(deleteCompanyDocument(5, otherIds[0]!))).toEqual(refusal);

    expect(db.state.companyDocuments).toEqual(before);
  });
});

describe('the vault seed', () => {
  it('dates the demo vault from the seed day in Chile', () => {
    // 2026-07-01 02:00 UTC is still 30 June in Chile (UTC-4).
    const { companyDocuments } = seedDocuments(Date.UTC(2026, 6, 1, 2, 0));
    const f30 = companyDocuments.find(
      (document) => document.kind === 'f30' && document.companyId === 1,
    )!;
    expect([f30.issuedOn, f30.expiresOn]).toEqual(['2026-06-10', '2026-07-10']);
    expect(companyDocuments.every((document) => document.blobId === null)).toBe(true);
  });
});
