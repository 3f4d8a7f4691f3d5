import { describe, expect, it } from 'vitest';

import { getTags } from '@/entities/tag/api/get-tags';
import { TAG_NOT_FOUND_MESSAGE, TAG_STATUS_MESSAGES } from '@/entities/tag/lib/tag-errors';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import { createTag } from '@/features/tags/api/create-tag';
import { deleteTag } from '@/features/tags/api/delete-tag';
import { getOpportunityTags } from '@/features/tags/api/get-opportunity-tags';
import { removeTagFromOpportunity } from '@/features/tags/api/remove-tag-from-opportunity';
import { updateTag } from '@/features/tags/api/update-tag';
import { updateTagById } from '@/features/tags/api/update-tag-by-id';
import { buildSearchJson } from '@/lib/search-json';
import { clearStoredSession } from '@/lib/session';

import { db } from '../../core/database';
import { SEED_OPPORTUNITY_TAGS, SEED_TAGS } from './seed';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { TAG_MESSAGES } from './tag-handlers';
import { failure, rawRequest, recordStatuses, signIn } from '@/testing/mock-handlers';

const { demo, supervisor } = DEMO_ACCOUNTS;
const PIPELINE = [
  { name: 'Postular', color: '#22c55e' },
  { name: 'Revisar bases', color: '#3b82f6' },
  { name: 'Descartada', color: '#ef4444' },
  { name: 'Seguimiento', color: '#8b5cf6' },
];

const signInDemo = () => signIn(demo.email, demo.password);

/** The names of the demo company's tags on an opportunity, as the server stores them. */
function storedTagNames(code: string, companyId = 1) {
  return db.state.opportunityTags
    .filter((link) => link.opportunityCode === code)
    .map((link) => db.state.tags.find((tag) => tag.id === link.tagId)!)
    .filter((tag) => tag.companyId === companyId)
    .map((tag) => tag.name);
}

/** A raw call's failure: the server's own status and words (not the client's mapping). */
async function rawFailure(method: Parameters<typeof rawRequest>[0], path: string, body?: unknown) {
  const error = await failure(rawRequest(method, path, body, { auth: true }));
  return { status: error.status, message: error.message };
}

describe('mock API: GET /tags', () => {
  it("lists the company's four pipeline tags, none selected, with string ids", async () => {
    await signInDemo();
    const tags = await getTags({ companyId: 1 });
    expect(tags).toEqual(
      PIPELINE.map((tag, index) => ({
        tag: { id: String(index + 1), ...tag, receiveNotifications: false },
        selected: false,
      })),
    );
  });

  it('gives every seeded company its own four tags', async () => {
    await signIn(supervisor.email, supervisor.password);
    const second = await getTags({ companyId: 2 });
    const third = await getTags({ companyId: 3 });
    expect(second.map(({ tag }) => tag.name)).toEqual(SEED_TAGS.map((tag) => tag.name));
    expect(second.map(({ tag }) => tag.id)).toEqual(['5', '6', '7', '8']);
    expect(third.map(({ tag }) => tag.id)).toEqual(['9', '10', '11', '12']);
  });

  it('marks the tags an opportunity carries', async () => {
    await signInDemo();
    const tags = await getTags({ companyId: 1, opportunityCode: '6164-39-LP26' });
    expect(tags.map(({ tag, selected }) => [tag.name, selected])).toEqual([
      ['Postular', true],
      ['Revisar bases', true],
      ['Descartada', false],
      ['Seguimiento', false],
    ]);
    const untagged = await getTags({ companyId: 1, opportunityCode: '5655-5-L126' });
    expect(untagged.every(({ selected }) => !selected)).toBe(true);
  });

  it("does not show one company's links to another", async () => {
    await signIn(supervisor.email, supervisor.password);
    // Tagged by company 1, not by company 2.
    const tags = await getTags({ companyId: 2, opportunityCode: '6164-39-LP26' });
    expect(tags.some(({ selected }) => selected)).toBe(false);
  });

  it('links only opportunities of the seeded catalogue, a dozen of them for demo', () => {
    const codes = new Set(db.opportunities.map((opportunity) => opportunity.code));
    const linked = Object.values(SEED_OPPORTUNITY_TAGS).flatMap((byName) =>
      Object.values(byName).flat(),
    );
    expect(linked.length).toBeGreaterThan(5);
    for (const code of linked) expect(codes.has(code), code).toBe(true);
    expect(db.state.opportunityTags).toHaveLength(linked.length);
    expect(new Set(Object.values(SEED_OPPORTUNITY_TAGS[1]!).flat()).size).toBe(12);
  });

  it("answers 400 'El ID de la empresa es requerido.' without a numeric company", async () => {
    await signInDemo();
    for (const path of ['/tags', '/tags?companyId=abc', '/tags?oportunity=6164-39-LP26']) {
      expect(await rawFailure('GET', path), path).toEqual({
        status: 400,
        message: TAG_MESSAGES.companyRequired,
      });
    }
  });

  it("answers 400 'El código de oportunidad es requerido.' for an empty code", async () => {
    await signInDemo();
    expect(await rawFailure('GET', '/tags?companyId=1&oportunity=%20')).toEqual({
      status: 400,
      message: TAG_MESSAGES.opportunityCodeRequired,
    });
    // The client refuses before sending.
    const error = await failure(getTags({ companyId: 1, opportunityCode: ' ' }));
    expect(error.message).toBe('El código de oportunidad es requerido.');
  });

  it('refuses a company the user does not belong to, and a call without a session', async () => {
    await signInDemo();
    expect(await rawFailure('GET', '/tags?companyId=2')).toEqual({
      status: 403,
      message: TAG_MESSAGES.forbidden,
    });
    // The tag service names a 403 its own way (decision 0015).
    const forbidden = await failure(getTags({ companyId: 2 }));
    expect(forbidden).toMatchObject({ status: 403, message: TAG_STATUS_MESSAGES[403] });

    clearStoredSession();
    expect((await failure(getTags({ companyId: 1 }))).status).toBe(401);
    expect(
      (await failure(rawRequest('GET', '/tags?companyId=1', undefined, { auth: false }))).status,
    ).toBe(401);
  });
});

describe('mock API: POST /tags', () => {
  it('creates a tag (201) and puts it on the opportunity named', async () => {
    await signInDemo();
    const statuses = recordStatuses();
    const tag = await createTag(1, {
      name: '  Licitación prioritaria ',
      color: '#EC4899',
      opportunityCode: '5655-5-L126',
    });
    expect(tag).toEqual({
      id: '21',
      name: 'Licitación prioritaria',
      color: '#EC4899',
      receiveNotifications: false,
    });
    expect(statuses).toEqual([201]);
    expect(storedTagNames('5655-5-L126')).toEqual(['Licitación prioritaria']);
    const listed = await getTags({ companyId: 1, opportunityCode: '5655-5-L126' });
    expect(listed.find(({ tag: entry }) => entry.id === '21')?.selected).toBe(true);
  });

  it('creates a tag on no opportunity, with #6366f1 when no colour is given', async () => {
    await signInDemo();
    const tag = await createTag(1, { name: 'Urgente', color: '   ' });
    expect(tag.color).toBe('#6366f1');
    expect(db.state.opportunityTags.some((link) => link.tagId === Number(tag.id))).toBe(false);
  });

  it("puts the company's tag of that name on the opportunity (200) instead of a second one", async () => {
    await signInDemo();
    const statuses = recordStatuses();
    const tag = await createTag(1, {
      name: 'postular',
      color: '#000000',
      opportunityCode: '9074-21-L126',
    });
    expect(tag).toMatchObject({ id: '1', name: 'Postular', color: '#22c55e' });
    expect(statuses).toEqual([200]);
    expect(db.state.tags.filter((entry) => entry.companyId === 1)).toHaveLength(4);
    expect(storedTagNames('9074-21-L126')).toEqual(['Revisar bases', 'Postular']);
    // Twice is still once.
    await createTag(1, { name: 'Postular', color: '#22c55e', opportunityCode: '9074-21-L126' });
    expect(storedTagNames('9074-21-L126')).toEqual(['Revisar bases', 'Postular']);
  });

  it('is shared by colleagues of the same company', async () => {
    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    await createTag(1, { name: 'Equipo', color: '#06b6d4', opportunityCode: '5655-5-L126' });
    await signInDemo();
    const tags = await getTags({ companyId: 1, opportunityCode: '5655-5-L126' });
    expect(tags.find(({ tag }) => tag.name === 'Equipo')?.selected).toBe(true);
  });

  it('answers 422 and 400 with the spec messages for bad bodies', async () => {
    await signInDemo();
    for (const body of [
      { name: '   ', color: '#22c55e' },
      { name: 'Sin color válido', color: 'rojo' },
      { name: 'Corto', color: '#abc' },
      { color: '#22c55e' },
    ]) {
      expect(await rawFailure('POST', '/tags?companyId=1', body), JSON.stringify(body)).toEqual({
        status: 422,
        message: TAG_MESSAGES.invalidData,
      });
    }
    expect(await rawFailure('POST', '/tags?companyId=1', 'texto')).toEqual({
      status: 400,
      message: TAG_MESSAGES.payloadRequired,
    });
    expect(
      await rawFailure('POST', '/tags?companyId=1', {
        name: 'X',
        color: '#22c55e',
        opportunityCode: '0000-0-LE26',
      }),
    ).toEqual({ status: 404, message: TAG_MESSAGES.opportunityNotFound });
  });

  it('checks the payload in the client before sending (decision 0015)', async () => {
    await signInDemo();
    const missing = await failure(createTag(1, undefined as never));
    expect(missing).toMatchObject({
      status: 400,
      message: 'Los datos de la etiqueta son requeridos.',
    });
    const invalid = await failure(createTag(1, { name: ' ', color: '#22c55e' }));
    expect(invalid).toMatchObject({ status: 422, message: TAG_MESSAGES.invalidData });
  });
});

describe('mock API: PUT /tags and PUT /tags/{tagId}', () => {
  it('renames and recolours a tag by the id in the body', async () => {
    await signInDemo();
    const tag = await updateTag(1, { tagId: 1, name: 'Postulando', color: '#ef4444' });
    expect(tag).toEqual({
      id: '1',
      name: 'Postulando',
      color: '#ef4444',
      receiveNotifications: false,
    });
    expect(storedTagNames('6164-39-LP26')).toContain('Postulando');
  });

  it('saves the alerts flag by the id in the path', async () => {
    await signInDemo();
    const tag = await updateTagById(1, '2', {
      name: 'Revisar bases',
      color: '#3b82f6',
      receiveNotifications: true,
    });
    expect(tag.receiveNotifications).toBe(true);
    expect(db.state.tags.find((entry) => entry.id === 2)?.receiveNotifications).toBe(true);
    // Without the flag, a save keeps it.
    await updateTagById(1, '2', { name: 'Bases', color: '#3b82f6' });
    expect(db.state.tags.find((entry) => entry.id === 2)).toMatchObject({
      name: 'Bases',
      receiveNotifications: true,
    });
  });

  it('refuses a name another tag of the company has, and a tag of another company', async () => {
    await signInDemo();
    expect(
      await rawFailure('PUT', '/tags?companyId=1', {
        tagId: 1,
        name: 'DESCARTADA',
        color: '#22c55e',
      }),
    ).toEqual({ status: 409, message: TAG_MESSAGES.duplicateName });
    // Tag 5 is company 2's.
    expect(
      await rawFailure('PUT', '/tags/5?companyId=1', { name: 'Ajena', color: '#22c55e' }),
    ).toEqual({ status: 404, message: TAG_MESSAGES.notFound });
    const mapped = await failure(updateTagById(1, '5', { name: 'Ajena', color: '#22c55e' }));
    expect(mapped).toMatchObject({ status: 404, message: TAG_STATUS_MESSAGES[404] });
  });

  it('answers 422 for bad bodies, and the client checks first', async () => {
    await signInDemo();
    expect(
      await rawFailure('PUT', '/tags?companyId=1', { tagId: '1', name: 'X', color: '#22c55e' }),
    ).toEqual({ status: 422, message: TAG_MESSAGES.invalidData });
    expect(await rawFailure('PUT', '/tags/1?companyId=1', { name: '', color: '#22c55e' })).toEqual({
      status: 422,
      message: 'El nombre de la etiqueta es requerido.',
    });
    expect(await rawFailure('PUT', '/tags/1?companyId=1', { name: 'X', color: '' })).toEqual({
      status: 422,
      message: 'El color de la etiqueta es requerido.',
    });
    expect(await rawFailure('PUT', '/tags/1?companyId=1', { name: 'X', color: 'red' })).toEqual({
      status: 422,
      message: TAG_MESSAGES.invalidData,
    });
    expect(
      await rawFailure('PUT', '/tags/abc?companyId=1', { name: 'X', color: '#22c55e' }),
    ).toEqual({
      status: 400,
      message: TAG_MESSAGES.tagIdRequired,
    });

    const noId = await failure(updateTag(1, { tagId: Number('x'), name: 'X', color: '#22c55e' }));
    expect(noId).toMatchObject({ status: 422, message: TAG_MESSAGES.invalidData });
    const noName = await failure(updateTagById(1, '1', { name: ' ', color: '#22c55e' }));
    expect(noName.message).toBe('El nombre de la etiqueta es requerido.');
    const noColor = await failure(updateTagById(1, '1', { name: 'X', color: '' }));
    expect(noColor.message).toBe('El color de la etiqueta es requerido.');
    const emptyId = await failure(updateTagById(1, '', { name: 'X', color: '#22c55e' }));
    expect(emptyId.message).toBe('El ID de la etiqueta es requerido.');
  });
});

describe('mock API: DELETE /tags/{tagId} and DELETE /tags?tagId&opportunityCodigo', () => {
  it('deletes a tag and takes it off every opportunity', async () => {
    await signInDemo();
    expect(storedTagNames('3572-51-LE26')).toEqual(['Postular', 'Seguimiento']);
    await deleteTag(1, '1');
    expect(db.state.tags.some((tag) => tag.id === 1)).toBe(false);
    expect(db.state.opportunityTags.some((link) => link.tagId === 1)).toBe(false);
    expect(storedTagNames('3572-51-LE26')).toEqual(['Seguimiento']);

    const again = await failure(deleteTag(1, '1'));
    expect(again).toMatchObject({ status: 404, message: TAG_NOT_FOUND_MESSAGE });
    expect(await rawFailure('DELETE', '/tags/1?companyId=1')).toEqual({
      status: 404,
      message: TAG_MESSAGES.notFound,
    });
  });

  it('takes a tag off one opportunity, and only that one', async () => {
    await signInDemo();
    await removeTagFromOpportunity(1, { tagId: 1, opportunityCode: '6164-39-LP26' });
    expect(storedTagNames('6164-39-LP26')).toEqual(['Revisar bases']);
    expect(storedTagNames('1267-36-COT26')).toEqual(['Postular']);
    // Taking off a tag that is not there is no error.
    await removeTagFromOpportunity(1, { tagId: 1, opportunityCode: '6164-39-LP26' });
  });

  it('answers 400 and 404 with the spec messages', async () => {
    await signInDemo();
    expect(await rawFailure('DELETE', '/tags?companyId=1&opportunityCodigo=6164-39-LP26')).toEqual({
      status: 400,
      message: TAG_MESSAGES.tagIdRequired,
    });
    expect(await rawFailure('DELETE', '/tags?companyId=1&tagId=1')).toEqual({
      status: 400,
      message: TAG_MESSAGES.opportunityCodeRequired,
    });
    const missing = await failure(
      removeTagFromOpportunity(1, { tagId: 99, opportunityCode: '6164-39-LP26' }),
    );
    expect(missing).toMatchObject({ status: 404, message: TAG_NOT_FOUND_MESSAGE });
    const noCode = await failure(removeTagFromOpportunity(1, { tagId: 1, opportunityCode: '' }));
    expect(noCode.message).toBe('El código de oportunidad es requerido.');
    const noTag = await failure(
      removeTagFromOpportunity(1, { tagId: Number.NaN, opportunityCode: 'x' }),
    );
    expect(noTag.message).toBe('El ID de la etiqueta es requerido.');
  });
});

describe('mock API: GET /opportunity/tags', () => {
  it("lists every opportunity the company tagged as a search row with the company's chips", async () => {
    await signInDemo();
    const { opportunities, total } = await getOpportunityTags({
      companyId: 1,
      rowSchema: opportunitySummarySchema,
    });
    expect(total).toBe(12);
    expect(opportunities).toHaveLength(12);
    const both = opportunities.find((row) => row.codigo === '6164-39-LP26')!;
    expect(both.etiquetas.map((tag) => tag.name)).toEqual(['Postular', 'Revisar bases']);
    expect(both.nombre).toMatch(/aseo hospitalario/i);
  });

  it('puts the latest tagged first and leaves out other companies', async () => {
    await signInDemo();
    await createTag(1, { name: 'Postular', color: '#22c55e', opportunityCode: '5655-5-L126' });
    const { opportunities } = await getOpportunityTags({
      companyId: 1,
      rowSchema: opportunitySummarySchema,
    });
    expect(opportunities[0]?.codigo).toBe('5655-5-L126');
    // Company 2 tagged 5655-5-L126 too; its tags are not company 1's business.
    expect(opportunities[0]?.etiquetas.map((tag) => tag.name)).toEqual(['Postular']);
  });

  it('needs a company the user belongs to', async () => {
    await signInDemo();
    expect(await rawFailure('GET', '/opportunity/tags')).toEqual({
      status: 400,
      message: TAG_MESSAGES.companyRequired,
    });
    expect((await rawFailure('GET', '/opportunity/tags?companyId=2')).status).toBe(403);
    const client = await failure(
      getOpportunityTags({ companyId: 0, rowSchema: opportunitySummarySchema }),
    );
    expect(client.message).toBe('El ID de la empresa es requerido.');
  });
});

describe('mock API: tags on search rows and the detail', () => {
  it("fills each row's chips with the asking company's tags", async () => {
    await signInDemo();
    const { resultados } = await searchOpportunities({
      json: buildSearchJson({ query: 'servicio de aseo para hospitales en Valparaíso' }),
      companyId: 1,
    });
    const tagged = resultados.filter((row) => row.etiquetas.length > 0);
    expect(tagged.length).toBeGreaterThan(5);
    expect(resultados.find((row) => row.codigo === '6164-39-LP26')?.etiquetas).toEqual([
      { id: '1', name: 'Postular', color: '#22c55e' },
      { id: '2', name: 'Revisar bases', color: '#3b82f6' },
    ]);

    // Company 2 sees its own tags only.
    await signIn(supervisor.email, supervisor.password);
    const other = await searchOpportunities({
      json: buildSearchJson({ query: 'servicio de aseo para hospitales en Valparaíso' }),
      companyId: 2,
    });
    expect(other.resultados.find((row) => row.codigo === '6164-39-LP26')?.etiquetas).toEqual([]);
  });

  it("gives the detail the user's first company's tags", async () => {
    await signInDemo();
    const detail = await getOpportunity('3572-51-LE26');
    expect(detail.etiquetas.map((tag) => tag.name)).toEqual(['Postular', 'Seguimiento']);
  });
});
