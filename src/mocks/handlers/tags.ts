import { http } from 'msw';

import { tagListResponseSchema } from '@/entities/tag/api/tag-schema';

import { db } from '../db/database';
import { apiUrl, fail, respond } from '../server/http';
import { companiesOf, requireUser } from '../server/session';

export const TAG_MESSAGES = {
  companyRequired: 'El ID de la empresa es requerido.',
  forbidden: 'No tiene permisos para acceder a esta empresa.',
} as const;

/** The company of a tag call: a positive number the user belongs to (spec search §3). */
function requireTagCompany(userId: number, value: string | null) {
  const companyId = Number(value);
  if (!value || !Number.isInteger(companyId) || companyId <= 0) {
    throw fail(400, TAG_MESSAGES.companyRequired);
  }
  if (!companiesOf(userId).some(({ company }) => company.id === companyId)) {
    throw fail(403, TAG_MESSAGES.forbidden);
  }
  return companyId;
}

export const tagHandlers = [
  /**
   * GET /tags?companyId: the company's tags, none selected. With `oportunity={code}` (and the
   * client's literal `filter=undefined`), each says whether that opportunity carries it.
   */
  http.get(apiUrl('/tags'), async ({ request }) => {
    const user = await requireUser(request);
    const params = new URL(request.url).searchParams;
    const companyId = requireTagCompany(user.id, params.get('companyId'));
    const code = params.get('oportunity');
    const carried = new Set(
      code === null
        ? []
        : db.state.opportunityTags
            .filter((link) => link.opportunityCode === code)
            .map((link) => link.tagId),
    );
    const tags = db.state.tags.filter((tag) => tag.companyId === companyId);
    return respond(tagListResponseSchema, {
      data: tags.map((tag) => ({
        tag: { id: String(tag.id), name: tag.name, color: tag.color },
        selected: carried.has(tag.id),
      })),
    });
  }),
];
