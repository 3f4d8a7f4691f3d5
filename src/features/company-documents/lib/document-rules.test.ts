import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays } from '@/lib/chile-time';

import { checkDocumentFile, documentFieldsSchema, isCalendarDay } from './document-rules';

const fields = (
  values: Partial<Record<'kind' | 'issuedOn' | 'expiresOn' | 'note' | 'amount', string>>,
) =>
  documentFieldsSchema.safeParse({
    kind: 'f30',
    issuedOn: '2026-03-02',
    expiresOn: '',
    note: '',
    amount: '',
    ...values,
  });
const day = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('the vault’s field rules', () => {
  it('takes days that exist and nothing else', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('02-03-2026')).toBe(false);
    fc.assert(
      fc.property(day, (value) => {
        expect(isCalendarDay(value)).toBe(true);
      }),
    );
  });

  it('accepts an expiry on or after the issue and refuses one before it', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (issuedOn, offset) => {
        const parsed = fields({ issuedOn, expiresOn: addDays(issuedOn, offset) });
        expect(parsed.success).toBe(offset >= 0);
      }),
    );
  });

  it('reads a guarantee’s amount with es-CL thousands dots, and only a guarantee’s', () => {
    expect(fields({ kind: 'garantia', amount: '1.500.000' }).data?.amount).toBe(1_500_000);
    expect(fields({ kind: 'garantia', amount: '0' }).success).toBe(false);
    expect(fields({ kind: 'garantia', amount: '12,5' }).success).toBe(false);
    expect(fields({ kind: 'balance', amount: '100' }).success).toBe(false);
    expect(fields({ kind: 'balance' }).data).toEqual({
      kind: 'balance',
      issuedOn: '2026-03-02',
      expiresOn: null,
      note: '',
      amount: null,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (amount) => {
        const typed = amount.toLocaleString('es-CL');
        expect(fields({ kind: 'garantia', amount: typed }).data?.amount).toBe(amount);
      }),
    );
  });
});

describe('checkDocumentFile', () => {
  const file = (bytes: number[], type: string) => new Blob([new Uint8Array(bytes)], { type });
  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const JPEG = [0xff, 0xd8, 0xff, 0xe0];

  it('wants the declared type’s own first bytes', async () => {
    expect(await checkDocumentFile(file(PDF, 'application/pdf'))).toBeNull();
    expect(await checkDocumentFile(file(PNG, 'image/png'))).toBeNull();
    expect(await checkDocumentFile(file(JPEG, 'image/jpg'))).toBeNull();
    expect(await checkDocumentFile(file(PNG, 'application/pdf'))).toBe('content');
    expect(await checkDocumentFile(file([0x3c, 0x73], 'image/jpeg'))).toBe('content');
    expect(await checkDocumentFile(file(PDF, 'application/msword'))).toBe('type');
    expect(await checkDocumentFile(file(PDF, ''))).toBe('type');
  });

  it('refuses more than 10 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(PDF), new Uint8Array(10 * 1024 * 1024)], {
      type: 'application/pdf',
    });
    expect(await checkDocumentFile(big)).toBe('size');
  });
});
