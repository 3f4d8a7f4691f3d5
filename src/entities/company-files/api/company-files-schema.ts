import { z } from 'zod';

/**
 * The company's files (decision 0020): the price list, the executive list, and the tag list the
 * server derives from the price list.
 */
export const COMPANY_FILE_KINDS = ['price', 'executive', 'auto-tags'] as const;
export type CompanyFileKind = (typeof COMPANY_FILE_KINDS)[number];

export const companyFileSchema = z.object({
  kind: z.enum(COMPANY_FILE_KINDS),
  name: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** Rows read from the file (null for an .xls the server did not count). */
  rowCount: z.number().int().nonnegative().nullable(),
  /** The auto-generated tag list's tags. */
  tags: z.array(z.string()).optional(),
});

export type CompanyFile = z.output<typeof companyFileSchema>;

/** GET /users/uploads?companyId: `data`, or `data.data` (the spec shows both). */
export const uploadsResponseSchema = z
  .object({
    data: z.union([z.array(companyFileSchema), z.object({ data: z.array(companyFileSchema) })]),
  })
  .transform(({ data }) => (Array.isArray(data) ? data : data.data));

/** The answer to an upload; the executive list may fail with `code` 400+ inside a 200. */
export const fileUploadResponseSchema = z.object({
  code: z.number().optional(),
  message: z.string().optional(),
  data: companyFileSchema.nullish(),
});

/** POST /users/upload-logo?companyId: where the new logo is. */
export const logoUploadResponseSchema = z.object({
  data: z.object({ logo: z.string() }),
});

/** POST /users/add-company?companyId { businessName, rut }. */
export const addCompanyResponseSchema = z.object({
  data: z.object({ id: z.number(), rut: z.string(), business_name: z.string() }),
});

export const deleteFileResponseSchema = z.object({ message: z.string().optional() });
