import { describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';

import { companyFileError } from '../lib/company-file-errors';
import { deleteCompanyFile, MISSING_FOR_FILE_DELETE } from './delete-company-file';

describe('deleteCompanyFile', () => {
  it.each([
    ['no company id', 0, '/blob/precios.csv'],
    ['a company id that is not a number', Number.NaN, '/blob/precios.csv'],
    ['no file URL', 1, ''],
    ['a blank file URL', 1, '   '],
    ['a missing file URL', 1, undefined],
  ])('refuses %s before sending anything', async (_, companyId, fileUrl) => {
    await signInAs('demo');
    const requests = recordRequests();
    const error = await deleteCompanyFile('price', companyId, fileUrl).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 400, message: MISSING_FOR_FILE_DELETE });
    expect(companyFileError(error, 'delete')).toBe(
      'No se pudo obtener la información necesaria para eliminar el archivo.',
    );
    expect(requests.all).toEqual([]);
  });
});
