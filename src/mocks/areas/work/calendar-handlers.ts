import { http } from 'msw';

import { followedOpportunitiesResponseSchema } from '@/features/calendar/api/get-followed-opportunities';

import { db } from '../../core/database';
import { apiUrl, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { findOpportunity } from '../competition/opportunity-lookup';
import { companyTagChips } from '../tags/tag-chips';

/*
 * The calendar's opportunities (decision 0022): those the company follows, tagged or with a task,
 * with the dates the calendar places them on.
 */

export const calendarHandlers = [
  http.get(apiUrl('/calendar/opportunities'), async ({ request }) => {
    const { companyId } = await requireCompanyCall(request);
    const chips = companyTagChips(companyId);
    const codes = new Set(chips.keys());
    for (const task of db.state.tasks) {
      if (task.companyId === companyId && task.opportunityCode) codes.add(task.opportunityCode);
    }
    const data = [...codes].flatMap((code) => {
      const record = findOpportunity(code);
      if (!record) return [];
      const { dates } = record;
      return [
        {
          codigo: record.code,
          nombre: record.name,
          entidad: record.buyer.organismName,
          procedencia: record.type === 'COT' ? 'Compra Ágil' : `Licitación (${record.type})`,
          fechas: {
            publicacion: dates.published,
            cierrePreguntas: dates.questionsClose,
            publicacionRespuestas: dates.answersPublished,
            visitaTerreno: dates.fieldVisit,
            cierre: dates.close,
            adjudicacionEstimada: dates.estimatedAward,
          },
          etiquetas: chips.get(code) ?? [],
        },
      ];
    });
    return respond(followedOpportunitiesResponseSchema, { data });
  }),
];
