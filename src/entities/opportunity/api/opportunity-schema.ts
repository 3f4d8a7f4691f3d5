import { z } from 'zod';

import { tagChipSchema } from '@/entities/tag/api/tag-schema';

import { regionDisplayName } from '@/lib/regions';

/**
 * An opportunity as the search answers it (one grid row) and as the detail answers it. The spec
 * shows neither endpoint; the field names follow the portal's own Spanish vocabulary
 * (decision 0008).
 */

export const opportunitySummarySchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  /** The portal's Tipo: L1, LE, LP, LQ, LR, LS, O1 or COT. */
  tipo: z.string(),
  /** Human label of the kind, e.g. 'Licitación (LE)' or 'Compra Ágil (Segundo llamado)'. */
  procedencia: z.string(),
  estado: z.string(),
  entidad: z.string(),
  /** Read into the one spelling the app shows (decision 0011), whatever case the server sends. */
  region: z.string().transform(regionDisplayName),
  /**
   * Estimated amount in CLP; null when the buyer hides it (the portal's VisibilidadMonto 0,
   * MontoEstimado null): shown as 'Monto no informado' and sorted last (decision 0011).
   */
  monto: z.number().nullable(),
  cantidadProductos: z.number().int().nonnegative(),
  fechaPublicacion: z.string(),
  fechaCierre: z.string(),
  /** Relevance in [0, 1]. */
  score: z.number().min(0).max(1),
  etiquetas: z.array(tagChipSchema).default([]),
  tareas: z.number().int().nonnegative().default(0),
});

export type OpportunitySummary = z.output<typeof opportunitySummarySchema>;

/** An opportunity as other records name it (a task, an activity, a purchase order, the chat). */
export const opportunityRefSchema = opportunitySummarySchema.pick({ codigo: true, nombre: true });
export type OpportunityRef = z.output<typeof opportunityRefSchema>;

const opportunityDetailFieldsSchema = opportunitySummarySchema.extend({
  descripcion: z.string(),
  /** Original currency of the tender (the amount is always given in CLP). */
  moneda: z.string(),
  montoVisible: z.boolean(),
  convocatoria: z.string().nullable(),
  comprador: z.object({
    organismo: z.string(),
    codigoOrganismo: z.string(),
    unidad: z.string(),
    rutUnidad: z.string(),
    direccion: z.string(),
    comuna: z.string(),
    region: z.string().transform(regionDisplayName),
  }),
  fechas: z.object({
    creacion: z.string(),
    publicacion: z.string(),
    cierrePreguntas: z.string().nullable(),
    publicacionRespuestas: z.string().nullable(),
    visitaTerreno: z.string().nullable(),
    cierre: z.string(),
    aperturaTecnica: z.string().nullable(),
    adjudicacionEstimada: z.string().nullable(),
    adjudicacion: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      correlativo: z.number(),
      codigoProducto: z.string(),
      categoria: z.string(),
      nombre: z.string(),
      descripcion: z.string(),
      unidad: z.string(),
      cantidad: z.number(),
    }),
  ),
  adjuntos: z.array(
    z.object({
      id: z.string(),
      nombre: z.string(),
      tipo: z.string(),
      tamanoBytes: z.number(),
      /** Where the server can read it (decision 0017): what the AI chat is given. */
      url: z.string().nullish(),
    }),
  ),
  duracionContratoMeses: z.number().nullable(),
  renovable: z.boolean(),
  responsable: z.object({ nombre: z.string(), email: z.string() }),
  ofertasRecibidas: z.number().nullable(),
  /**
   * An agile purchase's preferences (decision 0030): priority to small (EMT) or local suppliers
   * (those of the buyer's region). Null for a tender, or when the server does not say.
   */
  prioridad: z.object({ emt: z.boolean(), local: z.boolean() }).nullable().default(null),
});

/** A hidden amount is hidden even if a server sends a figure beside VisibilidadMonto 0. */
export const opportunityDetailSchema = opportunityDetailFieldsSchema.transform((detail) =>
  detail.montoVisible ? detail : { ...detail, monto: null },
);

export type OpportunityDetail = z.output<typeof opportunityDetailSchema>;
