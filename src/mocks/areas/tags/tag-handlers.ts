import { http } from 'msw';

import { TAG_SERVICE_MESSAGES } from '@/entities/tag/lib/tag-errors';
import { tagListResponseSchema } from '@/entities/tag/api/tag-schema';
import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { createTagInputSchema } from '@/features/tags/api/create-tag';
import { opportunityTagsResponseSchema } from '@/features/tags/api/get-opportunity-tags';
import {
  tagMessageResponseSchema,
  tagMutationResponseSchema,
} from '@/features/tags/api/tag-response-schema';
import { updateTagByIdInputSchema } from '@/features/tags/api/update-tag-by-id';
import { updateTagInputSchema } from '@/features/tags/api/update-tag';
import { HEX_COLOR_PATTERN } from '@/lib/color';

import { createdOnce } from '../../core/idempotency';
import { db } from '../../core/database';
import type { MockTag } from './records';
import { apiUrl, fail, firstIssue, readObject, respond } from '../../core/http';
import { companiesOf, requireUser } from '../../core/session';
import { recordActivity } from '../activity/activity-feed';
import { companyTagChips } from './tag-chips';
import { companyOpenTaskCounts } from '../activity/open-task-counts';
import { toSummary } from '../catalogue/opportunity-views';
import { findOpportunity } from '../competition/opportunity-lookup';

export const TAG_MESSAGES = {
  companyRequired: TAG_SERVICE_MESSAGES.companyIdRequired,
  forbidden: 'No tiene permisos para acceder a esta empresa.',
  payloadRequired: TAG_SERVICE_MESSAGES.payloadRequired,
  invalidData: TAG_SERVICE_MESSAGES.invalidData,
  tagIdRequired: TAG_SERVICE_MESSAGES.tagIdRequired,
  opportunityCodeRequired: TAG_SERVICE_MESSAGES.opportunityCodeRequired,
  notFound: 'La etiqueta no fue encontrada.',
  opportunityNotFound: 'Oportunidad no encontrada.',
  duplicateName: 'Ya existe una etiqueta con ese nombre.',
} as const;

/** The company of a tag call: a positive number the user belongs to (decision 0009). */
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

/** The user and company of a request (401, 400 and 403 as the server answers them). */
async function tagRequest(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  return { user, params, companyId: requireTagCompany(user.id, params.get('companyId')) };
}

function readTagId(value: string | null | undefined) {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) throw fail(400, TAG_MESSAGES.tagIdRequired);
  return id;
}

/** A tag of this company; someone else's tag is as missing as one that never was. */
function requireTag(companyId: number, tagId: number) {
  const tag = db.state.tags.find((entry) => entry.id === tagId && entry.companyId === companyId);
  if (!tag) throw fail(404, TAG_MESSAGES.notFound);
  return tag;
}

/** The body as the client's service sends it; any rule broken is a 422 with its message. */
async function readTagBody(request: Request, schema: Parameters<typeof firstIssue>[0]) {
  const body = await readObject(request, TAG_MESSAGES.payloadRequired);
  const issue = firstIssue(schema, body);
  if (issue) throw fail(422, issue, { type: 'ValidationError' });
  return body;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es-CL') === b.trim().toLocaleLowerCase('es-CL');

/** Names are unique within a company, whatever their case (decision 0015). */
function requireFreeName(companyId: number, name: string, exceptId?: number) {
  const taken = db.state.tags.some(
    (tag) => tag.companyId === companyId && tag.id !== exceptId && sameName(tag.name, name),
  );
  if (taken) throw fail(409, TAG_MESSAGES.duplicateName);
}

const tagBody = (tag: MockTag) => ({
  id: String(tag.id),
  name: tag.name,
  color: tag.color,
  receiveNotifications: tag.receiveNotifications,
});

export const tagHandlers = [
  /**
   * GET /tags?companyId: the company's tags, none selected. With `oportunity={code}` (and the
   * client's literal `filter=undefined`), each says whether that opportunity carries it.
   */
  http.get(apiUrl('/tags'), async ({ request }) => {
    const { params, companyId } = await tagRequest(request);
    const code = params.get('oportunity');
    if (code !== null && !code.trim()) throw fail(400, TAG_MESSAGES.opportunityCodeRequired);
    const carried = new Set(
      code === null
        ? []
        : db.state.opportunityTags
            .filter((link) => link.opportunityCode === code.trim())
            .map((link) => link.tagId),
    );
    const tags = db.state.tags.filter((tag) => tag.companyId === companyId);
    return respond(tagListResponseSchema, {
      data: tags.map((tag) => ({ tag: tagBody(tag), selected: carried.has(tag.id) })),
    });
  }),

  /**
   * POST /tags?companyId { name, color, opportunityCode? }: a new tag (201), or the company's tag
   * of that name (200); either way put on the opportunity when one is named.
   */
  http.post(
    apiUrl('/tags'),
    createdOnce(async ({ request }) => {
      const { user, companyId } = await tagRequest(request);
      const body = createTagInputSchema.parse(await readTagBody(request, createTagInputSchema));
      if (body.opportunityCode !== undefined && !findOpportunity(body.opportunityCode)) {
        throw fail(404, TAG_MESSAGES.opportunityNotFound);
      }
      const now = new Date().toISOString();
      const { tag, created } = db.write((state) => {
        const existing = state.tags.find(
          (entry) => entry.companyId === companyId && sameName(entry.name, body.name),
        );
        const tag = existing ?? {
          id: db.nextId('tags'),
          companyId,
          name: body.name,
          color: body.color,
          receiveNotifications: false,
          createdAt: now,
        };
        if (!existing) state.tags.push(tag);
        const code = body.opportunityCode;
        if (
          code !== undefined &&
          !state.opportunityTags.some(
            (link) => link.tagId === tag.id && link.opportunityCode === code,
          )
        ) {
          state.opportunityTags.push({ tagId: tag.id, opportunityCode: code, createdAt: now });
          recordActivity(state, {
            companyId,
            userId: user.id,
            kind: 'etiqueta',
            detail: `Etiqueta ${tag.name}`,
            opportunity: { code, name: findOpportunity(code)?.name ?? null },
          });
        }
        return { tag: { ...tag }, created: !existing };
      });
      return respond(
        tagMutationResponseSchema,
        { message: created ? 'Etiqueta creada' : 'Etiqueta asignada', data: tagBody(tag) },
        { status: created ? 201 : 200 },
      );
    }),
  ),

  /** PUT /tags?companyId { tagId, name, color }: the tag modal's save. */
  http.put(apiUrl('/tags'), async ({ request }) => {
    const { companyId } = await tagRequest(request);
    const body = updateTagInputSchema.parse(await readTagBody(request, updateTagInputSchema));
    requireTag(companyId, body.tagId);
    requireFreeName(companyId, body.name, body.tagId);
    const tag = db.write((state) => {
      const stored = state.tags.find((entry) => entry.id === body.tagId)!;
      stored.name = body.name;
      stored.color = body.color;
      return { ...stored };
    });
    return respond(tagMutationResponseSchema, {
      message: 'Etiqueta actualizada',
      data: tagBody(tag),
    });
  }),

  /**
   * PUT /tags/{tagId}?companyId { name, color, receiveNotifications? }: the sidebar's save, and
   * the alerts toggle (decision 0015).
   */
  http.put<{ tagId: string }>(apiUrl('/tags/:tagId'), async ({ request, params }) => {
    const { companyId } = await tagRequest(request);
    const tagId = readTagId(params.tagId);
    const body = updateTagByIdInputSchema.parse(
      await readTagBody(request, updateTagByIdInputSchema),
    );
    if (!HEX_COLOR_PATTERN.test(body.color)) throw fail(422, TAG_MESSAGES.invalidData);
    requireTag(companyId, tagId);
    requireFreeName(companyId, body.name, tagId);
    const tag = db.write((state) => {
      const stored = state.tags.find((entry) => entry.id === tagId)!;
      stored.name = body.name;
      stored.color = body.color;
      if (body.receiveNotifications !== undefined) {
        stored.receiveNotifications = body.receiveNotifications;
      }
      return { ...stored };
    });
    return respond(tagMutationResponseSchema, {
      message: 'Etiqueta actualizada',
      data: tagBody(tag),
    });
  }),

  /** DELETE /tags/{tagId}?companyId: the tag, and its place on every opportunity. */
  http.delete<{ tagId: string }>(apiUrl('/tags/:tagId'), async ({ request, params }) => {
    const { companyId } = await tagRequest(request);
    const tagId = readTagId(params.tagId);
    requireTag(companyId, tagId);
    db.write((state) => {
      state.tags = state.tags.filter((tag) => tag.id !== tagId);
      state.opportunityTags = state.opportunityTags.filter((link) => link.tagId !== tagId);
    });
    return respond(tagMessageResponseSchema, { message: 'Etiqueta eliminada' });
  }),

  /** DELETE /tags?tagId&opportunityCodigo&companyId: the tag off one opportunity. */
  http.delete(apiUrl('/tags'), async ({ request }) => {
    const { params, companyId } = await tagRequest(request);
    const tagId = readTagId(params.get('tagId'));
    const code = params.get('opportunityCodigo')?.trim();
    if (!code) throw fail(400, TAG_MESSAGES.opportunityCodeRequired);
    requireTag(companyId, tagId);
    db.write((state) => {
      state.opportunityTags = state.opportunityTags.filter(
        (link) => !(link.tagId === tagId && link.opportunityCode === code),
      );
    });
    return respond(tagMessageResponseSchema, { message: 'Etiqueta quitada de la oportunidad' });
  }),

  /**
   * GET /opportunity/tags?companyId: every opportunity the company has tagged, as the search's
   * row with the company's tags on it, the most recently tagged first (decision 0015).
   */
  http.get(apiUrl('/opportunity/tags'), async ({ request }) => {
    const { companyId } = await tagRequest(request);
    const chips = companyTagChips(companyId);
    const taskCounts = companyOpenTaskCounts(companyId);
    const companyTagIds = new Set(
      db.state.tags.filter((tag) => tag.companyId === companyId).map((tag) => tag.id),
    );
    const latest = new Map<string, string>();
    for (const link of db.state.opportunityTags) {
      if (!companyTagIds.has(link.tagId)) continue;
      const seen = latest.get(link.opportunityCode);
      if (!seen || seen < link.createdAt) latest.set(link.opportunityCode, link.createdAt);
    }
    const data = [...latest]
      .sort(([codeA, a], [codeB, b]) => b.localeCompare(a) || codeA.localeCompare(codeB))
      .flatMap(([code]) => {
        const record = findOpportunity(code);
        return record ? [toSummary(record, 1, chips.get(code), taskCounts.get(code))] : [];
      });
    return respond(opportunityTagsResponseSchema(opportunitySummarySchema), {
      code: 200,
      message: 'Oportunidades etiquetadas',
      data,
      total: data.length,
    });
  }),
];
