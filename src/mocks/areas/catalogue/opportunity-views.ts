import type { z } from 'zod';

import { type opportunityResponseSchema } from '@/features/opportunities/api/get-opportunity';
import { type searchResponseSchema } from '@/features/opportunities/api/search-opportunities';

import { attachmentUrl } from './attachment-url';
import type { MockOpportunity } from './opportunities';
import { estadoLabel, procedenciaLabel } from './opportunity-labels';
import { agilePreferences, openAgileQuotes } from './portal-facts';

/*
 * An opportunity as the API answers it: a search row and the detail. The search, tags, tasks and
 * the consistency checks all answer with these, so they stand with the catalogue, below them all.
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
