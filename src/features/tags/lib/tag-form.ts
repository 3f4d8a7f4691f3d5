import { z } from 'zod';

import { TAG_MODAL_FALLBACK_COLOR } from '@/entities/tag/api/tag-schema';
import { COLOR_ERROR_TEXTS, parseColor } from '@/lib/color';

import { DEFAULT_TAG_COLOR } from './tag-palette';

export const TAG_NAME_REQUIRED = 'El nombre de la etiqueta es requerido';
export const TAG_NAME_TAKEN = 'Ya existe una etiqueta con ese nombre.';
export const TAG_NAME_MAX_LENGTH = 40;

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es-CL') === b.trim().toLocaleLowerCase('es-CL');

/**
 * The tag modal's form: a trimmed name is required and, within the company, unique whatever its
 * case (the server refuses a second one, decision 0015); the colour is what the person typed or
 * picked. A colour the converter cannot read (or none) is no error: the modal falls back to
 * #3b82f6, as the spec says, and `colorFallbackNotice` tells the person so at the field.
 */
export function tagFormSchema(takenNames: readonly string[] = []) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, TAG_NAME_REQUIRED)
      .max(TAG_NAME_MAX_LENGTH, `El nombre puede tener hasta ${TAG_NAME_MAX_LENGTH} caracteres.`)
      .refine((name) => !takenNames.some((taken) => sameName(taken, name)), TAG_NAME_TAKEN),
    color: z.string(),
  });
}

export type TagFormValues = z.input<ReturnType<typeof tagFormSchema>>;

export function initialTagFormValues(tag?: { name: string; color: string }): TagFormValues {
  return { name: tag?.name ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR };
}

/**
 * The colour the modal shows and saves: the converter's uppercase #RRGGBB, or #3b82f6 for an
 * empty or unreadable one (decision 0015).
 */
export function resolveTagColor(input: string): string {
  const parsed = parseColor(input);
  return parsed.ok ? parsed.hex : TAG_MODAL_FALLBACK_COLOR.toUpperCase();
}

/**
 * What the colour field says when what was typed cannot be read: the converter's reason and the
 * colour that will be saved instead. Null when it reads (or is empty: the palette's Azul shows).
 */
export function colorFallbackNotice(input: string): string | null {
  if (!input.trim()) return null;
  const parsed = parseColor(input);
  if (parsed.ok) return null;
  return `${COLOR_ERROR_TEXTS[parsed.code]} Se usará Azul (${TAG_MODAL_FALLBACK_COLOR.toUpperCase()}).`;
}

/** What the modal hands to whoever saves: a trimmed name and a #RRGGBB colour. */
export function toTagFields(values: TagFormValues) {
  return { name: values.name.trim(), color: resolveTagColor(values.color) };
}

export type TagFields = ReturnType<typeof toTagFields>;
