import { describe, expect, it } from 'vitest';

import { companyFilesQueryOptions } from '@/entities/company-files/api/get-company-files';
import { addCompany } from '@/features/company-admin/api/add-company';
import {
  COMPANY_FILE_MESSAGES as M,
  companyFileError,
} from '@/features/company-admin/lib/company-file-errors';
import { deleteCompanyFile } from '@/features/company-admin/api/delete-company-file';
import { uploadLogo } from '@/features/company-admin/api/upload-logo';
import { uploadSheet } from '@/features/company-admin/api/upload-sheet';
import { createQueryClient } from '@/lib/react-query';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { derivePriceTags } from './price-tags';
import { failure, signIn } from '@/testing/mock-handlers';

const { demo } = DEMO_ACCOUNTS;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'logo.png', size = PNG.length) =>
  new File([PNG, new Uint8Array(Math.max(0, size - PNG.length))], name, { type: 'image/png' });
const listFiles = () => createQueryClient().fetchQuery(companyFilesQueryOptions(1));

describe('company configuration calls', () => {
  it('stores the logo, sets it on the company, and serves its bytes back', async () => {
    await signIn(demo.email, demo.password);
    const progress: number[] = [];
    const logo = await uploadLogo({
      companyId: 1,
      file: png(),
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(db.state.companies.find((company) => company.id === 1)!.logo).toBe(logo);
    const served = await fetch(logo);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer()).slice(0, 8)).toEqual(PNG.slice(0, 8));
  });

  it('refuses a script named .png, a 6 MB image and a member who is not the owner', async () => {
    await signIn(demo.email, demo.password);
    const script = new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    let error = await failure(uploadLogo({ companyId: 1, file: script }));
    expect([error.status, error.message]).toEqual([
      415,
      'Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).',
    ]);
    error = await failure(uploadLogo({ companyId: 1, file: png('grande.png', 6 * 1024 * 1024) }));
    expect([error.status, error.message]).toEqual([
      413,
      'El archivo es demasiado grande. Tamaño máximo: 5MB.',
    ]);
    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    error = await failure(uploadLogo({ companyId: 1, file: png() }));
    expect(companyFileError(error, 'logo')).toBe('No tiene permisos para subir logos.');
  });

  it('keeps a price list and derives its tag list; deletes each file', async () => {
    await signIn(demo.email, demo.password);
    const csv = new File(
      [
        '\uFEFFcódigo;descripción;categoría;precio\n1;Guantes de nitrilo;Insumos médicos;1990\n2;Alcohol gel;Higiene;3490\n3;Mascarilla;Insumos médicos;290\n',
      ],
      'precios.csv',
      { type: 'text/csv' },
    );
    const file = await uploadSheet('price', { companyId: 1, file: csv });
    expect(file).toMatchObject({ kind: 'price', rowCount: 3 });
    const files = (await listFiles())!;
    expect(files.find((entry) => entry.kind === 'auto-tags')?.tags).toEqual([
      'Insumos médicos',
      'Higiene',
    ]);
    const url = (kind: string) => files.find((entry) => entry.kind === kind)!.url;
    await deleteCompanyFile('auto-tags', 1, url('auto-tags'));
    await deleteCompanyFile('price', 1, url('price'));
    expect(await listFiles()).toEqual([]);
    const error = await failure(deleteCompanyFile('price', 1, url('price')));
    expect(companyFileError(error, 'delete')).toBe(M.notFound);
  });

  it("refuses an executive list without its columns with the spec's message", async () => {
    await signIn(demo.email, demo.password);
    // jsdom's XMLHttpRequest keeps a text part's type but not a binary one's, nor file names:
    // reading .xlsx is the parser's tests' (spreadsheet.test.ts).
    const csv = (text: string) => new File([text], 'ejecutivos.csv', { type: 'text/csv' });
    const bad = csv('rut;nombre\n12345678-5;Ana\n');
    const error = await failure(uploadSheet('executive', { companyId: 1, file: bad }));
    expect(companyFileError(error, 'executive')).toBe(M.executiveColumns);
    const good = csv('rut;nombre;cargo;email\n12.345.678-5;Ana Pérez;Ejecutiva;ana@andes.cl\n');
    expect(await uploadSheet('executive', { companyId: 1, file: good })).toMatchObject({
      kind: 'executive',
      rowCount: 1,
    });
  });

  it('adds a company the user owns, and refuses a RUT that exists (409)', async () => {
    await signIn(demo.email, demo.password);
    const error = await failure(
      addCompany({ companyId: 1, businessName: 'Otra', rut: '765432103' }),
    );
    expect(companyFileError(error, 'addCompany')).toBe('Ya existe una empresa con este RUT.');
    const created = await addCompany({
      companyId: 1,
      businessName: ' Andes Norte SpA ',
      rut: '111111111',
    });
    expect(created).toMatchObject({ business_name: 'Andes Norte SpA', rut: '111111111' });
    expect(
      db.state.memberships.some(
        (entry) => entry.companyId === created.id && entry.role === 'owner',
      ),
    ).toBe(true);
  });
});

describe('derivePriceTags', () => {
  it('uses the category column, else the leading words of the descriptions', () => {
    expect(
      derivePriceTags(
        ['Rubro', 'Producto'],
        [
          ['Aseo', 'x'],
          ['Aseo', 'y'],
          ['Oficina', 'z'],
        ],
      ),
    ).toEqual(['Aseo', 'Oficina']);
    expect(
      derivePriceTags(
        ['código', 'descripción'],
        [
          ['1', 'Guantes de nitrilo'],
          ['2', 'guantes de látex'],
          ['3', 'Papel higiénico'],
        ],
      ),
    ).toEqual(['Guantes', 'Papel']);
  });
});
