import { describe, expect, it } from 'vitest';

import {
  COMPANY_SCOPE,
  scopeFormSchema,
  scopeAskedFor,
  withoutBuyer,
  withoutCode,
} from './upcoming-scope';

const messageOf = (values: { codigo: string; comprador: string }) =>
  scopeFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path, issue.message]);

describe('the scope asked for', () => {
  it('asks for a code of 8 digits or a buyer, at the code', () => {
    expect(messageOf({ codigo: '4213', comprador: 'Hospital' })).toEqual([
      [['codigo'], 'Ingresa un código de 8 dígitos'],
    ]);
    expect(messageOf({ codigo: ' ', comprador: '  ' })).toEqual([
      [['codigo'], 'Ingresa un código de 8 dígitos o un comprador'],
    ]);
    expect(scopeFormSchema.parse({ codigo: ' 42131600 ', comprador: '' })).toEqual({
      codigo: '42131600',
      comprador: '',
    });
    expect(messageOf({ codigo: '', comprador: 'x'.repeat(121) })).toEqual([
      [['comprador'], 'El comprador admite hasta 120 caracteres'],
    ]);
  });

  it('adds a code once and replaces the buyer when one is given', () => {
    const one = scopeAskedFor(COMPANY_SCOPE, { codigo: '42131600', comprador: '' });
    expect(one).toEqual({ codigos: ['42131600'], comprador: '' });
    const two = scopeAskedFor(one, { codigo: '42131600', comprador: 'Hospital de Talca' });
    expect(two).toEqual({ codigos: ['42131600'], comprador: 'Hospital de Talca' });
    expect(scopeAskedFor(two, { codigo: '76111501', comprador: '' })).toEqual({
      codigos: ['42131600', '76111501'],
      comprador: 'Hospital de Talca',
    });
    expect(withoutCode(two, '42131600')).toEqual({ codigos: [], comprador: 'Hospital de Talca' });
    expect(withoutBuyer(two)).toEqual({ codigos: ['42131600'], comprador: '' });
  });
});
