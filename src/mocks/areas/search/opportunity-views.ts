import type { z } from 'zod';

import { type opportunityResponseSchema } from '@/features/opportunities/api/get-opportunity';
import { type searchResponseSchema } from '@/features/opportunities/api/search-opportunities';

import { db } from '../../core/database';
import { attachmentUrl } from '../catalogue/attachment-url';
import type { MockOpportunity } from '../catalogue/opportunities';
import { estadoLabel, procedenciaLabel } from '../catalogue/opportunity-labels';
import { agilePreferences, openAgileQuotes } from '../catalogue/portal-facts';
import { currentMarket } from '../competition/current-market';
import { findRepublishedOpportunity } from '../competition/radar';
import { findPastOpportunity } from '../work/past-opportunities';

/*
 * An opportunity as the API answers it (a search row, the detail) and the lookup of one by its
 * code: what the search handlers and the other areas (tags, work, competition, the AI) share, so
 * no area imports another's handlers.
 */

type Summary = z.input<typeof searchResponseSchema>['data']['resultados'][number];
type Detail = z.input<typeof opportunityResponseSchema>['data'];

/** A search row; `etiquetas` are the asking company's tags on it (companyTagChips). */
export function toSummary(
  record: MockOpportunity,
  score: number,
  etiquetas: Summary['etiquetas'] = [],
  tareas = 0,
): Summary {
  return {
    codigo: record.code,
    nombre: record.name,
    tipo: record.type,
    procedencia: procedenciaLabel(record),
    estado: estadoLabel(record),
    entidad: record.buyer.organismName,
    region: record.buyer.region,
    monto: record.amountVisible ? record.estimatedAmount : null,
    cantidadProductos: record.items.length,
    fechaPublicacion: record.dates.published,
    fechaCierre: record.dates.close,
    score: Math.round(score * 1000) / 1000,
    etiquetas,
    tareas,
  };
}

export function toDetail(
  record: MockOpportunity,
  etiquetas: Summary['etiquetas'] = [],
  tareas = 0,
): Detail {
  const { buyer, dates } = record;
  return {
    ...toSummary(record, 1, etiquetas, tareas),
    descripcion: record.description,
    moneda: record.currency,
    montoVisible: record.amountVisible,
    convocatoria: record.call,
    comprador: {
      organismo: buyer.organismName,
      codigoOrganismo: buyer.organismCode,
      unidad: buyer.unitName,
      rutUnidad: buyer.unitRut,
      direccion: buyer.address,
      comuna: buyer.comuna,
      region: buyer.region,
    },
    fechas: {
      creacion: dates.created,
      publicacion: dates.published,
      cierrePreguntas: dates.questionsClose,
      publicacionRespuestas: dates.answersPublished,
      visitaTerreno: dates.fieldVisit,
      cierre: dates.close,
      aperturaTecnica: dates.technicalOpening,
      adjudicacionEstimada: dates.estimatedAward,
      adjudicacion: dates.awarded,
    },
    items: record.items.map((item) => ({
      correlativo: item.correlative,
      codigoProducto: item.productCode,
      categoria: item.category,
      nombre: item.productName,
      descripcion: item.description,
      unidad: item.unit,
      cantidad: item.quantity,
    })),
    adjuntos: record.attachments.map((attachment) => ({
      id: attachment.id,
      nombre: attachment.name,
      tipo: attachment.type,
      tamanoBytes: attachment.sizeBytes,
      url: attachmentUrl(record.code, attachment.id, attachment.name),
    })),
    duracionContratoMeses: record.contractDurationMonths,
    renovable: record.renewable,
    responsable: { nombre: record.responsibleName, email: record.responsibleEmail },
    // An open agile purchase shows how many quotes it has so far; a tender, once it closes.
    ofertasRecibidas:
      record.kind === 'compra_agil' && record.status === 'publicada'
        ? openAgileQuotes(record.code)
        : record.offersReceived,
    prioridad: agilePreferences(record),
  };
}

let byCode: { records: readonly MockOpportunity[]; map: Map<string, MockOpportunity> } | null =
  null;

/**
 * An opportunity of the catalogue, a past one the company's bids name (closed long ago), or the
 * new call of a deserted or revoked process.
 */
export function findOpportunity(code: string): MockOpportunity | undefined {
  const records = db.opportunities;
  if (byCode?.records !== records) {
    byCode = { records, map: new Map(records.map((record) => [record.code, record])) };
  }
  return (
    byCode.map.get(code) ??
    findPastOpportunity(code) ??
    // A new call of a deserted or revoked process, which the radar links to (decision 0031).
    (/^\d+-\d{5,}-/.test(code)
      ? findRepublishedOpportunity(currentMarket(), code, Date.now())
      : undefined)
  );
}
