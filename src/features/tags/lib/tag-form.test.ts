import { describe, expect, it } from 'vitest';

import {
  colorFallbackNotice,
  initialTagFormValues,
  resolveTagColor,
  TAG_NAME_REQUIRED,
  TAG_NAME_TAKEN,
  tagFormSchema,
  toTagFields,
} from './tag-form';

const issues = (values: { name: string; color: string }, taken: string[] = []) => {
  const result = tagFormSchema(taken).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('tag form', () => {
  it('needs a trimmed name', () => {
    expect(issues({ name: '   ', color: '#22c55e' })).toEqual([TAG_NAME_REQUIRED]);
    expect(issues({ name: ' Postular ', color: '#22c55e' })).toEqual([]);
  });

  it('refuses a name the company already uses, whatever its case', () => {
    expect(issues({ name: 'postular ', color: '' }, ['Postular'])).toEqual([TAG_NAME_TAKEN]);
    expect(issues({ name: 'Postular 2', color: '' }, ['Postular'])).toEqual([]);
  });

  it('never refuses a colour: an unreadable one falls back, and the notice says why and to what', () => {
    expect(issues({ name: 'X', color: 'rgb(300, 0, 0)' })).toEqual([]);
    expect(issues({ name: 'X', color: 'azulado' })).toEqual([]);
    expect(issues({ name: 'X', color: '' })).toEqual([]);
    expect(colorFallbackNotice('rgb(300, 0, 0)')).toBe(
      'Los valores RGB deben estar entre 0 y 255. Se usará Azul (#3B82F6).',
    );
    expect(colorFallbackNotice('azulado')).toBe(
      'Color no válido. Usa un código hexadecimal (#22C55E), rgb(), hsl() o un nombre básico en inglés (red, blue…). Se usará Azul (#3B82F6).',
    );
    expect(colorFallbackNotice('')).toBeNull();
    expect(colorFallbackNotice('hsl(142, 71%, 45%)')).toBeNull();
  });

  it('saves the converter’s uppercase hex, #3B82F6 when there is none', () => {
    expect(toTagFields({ name: ' Revisar ', color: 'red' })).toEqual({
      name: 'Revisar',
      color: '#FF0000',
    });
    expect(resolveTagColor('')).toBe('#3B82F6');
    expect(resolveTagColor('nada')).toBe('#3B82F6');
    expect(toTagFields({ name: 'Revisar', color: 'rgb(300, 0, 0)' })).toEqual({
      name: 'Revisar',
      color: '#3B82F6',
    });
    expect(initialTagFormValues()).toEqual({ name: '', color: '#3b82f6' });
  });
});
