import { http } from 'msw';

import {
  applicationsResponseSchema,
  type Application,
} from '@/entities/application/api/application-schema';
import {
  recordApplicationInputSchema,
  recordApplicationResponseSchema,
} from '@/entities/application/api/record-application';
import { OUTCOME_NOT_FOUND, outcomeResponseSchema } from '@/features/effectiveness/api/get-outcome';

import { createdOnce } from '../../core/idempotency';
import { db } from '../../core/database';
import { apiUrl, decodeSegment, fail, readBody, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { userNameOf } from '../accounts/user-rules';
import { recordActivity } from '../activity/activity-feed';
import type { MockApplication } from '../bids/records';
import { bidOpportunityFacts } from '../catalogue/opportunity-labels';
import { findOpportunity } from '../competition/opportunity-lookup';
import { companyTagChips } from '../tags/tag-chips';

/*
 * The company's bids (decision 0022): the list the effectiveness page reads, one bid with every
 * offer the buyer received, and a bid sent through the extension.
 */

function toApplication(application: MockApplication): Application {
  return {
    id: application.id,
    codigo: application.opportunityCode,
    nombre: application.opportunityName,
    tipo: application.type,
    procedencia: application.procedencia,
    comprador: application.buyerName,
    region: application.region,
    montoEstimado: application.estimatedAmount,
    fechaPublicacion: application.publishedAt,
    fechaCierre: application.closesAt,
    encontradaEn: application.foundAt,
    busquedaGuardada: application.foundAt ? application.savedSearchName : null,
    etiquetas: application.tags,
    fechaPostulacion: application.appliedAt,
    montoOfertado: application.offeredAmount,
    resultado: application.outcome,
    fechaAdjudicacion: application.awardedAt,
    adjudicadoA: application.awardedTo,
    montoAdjudicado: application.awardedAmount,
    postuladoPor: userNameOf(application.userId),
  };
}

export const applicationHandlers = [
  http.get(apiUrl('/applications'), async ({ request }) => {
    const { companyId } = await requireCompanyCall(request);
    const data = db.state.applications
      .filter((application) => application.companyId === companyId)
      .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
      .map(toApplication);
    return respond(applicationsResponseSchema, { data });
  }),

  /** A bid sent through the extension: pending until the buyer decides. */
  http.post(
    apiUrl('/applications'),
    createdOnce(async ({ request }) => {
      const { user, companyId } = await requireCompanyCall(request);
      const body = await readBody(request, recordApplicationInputSchema);
      const record = findOpportunity(body.codigo);
      if (!record) return fail(404, 'Oportunidad no encontrada.');
      const company = db.state.companies.find((entry) => entry.id === companyId)!;
      const now = new Date().toISOString();
      const application = db.write((state) => {
        const created: MockApplication = {
          id: db.nextId('applications'),
          companyId,
          userId: user.id,
          ...bidOpportunityFacts(record),
          foundAt: null,
          savedSearchName: null,
          tags: (companyTagChips(companyId).get(record.code) ?? []).map((chip) => chip.name),
          appliedAt: now,
          offeredAmount: body.montoOfertado,
          outcome: 'pendiente',
          awardedAt: null,
          awardedTo: null,
          awardedAmount: null,
          offers: [
            {
              supplier: company.businessName,
              amount: body.montoOfertado,
              awarded: false,
              ours: true,
            },
          ],
          items: [],
        };
        state.applications = state.applications.filter(
          (entry) => !(entry.companyId === companyId && entry.opportunityCode === record.code),
        );
        state.applications.push(created);
        recordActivity(state, {
          companyId,
          userId: user.id,
          kind: 'postulacion',
          detail: 'Oferta enviada al portal',
          opportunity: { code: record.code, name: record.name },
        });
        return created;
      });
      return respond(
        recordApplicationResponseSchema,
        { data: toApplication(application) },
        { status: 201 },
      );
    }),
  ),

  http.get<{ codigo: string }>(apiUrl('/applications/:codigo'), async ({ request, params }) => {
    const { companyId } = await requireCompanyCall(request);
    const code = decodeSegment(params.codigo);
    const application = db.state.applications.find(
      (entry) => entry.companyId === companyId && entry.opportunityCode === code,
    );
    if (!application) return fail(404, OUTCOME_NOT_FOUND);
    return respond(outcomeResponseSchema, {
      data: {
        ...toApplication(application),
        ofertas: application.offers
          .map((offer) => ({
            proveedor: offer.supplier,
            monto: offer.amount,
            adjudicada: offer.awarded,
            propia: offer.ours,
          }))
          .sort((a, b) => a.monto - b.monto),
        items: application.items.map((item) => ({
          codigoProducto: item.productCode,
          nombre: item.name,
          unidad: item.unit,
          cantidad: item.quantity,
          precioUnitario: item.unitPrice,
        })),
      },
    });
  }),
];
