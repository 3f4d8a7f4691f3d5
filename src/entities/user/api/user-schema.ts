import { z } from 'zod';

/**
 * GET /users/me (decision 0003). The backend names a company's fields in several ways
 * (rut / rut_empresa, business_name / razon_social / name); the schema accepts them all and
 * gives the app one clean shape.
 */
export const apiCompanySchema = z
  .object({
    id: z.number(),
    rut: z.string().optional(),
    rut_empresa: z.string().optional(),
    business_name: z.string().optional(),
    razon_social: z.string().optional(),
    name: z.string().optional(),
    logo: z.string().nullable().optional(),
    ia_subs_active: z.boolean().optional(),
  })
  .transform((company) => ({
    id: company.id,
    rut: company.rut ?? company.rut_empresa ?? '',
    businessName: company.business_name ?? company.razon_social ?? company.name ?? '',
    logo: company.logo ?? null,
    iaSubsActive: company.ia_subs_active ?? false,
  }));

export const apiUserCompanySchema = z
  .object({
    id: z.number(),
    companyId: z.number(),
    company: apiCompanySchema.optional(),
    rut: z.string().optional(),
    business_name: z.string().optional(),
  })
  .transform((membership) => ({
    id: membership.id,
    companyId: membership.companyId,
    rut: membership.company?.rut || membership.rut || '',
    businessName: membership.company?.businessName || membership.business_name || '',
    logo: membership.company?.logo ?? null,
    iaSubsActive: membership.company?.iaSubsActive ?? false,
  }));

const apiUserFields = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  profile: z.string().nullable().optional(),
  plan: z.object({ id: z.number(), name: z.string().optional() }).nullable().optional(),
  planId: z.number().nullable().optional(),
  ia_subs_active: z.boolean().optional(),
  userCompanies: z.array(apiUserCompanySchema).default([]),
});

const toUser = (user: z.output<typeof apiUserFields>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  profile: user.profile ?? null,
  planId: user.plan?.id ?? user.planId ?? null,
  iaSubsActive: user.ia_subs_active ?? false,
  companies: user.userCompanies,
});

export const apiUserSchema = apiUserFields.transform(toUser);

/**
 * The user a sign-in's answer may carry (the spec: login answers 'token and user data'): the
 * session's first GET /users/me when it is whole, its companies included; a user without them
 * is not taken for one without companies (decision 0003).
 */
export const signInUserSchema = apiUserFields
  .extend({ userCompanies: z.array(apiUserCompanySchema) })
  .transform(toUser);

/** A sign-in answer's user: the whole user, or nothing (then the session asks /users/me). */
export const signInUserField = signInUserSchema.optional().catch(undefined);

export type User = z.output<typeof apiUserSchema>;
export type UserCompany = User['companies'][number];

export const meResponseSchema = z.object({ data: apiUserSchema });
