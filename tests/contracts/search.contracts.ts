import { expect } from 'vitest';

import { getCompanyUsers } from '@/entities/company-users/api/get-company-users';
import { getTags } from '@/entities/tag/api/get-tags';
import { askQuestion } from '@/features/chat/api/ask-question';
import { initChat, initGeneralChat } from '@/features/chat/api/init-chat';
import { getNotifications } from '@/features/notifications/api/get-notifications';
import { markAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { markNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import { createSavedSearch } from '@/features/saved-searches/api/create-saved-search';
import { deleteSavedSearch } from '@/features/saved-searches/api/delete-saved-search';
import { getSavedSearches } from '@/features/saved-searches/api/get-saved-searches';
import { updateSavedSearch } from '@/features/saved-searches/api/update-saved-search';
import { getUserQueries } from '@/features/search-history/api/get-user-queries';
import { converse, startAgent } from '@/features/supervision-assistant/api/start-agent';
import { requestSystemMessages } from '@/features/system-messages/api/get-system-messages';
import { createTag } from '@/features/tags/api/create-tag';
import { deleteTag } from '@/features/tags/api/delete-tag';
import {
  getOpportunityTags,
  taggedOpportunitySchema,
} from '@/features/tags/api/get-opportunity-tags';
import { removeTagFromOpportunity } from '@/features/tags/api/remove-tag-from-opportunity';
import { updateTag } from '@/features/tags/api/update-tag';
import { updateTagById } from '@/features/tags/api/update-tag-by-id';
import { buildSearchJson } from '@/lib/search-json';
import { db } from '@/mocks/core/database';
import { faults } from '@/mocks/core/faults';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { signInAs } from '@/testing/test-utils';

import { as, collect, contract, sse, type Contracts } from './harness';

/**
 * Search and follow-up: opportunities, saved searches, history, tags, notifications, system
 * messages, and the AI (the document chat and the supervision assistant, answers streamed as
 * server-sent events whose every event is checked).
 */

const demo = as('demo');
const SEARCH = buildSearchJson({ query: 'servicio de aseo hospitalario' });
const SAVE_INPUT = {
  name: 'Contrato de aseo',
  jsonData: SEARCH,
  sendEmail: false,
  notificationTimes: [],
  notifyUserIds: [],
  companyId: 1,
};
/** A tender Comercial Andes tagged 'Postular' (tag 1) and 'Revisar bases' (tag 2). */
const TAGGED = '6164-39-LP26';

/** Documents the chat reads, as `chatDocuments` hands them on: each with its URL. */
const asDocuments = (urls: string[]) =>
  urls.map((url, index) => ({
    id: String(index),
    name: `Documento ${index + 1}`,
    type: 'pdf',
    url,
  }));

/** Signs demo in and opens a document chat over TAGGED's attachments: the chat's token. */
async function openDocumentChat() {
  await signInAs('demo');
  const detail = await getOpportunity(TAGGED);
  const urls = detail.adjuntos.flatMap((file) => (file.url ? [file.url] : []));
  return { urls, ...(await initChat({ companyId: 1, documents: asDocuments(urls) })) };
}

/** A streamed event whose content is not text: the stream must stop with InvalidResponse. */
const DRIFTED_EVENT = () => sse({ tipo: 'MESSAGE', datos: { content: 7 } });

export const SEARCH_CONTRACTS: Contracts = {
  'POST /opportunities/search': contract({
    route: ['post', '/opportunities/search'],
    prepare: demo,
    call: () => searchOpportunities({ json: SEARCH, companyId: 1 }),
    expected: expect.objectContaining({
      total: expect.any(Number),
      resultados: expect.arrayContaining([expect.objectContaining({ codigo: TAGGED })]),
    }),
  }),
  'GET /opportunities/:code': contract({
    route: ['get', '/opportunities/:code'],
    prepare: demo,
    call: () => getOpportunity(TAGGED),
    expected: expect.objectContaining({ codigo: TAGGED }),
  }),
  'GET /user-queries': contract({
    route: ['get', '/user-queries'],
    prepare: demo,
    call: () => getUserQueries({ companyId: 1, timeFilter: 'todo' }),
    expected: expect.arrayContaining([expect.objectContaining({ consulta: expect.any(String) })]),
  }),
  'GET /save-user-query': contract({
    route: ['get', '/save-user-query'],
    prepare: demo,
    call: () => getSavedSearches(),
    expected: expect.arrayContaining([
      expect.objectContaining({ name: 'Aseo hospitalario Valparaíso' }),
    ]),
  }),
  'POST /save-user-query': contract({
    route: ['post', '/save-user-query'],
    prepare: demo,
    call: () => createSavedSearch(SAVE_INPUT),
    expected: expect.objectContaining({ name: SAVE_INPUT.name }),
  }),
  'PUT /save-user-query': contract({
    route: ['put', '/save-user-query'],
    prepare: demo,
    call: () => updateSavedSearch({ ...SAVE_INPUT, id: 2 }),
    expected: expect.objectContaining({ id: 2, name: SAVE_INPUT.name }),
  }),
  'DELETE /user-favorites/:id': contract({
    route: ['delete', '/user-favorites/:id'],
    prepare: demo,
    call: () => deleteSavedSearch({ id: 2, companyId: 1 }),
    expected: { message: expect.any(String) },
  }),
  'GET /oportunity/users': contract({
    route: ['get', '/oportunity/users'],
    prepare: demo,
    call: () => getCompanyUsers(1),
    expected: expect.arrayContaining([
      { id: 1, name: DEMO_ACCOUNTS.demo.name, email: DEMO_ACCOUNTS.demo.email },
    ]),
    drift: { users: [{ id: '1', email: DEMO_ACCOUNTS.demo.email }] },
  }),

  // Tags: the company's pipeline (seeded: Postular, Revisar bases, Descartada, Seguimiento).
  'GET /tags': contract({
    route: ['get', '/tags'],
    prepare: demo,
    call: () => getTags({ companyId: 1, opportunityCode: TAGGED }),
    expected: expect.arrayContaining([
      expect.objectContaining({
        tag: expect.objectContaining({ name: 'Postular' }),
        selected: true,
      }),
    ]),
    drift: { data: [{ id: 1, name: 'Postular', color: '#22c55e' }] },
  }),
  'POST /tags': contract({
    route: ['post', '/tags'],
    prepare: demo,
    call: () => createTag(1, { name: 'Urgente', color: '#f97316', opportunityCode: TAGGED }),
    expected: expect.objectContaining({ name: 'Urgente', color: '#f97316' }),
  }),
  'PUT /tags': contract({
    route: ['put', '/tags'],
    prepare: demo,
    call: () => updateTag(1, { tagId: 1, name: 'Postular ya', color: '#16a34a' }),
    expected: expect.objectContaining({ id: '1', name: 'Postular ya', color: '#16a34a' }),
  }),
  'PUT /tags/:tagId': contract({
    route: ['put', '/tags/:tagId'],
    prepare: demo,
    call: () =>
      updateTagById(1, '1', { name: 'Postular', color: '#22c55e', receiveNotifications: true }),
    expected: expect.objectContaining({ id: '1', name: 'Postular', receiveNotifications: true }),
  }),
  'DELETE /tags/:tagId': contract({
    route: ['delete', '/tags/:tagId'],
    prepare: demo,
    call: () => deleteTag(1, '4'),
    expected: { message: 'Etiqueta eliminada' },
  }),
  'DELETE /tags (off one opportunity)': contract({
    route: ['delete', '/tags'],
    prepare: demo,
    call: () => removeTagFromOpportunity(1, { tagId: 1, opportunityCode: TAGGED }),
    expected: { message: 'Etiqueta quitada de la oportunidad' },
  }),
  'GET /opportunity/tags': contract({
    route: ['get', '/opportunity/tags'],
    prepare: demo,
    call: () => getOpportunityTags({ companyId: 1, rowSchema: taggedOpportunitySchema }),
    expected: {
      total: expect.any(Number),
      opportunities: expect.arrayContaining([
        {
          codigo: TAGGED,
          etiquetas: expect.arrayContaining([expect.objectContaining({ name: 'Postular' })]),
        },
      ]),
    },
  }),

  // Notifications and system messages.
  'GET /notifications': contract({
    route: ['get', '/notifications'],
    prepare: demo,
    call: () => getNotifications({ companyId: 1, page: 1, limit: 10 }),
    expected: expect.objectContaining({
      total: expect.any(Number),
      totalPages: expect.any(Number),
      unreadCount: expect.any(Number),
      data: expect.arrayContaining([expect.objectContaining({ type: expect.any(String) })]),
    }),
    drift: { data: [{ id: 1, name: 'Nueva oportunidad' }] },
  }),
  'PATCH /notifications/:id/read': contract({
    route: ['patch', '/notifications/:id/read'],
    prepare: async () => {
      await signInAs('demo');
      return String(db.state.notifications.find((entry) => entry.userId === 1)!.id);
    },
    call: (id) => markNotificationRead({ id, companyId: 1 }),
    expected: expect.objectContaining({
      notification: expect.objectContaining({ status: 'read' }),
      unreadCount: expect.any(Number),
    }),
    drift: { data: { id: 1, status: 'read' } },
  }),
  'PATCH /notifications/read-all': contract({
    route: ['patch', '/notifications/read-all'],
    prepare: demo,
    call: () => markAllNotificationsRead({ companyId: 1 }),
    expected: { updated: expect.any(Number), unreadCount: 0 },
    drift: { data: { updated: 'all' } },
  }),
  'GET /messages': contract({
    route: ['get', '/messages'],
    prepare: demo,
    call: () => requestSystemMessages(),
    expected: expect.arrayContaining([expect.objectContaining({ status: 0 })]),
    drift: { data: [{ id: 1, text: 'Mantención' }] },
  }),

  // The AI of the core service (chatPacing is set instant around these: see search.test.ts).
  'POST /chat (core)': contract({
    route: ['post', '/chat', 'core'],
    prepare: async () => {
      await signInAs('demo');
      const detail = await getOpportunity(TAGGED);
      return detail.adjuntos.flatMap((file) => (file.url ? [file.url] : []));
    },
    call: (urls) => initChat({ companyId: 1, documents: asDocuments(urls) }),
    expectedOf: (urls) =>
      expect.objectContaining({
        token: expect.any(String),
        documentsProcessed: urls.length,
        totalDocuments: urls.length,
      }),
  }),
  'POST /chat/general (core)': contract({
    route: ['post', '/chat/general', 'core'],
    prepare: demo,
    call: () => initGeneralChat({ companyId: 1 }),
    expected: expect.objectContaining({
      token: expect.any(String),
      documentsProcessed: expect.any(Number),
    }),
  }),
  'POST /chat/question/stream (core)': contract({
    route: ['post', '/chat/question/stream', 'core'],
    prepare: openDocumentChat,
    call: ({ token }) =>
      collect(askQuestion({ token, question: '¿Qué garantías piden para esta licitación?' })),
    expected: expect.arrayContaining([
      { kind: 'content', text: expect.any(String) },
      {
        kind: 'sources',
        sources: expect.arrayContaining([expect.objectContaining({ archivo: expect.any(String) })]),
      },
    ]),
    drift: DRIFTED_EVENT,
  }),
  // The spec's whole answer: what askQuestion asks when the server has no stream (decision 0017).
  'POST /chat/question (core)': contract({
    route: ['post', '/chat/question', 'core'],
    prepare: async () => {
      const chat = await openDocumentChat();
      faults.add({
        kind: 'server-error',
        method: 'POST',
        path: '/chat/question/stream',
        status: 404,
        message: '',
      });
      return chat;
    },
    call: ({ token }) =>
      collect(askQuestion({ token, question: '¿Qué garantías piden para esta licitación?' })),
    expected: [
      { kind: 'content', text: expect.stringContaining('Garantía de') },
      {
        kind: 'sources',
        sources: expect.arrayContaining([expect.objectContaining({ archivo: expect.any(String) })]),
      },
    ],
  }),
  'POST /chat-agent/iniciar (core)': contract({
    route: ['post', '/chat-agent/iniciar', 'core'],
    prepare: demo,
    call: () => startAgent({ userId: 1 }),
    expected: { usuario_id: 1, documentsProcessed: expect.any(Number) },
  }),
  'POST /chat-agent/conversar (core)': contract({
    route: ['post', '/chat-agent/conversar', 'core'],
    prepare: async () => {
      await signInAs('demo');
      await startAgent({ userId: 1 });
    },
    call: () => collect(converse({ userId: 1, message: '¿Qué garantías piden?' })),
    expected: expect.arrayContaining([{ kind: 'content', text: expect.any(String) }]),
    drift: DRIFTED_EVENT,
  }),
};
