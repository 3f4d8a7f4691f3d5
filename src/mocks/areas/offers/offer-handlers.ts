import { http } from 'msw';
import type { z } from 'zod';

import { offerDraftResponseSchema, type OfferDraft } from '@/features/offer/api/offer-schema';
import { offerDraftInputSchema } from '@/features/offer/api/save-offer-draft';

import { db } from '../../core/database';
import { apiUrl, decodeSegment, fail, readObject, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { findOpportunity } from '../competition/opportunity-lookup';
import type { MockOfferDraft } from './records';

/*
 * The anexos a company fills for an opportunity (issue 40, decision 0035): one draft per company
 * and opportunity, read by any member and replaced whole on each save. Another company's user
 * gets 403 and never learns whether a draft exists.
 */

const INVALID_BODY = 'Los anexos enviados no son válidos.';

/** What each field of the draft is called on the anexos, for the 400's message. */
const FIELD_NAMES: Record<string, string> = {
  identificacion: 'la identificación del oferente',
  'identificacion.businessName': 'la razón social',
  'identificacion.rut': 'el RUT del oferente',
  'identificacion.address': 'el domicilio',
  'identificacion.legalRepresentative': 'el representante legal',
  'identificacion.legalRepresentativeRut': 'el RUT del representante legal',
  'identificacion.email': 'el correo electrónico',
  'identificacion.phone': 'el teléfono',
  declaracion: 'la declaración jurada',
  'declaracion.place': 'el lugar de la declaración',
  'declaracion.signedOn': 'la fecha de la declaración',
  economica: 'la oferta económica',
  'economica.lines': 'las líneas de la oferta económica',
  'economica.validityDays': 'la validez de la oferta',
  advancedSignatureReady: 'la firma electrónica avanzada',
};

const LINE_FIELD_NAMES: Record<string, string> = {
  correlative: 'el correlativo',
  quantity: 'la cantidad',
  unitPrice: 'el precio unitario',
};

/** 'Revisa el precio unitario de la línea 2 de la oferta económica.' */
function offerIssueMessage(path: readonly PropertyKey[]): string {
  if (path[0] === 'economica' && path[1] === 'lines' && typeof path[2] === 'number') {
    const field = LINE_FIELD_NAMES[String(path[3])] ?? 'los datos';
    return `Revisa ${field} de la línea ${path[2] + 1} de la oferta económica.`;
  }
  const name = FIELD_NAMES[path.map(String).join('.')];
  return name ? `Revisa ${name}: falta o no es válido.` : INVALID_BODY;
}

function toApi(draft: MockOfferDraft): OfferDraft {
  return {
    identificacion: draft.identificacion,
    declaracion: draft.declaracion,
    economica: draft.economica,
    advancedSignatureReady: draft.advancedSignatureReady,
    updatedAt: draft.updatedAt,
  };
}

async function offerRequest(request: Request, codigoParam: string) {
  const { user, companyId } = await requireCompanyCall(request);
  const record = findOpportunity(decodeSegment(codigoParam));
  if (!record) throw fail(404, 'Oportunidad no encontrada.');
  return { user, companyId, record };
}

async function readDraft(request: Request): Promise<z.output<typeof offerDraftInputSchema>> {
  const raw = await readObject(request, INVALID_BODY);
  const parsed = offerDraftInputSchema.safeParse(raw);
  if (!parsed.success) {
    throw fail(400, offerIssueMessage(parsed.error.issues[0]?.path ?? []), {
      type: 'ValidationError',
    });
  }
  return parsed.data;
}

export const offerHandlers = [
  http.get<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/offer', 'core'),
    async ({ request, params }) => {
      const { companyId, record } = await offerRequest(request, params.codigo);
      const draft = db.state.offerDrafts.find(
        (entry) => entry.companyId === companyId && entry.codigo === record.code,
      );
      return respond(offerDraftResponseSchema, { data: draft ? toApi(draft) : null });
    },
  ),

  http.put<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/offer', 'core'),
    async ({ request, params }) => {
      const { user, companyId, record } = await offerRequest(request, params.codigo);
      const input = await readDraft(request);
      const correlatives = new Set(record.items.map((item) => item.correlative));
      const seen = new Set<number>();
      for (const line of input.economica.lines) {
        if (!correlatives.has(line.correlative) || seen.has(line.correlative)) {
          throw fail(
            400,
            `La oferta económica nombra un ítem que la oportunidad no tiene o lo repite (correlativo ${line.correlative}).`,
            { type: 'ValidationError' },
          );
        }
        seen.add(line.correlative);
      }
      const saved = db.write((state) => {
        const draft: MockOfferDraft = {
          ...input,
          companyId,
          codigo: record.code,
          updatedAt: new Date().toISOString(),
          updatedById: user.id,
        };
        state.offerDrafts = state.offerDrafts.filter(
          (entry) => !(entry.companyId === companyId && entry.codigo === record.code),
        );
        state.offerDrafts.push(draft);
        return draft;
      });
      return respond(offerDraftResponseSchema, { data: toApi(saved) });
    },
  ),
];
