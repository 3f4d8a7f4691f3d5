import { expect } from 'vitest';

import { companyFilesQueryOptions } from '@/entities/company-files/api/get-company-files';
import { verifyGoogleIdToken } from '@/features/auth/api/verify-google-id-token';
import { acceptInvitation } from '@/features/auth/api/accept-invitation';
import { getInvitation } from '@/features/auth/api/get-invitation';
import { registerWithInvitation } from '@/features/auth/api/register-with-invitation';
import { login } from '@/features/auth/api/log-in';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { register } from '@/features/auth/api/register-account';
import { resetPassword } from '@/features/auth/api/reset-password';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { addCompany } from '@/features/company-admin/api/add-company';
import { deleteCompanyFile } from '@/features/company-admin/api/delete-company-file';
import { uploadLogo } from '@/features/company-admin/api/upload-logo';
import { uploadSheet } from '@/features/company-admin/api/upload-sheet';
import { getMe } from '@/entities/user/api/get-me';
import { requestImpersonation } from '@/features/impersonation/api/start-impersonation';
import { updateEmail } from '@/features/profile/api/update-email';
import { createInvitationLink } from '@/features/team/api/create-invitation-link';
import { guestUsersQueryOptions } from '@/features/team/api/get-guest-users';
import { invitationLinksQueryOptions } from '@/features/team/api/get-invitation-links';
import { removeCompanyMember } from '@/features/team/api/remove-company-member';
import { revokeInvitationLink } from '@/features/team/api/revoke-invitation-link';
import { globalUsersQueryOptions } from '@/features/user-admin/api/get-global-users';
import { updateUserProfile } from '@/features/user-admin/api/update-user-profile';
import { apiDownload } from '@/lib/api-download';
import { cleanRut, computeRutCheckDigit, formatRut } from '@/lib/validation/rut';
import { db } from '@/mocks/core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '@/mocks/areas/accounts/seed';
import { SEED_INVITATIONS } from '@/mocks/areas/invitations/seed';
import { createMockGoogleIdToken } from '@/mocks/areas/accounts/google-id-tokens';
import { signInAs } from '@/testing/test-utils';

import { as, contract, runQuery, type Contracts } from './harness';

// Over 300 lines on purpose: the area's contracts in one table, as api-contracts.test.ts reads them.
/** Accounts and access: sign-in, registration, invitations, the team, user admin, company files. */

const RUT_BODY = '76555444';
const NEW_COMPANY = {
  name: 'Marcela Contreras',
  businessName: 'Servicios Contreras SpA',
  rut: formatRut(`${RUT_BODY}${computeRutCheckDigit(RUT_BODY)}`),
  email: 'marcela@contreras.cl',
  password: 'Contreras2026',
  confirmPassword: 'Contreras2026',
};

/** The token of the newest mailed link to `address`. */
function mailedToken(address: string) {
  const href = db.state.emails.find((mail) => mail.to === address)?.links[0]?.href ?? '';
  return decodeURIComponent(href.split('/').pop() ?? '');
}

const demo = as('demo');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXECUTIVE_RUT = formatRut(`12345678${computeRutCheckDigit('12345678')}`);
const SHEETS = {
  // The server derives the auto-tag list from its category column.
  price: () =>
    new File(
      [
        'código;descripción;categoría;precio\n1;Guantes de nitrilo;Insumos médicos;1990\n2;Alcohol gel;Higiene;3490\n3;Mascarilla;Insumos médicos;290\n',
      ],
      'precios.csv',
      { type: 'text/csv' },
    ),
  executive: () =>
    new File(
      [`rut;nombre;cargo;email\n${EXECUTIVE_RUT};Paula Díaz;Ejecutiva;paula.diaz@andes.cl\n`],
      'ejecutivos.csv',
      { type: 'text/csv' },
    ),
};

/** Signs demo in and uploads one of Comercial Andes' sheets: the stored file. */
const uploaded = (kind: keyof typeof SHEETS) => async () => {
  await signInAs('demo');
  return (await uploadSheet(kind, { companyId: 1, file: SHEETS[kind]() }))!;
};

/** Where Comercial Andes's file of that kind is, as the company settings page lists it. */
const fileUrl = async (kind: string) =>
  (await runQuery(companyFilesQueryOptions(1)))!.find((file) => file.kind === kind)!.url;

/** The kinds of file Comercial Andes has. */
const fileKinds = () =>
  db.state.companyFiles.filter((file) => file.companyId === 1).map((file) => file.kind);

export const ACCESS_CONTRACTS: Contracts = {
  'POST /users/login': contract({
    route: ['post', '/users/login'],
    call: () => login({ email: DEMO_ACCOUNTS.demo.email, password: DEMO_ACCOUNTS.demo.password }),
    expected: expect.objectContaining({ token: expect.any(String) }),
  }),
  'GET /users/me': contract({
    route: ['get', '/users/me'],
    prepare: demo,
    call: () => getMe(),
    expected: expect.objectContaining({
      email: DEMO_ACCOUNTS.demo.email,
      companies: [expect.objectContaining({ companyId: 1 })],
    }),
    drift: { data: { id: '1', email: DEMO_ACCOUNTS.demo.email } },
  }),
  'POST /users (register)': contract({
    route: ['post', '/users'],
    call: () => register(NEW_COMPANY),
    expected: { name: NEW_COMPANY.name, email: NEW_COMPANY.email },
  }),
  'GET /users/verify/:token': contract({
    route: ['get', '/users/verify/:token'],
    prepare: async () => {
      await register(NEW_COMPANY);
      return mailedToken(NEW_COMPANY.email);
    },
    call: (token) => verifyEmail(token),
    expected: { name: NEW_COMPANY.name },
  }),
  'POST /ws/users/recover-password (auth)': contract({
    route: ['post', '/ws/users/recover-password', 'auth'],
    call: () => recoverPassword({ email: DEMO_ACCOUNTS.demo.email }),
    expected: expect.objectContaining({ message: expect.any(String) }),
  }),
  'PATCH /users/reset-password/:token': contract({
    route: ['patch', '/users/reset-password/:token'],
    prepare: async () => {
      await recoverPassword({ email: DEMO_ACCOUNTS.demo.email });
      return mailedToken(DEMO_ACCOUNTS.demo.email);
    },
    call: (token) => resetPassword(token, 'Nueva2026'),
    expected: expect.objectContaining({ message: expect.any(String) }),
  }),
  'GET /users/invitation-link/:token': contract({
    route: ['get', '/users/invitation-link/:token'],
    call: () => getInvitation(SEED_INVITATIONS.generic.token, '1'),
    expected: expect.objectContaining({ code: 200, data: expect.objectContaining({}) }),
  }),
  'POST /users/invitation-link/:token/register': contract({
    route: ['post', '/users/invitation-link/:token/register'],
    call: () =>
      registerWithInvitation(SEED_INVITATIONS.generic.token, '1', {
        name: 'Tomás Vera',
        email: 'tomas.vera@andes.cl',
        password: 'Andes2026',
      }),
    expected: expect.objectContaining({ code: expect.any(Number) }),
  }),
  'POST /users/invitation-link/:token/accept': contract({
    route: ['post', '/users/invitation-link/:token/accept'],
    prepare: as('supervisor'),
    call: () => acceptInvitation(SEED_INVITATIONS.generic.token, '1'),
    expected: { companyId: 1, companyName: 'Comercial Andes SpA' },
  }),
  'POST /auth/google/verify': contract({
    route: ['post', '/auth/google/verify'],
    prepare: () =>
      createMockGoogleIdToken({
        email: 'valentina.araya@gmail.com',
        name: 'Valentina Araya',
        sub: '1098',
      }),
    call: (idToken) => verifyGoogleIdToken(idToken),
    expected: expect.objectContaining({ token: expect.any(String) }),
  }),
  'POST /users/impersonate': contract({
    route: ['post', '/users/impersonate'],
    prepare: as('supervisor'),
    call: () => requestImpersonation(1),
    expected: expect.objectContaining({ token: expect.any(String) }),
  }),
  'PUT /users/:id (e-mail)': contract({
    route: ['put', '/users/:id'],
    prepare: demo,
    call: () => updateEmail({ userId: 1, companyId: 1, email: 'daniela.munoz@andes.cl' }),
    expected: { message: 'Correo actualizado', data: { id: 1, email: 'daniela.munoz@andes.cl' } },
  }),

  // The team (Comercial Andes: demo owns it, Joaquín and Fernanda are members).
  'GET /users/invitation-links': contract({
    route: ['get', '/users/invitation-links'],
    prepare: demo,
    call: () => runQuery(invitationLinksQueryOptions(1)),
    expected: {
      canManage: true,
      links: expect.arrayContaining([
        expect.objectContaining({
          token: SEED_INVITATIONS.generic.token,
          usedCount: 1,
          maxCount: 5,
        }),
      ]),
    },
  }),
  'POST /users/invitation-link': contract({
    route: ['post', '/users/invitation-link'],
    prepare: demo,
    call: () => createInvitationLink(1, { invitedUserEmail: 'camilo.reyes@andes.cl' }),
    expected: expect.objectContaining({
      invitedUserEmail: 'camilo.reyes@andes.cl',
      usedCount: 0,
      maxCount: 1,
    }),
  }),
  'DELETE /users/invitation-link/:token': contract({
    route: ['delete', '/users/invitation-link/:token'],
    prepare: demo,
    call: async () => {
      await revokeInvitationLink(1, SEED_INVITATIONS.generic.token);
      return db.state.invitations.find(({ token }) => token === SEED_INVITATIONS.generic.token);
    },
    expected: expect.objectContaining({ revoked: true }),
  }),
  'GET /users/guestUsers': contract({
    route: ['get', '/users/guestUsers'],
    prepare: demo,
    call: () => runQuery(guestUsersQueryOptions(1, 1)),
    expected: expect.objectContaining({
      total: 2,
      page: 1,
      data: [
        expect.objectContaining({ email: SEED_TEAM.fernanda.email }),
        expect.objectContaining({ email: SEED_TEAM.joaquin.email }),
      ],
    }),
  }),
  'DELETE /users/company-member/:userId': contract({
    route: ['delete', '/users/company-member/:userId'],
    prepare: demo,
    call: async () => {
      await removeCompanyMember(1, 5);
      return db.state.memberships.some(({ userId, companyId }) => userId === 5 && companyId === 1);
    },
    expected: false,
  }),

  // User administration: staff only.
  'GET /users/global': contract({
    route: ['get', '/users/global'],
    prepare: as('supervisor'),
    call: () => runQuery(globalUsersQueryOptions()),
    expected: expect.arrayContaining([
      expect.objectContaining({
        email: DEMO_ACCOUNTS.demo.email,
        companies: [expect.objectContaining({ id: 1, businessName: 'Comercial Andes SpA' })],
      }),
    ]),
  }),
  'PATCH /users/super/profile': contract({
    route: ['patch', '/users/super/profile'],
    prepare: as('supervisor'),
    call: () => updateUserProfile(2, { id: 1, planId: 2, ia_subs_active: true, profile: null }),
    expected: { code: 200, message: 'Usuario actualizado' },
  }),

  // Company configuration: files (uploads are multipart, answered with JSON) and companies.
  'GET /users/uploads': contract({
    route: ['get', '/users/uploads'],
    prepare: uploaded('price'),
    call: () => runQuery(companyFilesQueryOptions(1)),
    expected: expect.arrayContaining([
      expect.objectContaining({ kind: 'price', rowCount: 3 }),
      expect.objectContaining({ kind: 'auto-tags', tags: ['Insumos médicos', 'Higiene'] }),
    ]),
  }),
  'POST /users/upload-logo': contract({
    route: ['post', '/users/upload-logo'],
    prepare: demo,
    call: () =>
      uploadLogo({ companyId: 1, file: new File([PNG], 'logo.png', { type: 'image/png' }) }),
    expected: expect.stringMatching(/\/users\/files\/[^/]+$/),
  }),
  'POST /users/upload (price list)': contract({
    route: ['post', '/users/upload'],
    prepare: demo,
    call: () => uploadSheet('price', { companyId: 1, file: SHEETS.price() }),
    expected: expect.objectContaining({ kind: 'price', rowCount: 3, url: expect.any(String) }),
  }),
  'POST /tags/upload-executive': contract({
    route: ['post', '/tags/upload-executive'],
    prepare: demo,
    call: () => uploadSheet('executive', { companyId: 1, file: SHEETS.executive() }),
    expected: expect.objectContaining({ kind: 'executive', rowCount: 1, url: expect.any(String) }),
  }),
  'GET /users/files/:id (download)': contract({
    route: ['get', '/users/files/:id'],
    prepare: uploaded('price'),
    // What the dashboard's price list query (priceListQueryOptions) downloads before it reads
    // the sheet; that reading cannot run here (jsdom's File cannot wrap Node's Blob).
    call: async (file) => (await apiDownload(file.url)).text(),
    expected: expect.stringContaining('1;Guantes de nitrilo;Insumos médicos;1990'),
    noDrift:
      'apiDownload hands back the bytes as a Blob and reads no shape of them (its callers read ' +
      'the file): there is no answer of another shape to refuse, so only the route is checked.',
  }),
  'DELETE /users/price-file/:companyId': contract({
    route: ['delete', '/users/price-file/:companyId'],
    prepare: uploaded('price'),
    call: async (file) => deleteCompanyFile('price', 1, file.url).then(fileKinds),
    expected: ['auto-tags'],
  }),
  'DELETE /users/executive-tag-file/:companyId': contract({
    route: ['delete', '/users/executive-tag-file/:companyId'],
    prepare: uploaded('executive'),
    call: async (file) => deleteCompanyFile('executive', 1, file.url).then(fileKinds),
    expected: [],
  }),
  'DELETE /users/auto-generate-tag-file/:companyId': contract({
    route: ['delete', '/users/auto-generate-tag-file/:companyId'],
    // The derived tag list's own URL, as the company settings page lists it.
    prepare: async () => {
      await uploaded('price')();
      return fileUrl('auto-tags');
    },
    call: (url) => deleteCompanyFile('auto-tags', 1, url).then(fileKinds),
    expected: ['price'],
  }),
  'POST /users/add-company': contract({
    route: ['post', '/users/add-company'],
    prepare: demo,
    call: () =>
      addCompany({
        companyId: 1,
        businessName: NEW_COMPANY.businessName,
        rut: cleanRut(NEW_COMPANY.rut),
      }),
    expected: {
      id: expect.any(Number),
      rut: cleanRut(NEW_COMPANY.rut),
      business_name: NEW_COMPANY.businessName,
    },
  }),
};
