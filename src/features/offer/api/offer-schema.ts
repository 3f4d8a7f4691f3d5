import { z } from 'zod';

import { COMPANY_DOCUMENT_KINDS } from '@/entities/company-documents/api/company-documents-schema';

/*
 * An opportunity's offer (issue 40, decision 0035): what the bases ask of it (its requirements,
 * read by the assistant from the documents, each with its passage) and the anexos the company
 * fills here. How each requirement stands against the vault is worked out in the client
 * (lib/requirement-state.ts), so it follows the vault without asking the server again.
 */

export const REQUIREMENT_GROUPS = [
  'administrativos',
  'tecnicos',
  'economicos',
  'garantias',
] as const;
export type RequirementGroup = (typeof REQUIREMENT_GROUPS)[number];

/** The groups, as the bases name them (and the offer package's folders). */
export const REQUIREMENT_GROUP_LABELS: Readonly<Record<RequirementGroup, string>> = {
  administrativos: 'Antecedentes administrativos',
  tecnicos: 'Antecedentes técnicos',
  economicos: 'Oferta económica',
  garantias: 'Garantías',
};

export const REQUIREMENT_LEVELS = ['obligatorio', 'opcional', 'inadmisibilidad'] as const;
export type RequirementLevel = (typeof REQUIREMENT_LEVELS)[number];

export const REQUIREMENT_LEVEL_LABELS: Readonly<Record<RequirementLevel, string>> = {
  obligatorio: 'Obligatorio',
  opcional: 'Opcional',
  inadmisibilidad: 'Causal de inadmisibilidad',
};

/** The anexos filled here. */
export const ANNEX_KINDS = ['identificacion', 'declaracion', 'economica'] as const;
export type AnnexKind = (typeof ANNEX_KINDS)[number];

export const ANNEX_LABELS: Readonly<Record<AnnexKind, string>> = {
  identificacion: 'Identificación del oferente',
  declaracion: 'Declaración jurada de requisitos para ofertar',
  economica: 'Oferta económica',
};

/** A guarantee the bases ask for with the offer. */
export const guaranteeTermsSchema = z.object({
  /** Of the offer's total; null when the bases fix an amount. */
  percent: z.number().positive().nullable(),
  /** The amount in CLP the bases state (the percent of the published budget, or the fixed sum). */
  amount: z.number().int().positive(),
  /** Corridos from the close of offers. */
  validityDays: z.number().int().positive(),
});
export type GuaranteeTerms = z.output<typeof guaranteeTermsSchema>;

export const requirementSchema = z.object({
  /** Stable within the opportunity: 'f30', 'seriedad', 'anexo-economica'. */
  id: z.string().min(1),
  group: z.enum(REQUIREMENT_GROUPS),
  name: z.string(),
  level: z.enum(REQUIREMENT_LEVELS),
  /** What meets it: a vault document of a kind, or an annex filled here. */
  meetsBy: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('document'), documentKind: z.enum(COMPANY_DOCUMENT_KINDS) }),
    z.object({ kind: z.literal('annex'), annex: z.enum(ANNEX_KINDS) }),
  ]),
  /** The passage of the bases that asks for it: 'Fuente: {file}'. */
  source: z.object({ file: z.string(), passage: z.string() }),
  /** A guarantee's terms (the guarantee requirement only). */
  guarantee: guaranteeTermsSchema.nullable().default(null),
});
export type Requirement = z.output<typeof requirementSchema>;

/** GET /opportunities/{codigo}/requirements?companyId. */
export const requirementsResponseSchema = z.object({
  data: z.object({
    codigo: z.string(),
    /** The close of offers (ISO instant): documents must be valid then. */
    closeAt: z.string().nullable(),
    requirements: z.array(requirementSchema),
    /** The anexos must be signed with an advanced electronic signature (Ley 19.799). */
    advancedSignature: z.boolean(),
    /** The files the requirements were read from (none: the opportunity has no bases attached). */
    documentsRead: z.array(z.string()),
  }),
});
export type OfferRequirements = z.output<typeof requirementsResponseSchema>['data'];

/** One line of the economic offer: an item's quantity and the unit price offered (net, CLP). */
export const offerLineSchema = z.object({
  correlative: z.number().int().positive(),
  quantity: z.number().positive(),
  unitPrice: z.number().int().nonnegative(),
});

/** The anexos as saved for one opportunity (PUT replaces them whole). */
export const offerDraftSchema = z.object({
  identificacion: z.object({
    businessName: z.string(),
    rut: z.string(),
    address: z.string(),
    legalRepresentative: z.string(),
    legalRepresentativeRut: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  declaracion: z.object({ place: z.string(), signedOn: z.string() }),
  economica: z.object({
    lines: z.array(offerLineSchema),
    validityDays: z.number().int().positive(),
  }),
  /** The person says the anexos will carry an advanced electronic signature. */
  advancedSignatureReady: z.boolean(),
  updatedAt: z.string(),
});
export type OfferDraft = z.output<typeof offerDraftSchema>;

/** GET /opportunities/{codigo}/offer?companyId: null before anything was saved. */
export const offerDraftResponseSchema = z.object({ data: offerDraftSchema.nullable() });
