import { describe, expect, it } from 'vitest';

import { login } from '@/features/auth/api/log-in';
import { getCompanyUsers } from '@/entities/company-users/api/get-company-users';
import {
  createSavedSearch,
  type SaveSearchInput,
} from '@/features/saved-searches/api/create-saved-search';
import { deleteSavedSearch } from '@/features/saved-searches/api/delete-saved-search';
import { getSavedSearches } from '@/features/saved-searches/api/get-saved-searches';
import { updateSavedSearch } from '@/features/saved-searches/api/update-saved-search';
import { buildSearchJson } from '@/lib/search-json';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { SEED_SAVED_SEARCHES } from './seed';
import { SAVED_SEARCH_MESSAGES as M, planLimitMessage } from './saved-search-handlers';
import { failure, mailTo, rawRequest, recordStatuses, signIn } from '@/testing/mock-handlers';

// Over 300 lines on purpose: every saved-search endpoint's rules, one describe each, one seed.
const { demo, supervisor } = DEMO_ACCOUNTS;

const signInDemo = () => signIn(demo.email, demo.password);

function input(overrides: Partial<SaveSearchInput> = {}): SaveSearchInput {
  return {
    name: 'Guantes de nitrilo',
    jsonData: buildSearchJson({ query: 'guantes de nitrilo' }),
    sendEmail: false,
    notifyUserIds: [],
    notificationTimes: [],
    companyId: 1,
    ...overrides,
  };
}

describe('mock API: GET /save-user-query', () => {
  it('lists the demo user’s seeded searches with users, company and alerts resolved', async () => {
    await signInDemo();
    const searches = await getSavedSearches();
    expect(searches.map((search) => search.name).sort()).toEqual([
      'Aseo hospitalario Valparaíso',
      'Papelería oficinas públicas',
    ]);
    const hospital = searches.find((search) => search.name === 'Aseo hospitalario Valparaíso')!;
    expect(hospital).toEqual({
      id: 1,
      name: SEED_SAVED_SEARCHES.demoHospitalCleaning,
      json_data: buildSearchJson({
        query: 'servicio de aseo hospitalario',
        regions: ['Región de Valparaíso'],
      }),
      sendEmail: true,
      notificationTimes: ['08:00'],
      createdAt: expect.any(String),
      lastSentAt: expect.any(String),
      isAdvancedSearch: true,
      company: { id: 1, business_name: 'Comercial Andes SpA' },
      notifyUsers: [{ id: 1, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' }],
      email: 'demo@oportuna.cl',
      emailNotification: true,
    });
    const paper = searches.find((search) => search.name === 'Papelería oficinas públicas')!;
    expect(paper).toMatchObject({
      sendEmail: false,
      emailNotification: false,
      notificationTimes: [],
      notifyUsers: [],
      lastSentAt: null,
    });
  });

  it('lists only the signed-in user’s searches', async () => {
    await signIn(supervisor.email, supervisor.password);
    const searches = await getSavedSearches();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      name: 'Guardias de seguridad Biobío',
      company: { id: 2, business_name: 'Servicios Integrales del Pacífico Ltda.' },
      notificationTimes: ['10:00', '16:00'],
    });
  });

  it('calls a search with only a text a simple one', async () => {
    await signInDemo();
    const created = await createSavedSearch(input());
    expect(created.isAdvancedSearch).toBe(false);
    const hotter = await createSavedSearch(
      input({
        name: 'Más estricta',
        jsonData: buildSearchJson({ query: 'guantes', temperature: 0.7 }),
      }),
    );
    expect(hotter.isAdvancedSearch).toBe(true);
  });
});

describe('mock API: POST /save-user-query', () => {
  it('saves a search (201) and lists it', async () => {
    await signInDemo();
    const statuses = recordStatuses();
    const saved = await createSavedSearch(input());
    expect(statuses).toEqual([201]);
    expect(saved).toMatchObject({
      id: 4,
      name: 'Guantes de nitrilo',
      sendEmail: false,
      company: { id: 1, business_name: 'Comercial Andes SpA' },
      email: 'demo@oportuna.cl',
      lastSentAt: null,
    });
    const names = (await getSavedSearches()).map((search) => search.name);
    expect(names).toContain('Guantes de nitrilo');
    // The client keeps only data; the message is there for a raw caller.
    const raw = await rawRequest('POST', '/save-user-query?companyId=1', input({ name: 'Otra' }), {
      auth: true,
    });
    expect(raw).toMatchObject({ message: 'Búsqueda guardada', data: { name: 'Otra' } });
  });

  it('trims the name and mails each notified member the alert times and a link', async () => {
    await signInDemo();
    const data = await createSavedSearch(
      input({
        name: '  Guantes de nitrilo  ',
        sendEmail: true,
        notificationTimes: ['16:00', '08:00'],
        notifyUserIds: [1, 5],
      }),
    );
    expect(data.name).toBe('Guantes de nitrilo');
    expect(data.notifyUsers).toEqual([
      { id: 1, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
      { id: 5, name: 'Joaquín Valdés', email: 'joaquin.valdes@andes.cl' },
    ]);
    for (const address of ['demo@oportuna.cl', SEED_TEAM.joaquin.email]) {
      const [mail] = mailTo(address);
      expect(mail).toMatchObject({
        subject: 'Alertas activadas: Guantes de nitrilo',
        links: [{ label: 'Ver búsqueda', href: `/dashboard/saved-search/${data.id}` }],
      });
      expect(mail?.text).toContain('08:00 y 16:00 hrs');
    }
    expect(mailTo(SEED_TEAM.fernanda.email)).toEqual([]);
  });

  it('sends no mail when alerts are off', async () => {
    await signInDemo();
    const before = db.state.emails.length;
    await createSavedSearch(input());
    expect(db.state.emails).toHaveLength(before);
  });

  it.each<[string | undefined, string]>([
    ['', 'empty'],
    ['   ', 'blank'],
    [undefined, 'missing'],
  ])('answers 400 for a name that is %j (%s)', async (name) => {
    await signInDemo();
    const error = await failure(
      rawRequest('POST', '/save-user-query?companyId=1', { ...input(), name }, { auth: true }),
    );
    expect(error).toMatchObject({ status: 400, message: M.nameRequired });
    expect(M.nameRequired).toBe('El nombre de la búsqueda es obligatorio.');
  });

  it('answers 400 for a search that is not the spec’s json', async () => {
    await signInDemo();
    for (const jsonData of [undefined, {}, { ...buildSearchJson({ query: 'x' }), consultas: [] }]) {
      const error = await failure(
        rawRequest(
          'POST',
          '/save-user-query?companyId=1',
          { ...input(), jsonData },
          { auth: true },
        ),
      );
      expect(error).toMatchObject({ status: 400, message: 'La búsqueda no es válida.' });
    }
    const badTime = await failure(
      rawRequest(
        'POST',
        '/save-user-query?companyId=1',
        { ...input(), sendEmail: true, notifyUserIds: [1], notificationTimes: ['07:00'] },
        { auth: true },
      ),
    );
    expect(badTime).toMatchObject({ status: 400, message: M.invalidTime });
  });

  it('needs a time and a recipient when alerts are on', async () => {
    await signInDemo();
    await expect(
      failure(createSavedSearch(input({ sendEmail: true, notifyUserIds: [1] }))),
    ).resolves.toMatchObject({
      status: 400,
      message:
        'Debes seleccionar al menos un horario de notificación cuando las notificaciones por email están activadas.',
    });
    await expect(
      failure(createSavedSearch(input({ sendEmail: true, notificationTimes: ['08:00'] }))),
    ).resolves.toMatchObject({
      status: 400,
      message: 'Debes seleccionar al menos un usuario para recibir notificaciones.',
    });
  });

  it('notifies only members of the company', async () => {
    await signInDemo();
    for (const notifyUserIds of [[2], [1, 999]]) {
      await expect(
        failure(
          createSavedSearch(
            input({ sendEmail: true, notificationTimes: ['08:00'], notifyUserIds }),
          ),
        ),
      ).resolves.toMatchObject({ status: 400, message: 'Usuarios de notificación inválidos.' });
    }
  });

  it('answers 409 for a name the user already has in that company, whatever its case', async () => {
    await signInDemo();
    await expect(
      failure(createSavedSearch(input({ name: ' aseo HOSPITALARIO valparaíso ' }))),
    ).resolves.toMatchObject({
      status: 409,
      message: 'Ya tienes una búsqueda guardada con ese nombre.',
    });
  });

  it('lets the plan básico keep 5 searches and refuses the 6th with 403', async () => {
    await signInDemo();
    for (const name of ['Tercera', 'Cuarta', 'Quinta']) {
      await expect(createSavedSearch(input({ name }))).resolves.toMatchObject({ name });
    }
    const error = await failure(createSavedSearch(input({ name: 'Sexta' })));
    expect(error).toMatchObject({
      status: 403,
      type: 'HttpError',
      message:
        'Tu plan Básico permite hasta 5 búsquedas guardadas. Mejora tu plan para guardar más.',
    });
    expect(await getSavedSearches()).toHaveLength(5);

    // Deleting one makes room again.
    await deleteSavedSearch({ id: 2, companyId: 1 });
    await expect(createSavedSearch(input({ name: 'Sexta' }))).resolves.toBeTruthy();
  });

  it('lets the plan Pro keep 50', async () => {
    await signIn(supervisor.email, supervisor.password);
    db.write((state) => {
      for (let index = 0; index < 49; index += 1) {
        state.savedSearches.push({
          ...state.savedSearches.find((search) => search.id === 3)!,
          id: db.nextId('savedSearches'),
          name: `Búsqueda ${index}`,
        });
      }
    });
    const error = await failure(createSavedSearch(input({ companyId: 2 })));
    expect(error).toMatchObject({
      status: 403,
      message: 'Tu plan Pro permite hasta 50 búsquedas guardadas.',
    });
    expect(planLimitMessage(3)).toBe('Tu plan Empresa permite hasta 50 búsquedas guardadas.');
  });

  it('checks the company: not the user’s is 403, a body naming another is 400', async () => {
    await signInDemo();
    await expect(failure(createSavedSearch(input({ companyId: 2 })))).resolves.toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
    const error = await failure(
      rawRequest('POST', '/save-user-query?companyId=1', input({ companyId: 3 }), { auth: true }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Invalid company ID provided' });
  });
});

describe('mock API: PUT /save-user-query', () => {
  it('updates the user’s search and answers it', async () => {
    await signInDemo();
    const answer = await updateSavedSearch({
      ...input({ name: 'Papelería y resmas', jsonData: buildSearchJson({ query: 'resmas' }) }),
      id: 2,
    });
    expect(answer).toMatchObject({ id: 2, name: 'Papelería y resmas', isAdvancedSearch: false });
    const listed = (await getSavedSearches()).find((search) => search.id === 2)!;
    expect(listed.json_data.consultas[0]?.consulta).toBe('resmas');
    const raw = await rawRequest('PUT', '/save-user-query', { ...input(), id: 2 }, { auth: true });
    expect(raw).toMatchObject({ message: 'Búsqueda actualizada', data: { id: 2 } });
  });

  it('mails the recipients when alerts are switched on, and only newcomers after that', async () => {
    await signInDemo();
    const on = { ...input({ name: 'Papelería oficinas públicas' }), id: 2, sendEmail: true };
    await updateSavedSearch({ ...on, notificationTimes: ['12:00'], notifyUserIds: [1] });
    expect(mailTo('demo@oportuna.cl')[0]?.subject).toBe(
      'Alertas activadas: Papelería oficinas públicas',
    );
    const demoMail = mailTo('demo@oportuna.cl').length;
    await updateSavedSearch({ ...on, notificationTimes: ['12:00'], notifyUserIds: [1, 6] });
    expect(mailTo('demo@oportuna.cl')).toHaveLength(demoMail);
    expect(mailTo(SEED_TEAM.fernanda.email)).toHaveLength(1);
  });

  it('answers 400 without an id', async () => {
    await signInDemo();
    const error = await failure(rawRequest('PUT', '/save-user-query', input(), { auth: true }));
    expect(error).toMatchObject({ status: 400, message: 'Search ID is required for update' });
  });

  it('answers 404 for an unknown search or another user’s', async () => {
    await signInDemo();
    for (const id of [999, 3]) {
      await expect(failure(updateSavedSearch({ ...input(), id }))).resolves.toMatchObject({
        status: 404,
        message: 'Búsqueda no encontrada.',
      });
    }
  });

  it('runs the same checks as a save', async () => {
    await signInDemo();
    await expect(
      failure(updateSavedSearch({ ...input({ name: 'Aseo hospitalario Valparaíso' }), id: 2 })),
    ).resolves.toMatchObject({ status: 409 });
    // Keeping its own name is no clash.
    await expect(
      updateSavedSearch({ ...input({ name: 'Papelería oficinas públicas' }), id: 2 }),
    ).resolves.toMatchObject({ id: 2 });
    await expect(
      failure(updateSavedSearch({ ...input({ sendEmail: true, notifyUserIds: [1] }), id: 2 })),
    ).resolves.toMatchObject({ status: 400, message: M.timesRequired });
    const blank = await failure(
      rawRequest('PUT', '/save-user-query', { ...input(), id: 2, name: ' ' }, { auth: true }),
    );
    expect(blank).toMatchObject({ status: 400, message: M.nameRequired });
  });
});

describe('mock API: DELETE /user-favorites/:id', () => {
  it('deletes the user’s search', async () => {
    await signInDemo();
    await expect(deleteSavedSearch({ id: 1, companyId: 1 })).resolves.toEqual({
      message: 'Búsqueda eliminada',
    });
    expect((await getSavedSearches()).map((search) => search.id)).toEqual([2]);
  });

  it('answers 404 for an unknown search, another user’s, or one of another company', async () => {
    await signInDemo();
    for (const id of [999, 3]) {
      await expect(failure(deleteSavedSearch({ id, companyId: 1 }))).resolves.toMatchObject({
        status: 404,
        message: 'Búsqueda no encontrada.',
      });
    }
    const wrongId = await failure(
      rawRequest('DELETE', '/user-favorites/abc?companyId=1', undefined, { auth: true }),
    );
    expect(wrongId).toMatchObject({ status: 404 });

    await signIn(supervisor.email, supervisor.password);
    await expect(failure(deleteSavedSearch({ id: 3, companyId: 3 }))).resolves.toMatchObject({
      status: 404,
    });
    expect(db.state.savedSearches).toHaveLength(3);
  });

  it('checks the company', async () => {
    await signInDemo();
    await expect(failure(deleteSavedSearch({ id: 1, companyId: 2 }))).resolves.toMatchObject({
      status: 403,
    });
  });
});

describe('mock API: GET /oportunity/users', () => {
  it('lists the company’s members', async () => {
    await signInDemo();
    await expect(getCompanyUsers(1)).resolves.toEqual([
      { id: 1, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
      { id: 5, name: 'Joaquín Valdés', email: 'joaquin.valdes@andes.cl' },
      { id: 6, name: 'Fernanda Castro', email: 'fernanda.castro@andes.cl' },
    ]);
  });

  it('checks the company', async () => {
    await signInDemo();
    await expect(failure(getCompanyUsers(2))).resolves.toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
    await signIn(supervisor.email, supervisor.password);
    await expect(getCompanyUsers(3)).resolves.toEqual([
      { id: 2, name: 'Sebastián Fuentes', email: 'supervisor@oportuna.cl' },
    ]);
  });

  it('seeds members who can sign in', async () => {
    for (const member of Object.values(SEED_TEAM)) {
      await expect(
        login({ email: member.email, password: member.password }),
      ).resolves.toMatchObject({ name: member.name });
    }
  });
});
