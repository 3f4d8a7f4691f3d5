import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { offerDraftQueryOptions } from '@/features/offer/api/get-offer-draft';
import { saveOfferDraft, type OfferDraftInput } from '@/features/offer/api/save-offer-draft';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

const tender = () =>
  db.opportunities.find(
    (record) =>
      record.kind === 'licitacion' && record.status === 'Publicada' && record.items.length > 1,
  )!;

const draftFor = (code: string): OfferDraftInput => {
  const record = db.opportunities.find((candidate) => candidate.code === code)!;
  return {
    identificacion: {
      businessName: 'Comercial Andes SpA',
      rut: '76.543.210-3',
      address: 'Avenida Brasil 1234, Valparaíso',
      legalRepresentative: 'Daniela Muñoz Rojas',
      legalRepresentativeRut: '12.345.678-5',
      email: 'demo@oportuna.cl',
      phone: '+56 9 1234 5678',
    },
    declaracion: { place: 'Valparaíso', signedOn: '2026-11-29' },
    economica: {
      lines: record.items.map((item) => ({
        correlative: item.correlative,
        quantity: item.quantity,
        unitPrice: 1990,
      })),
      validityDays: 60,
    },
    advancedSignatureReady: true,
  };
};

const offerPath = (code: string, companyId = 1) =>
  `/opportunities/${encodeURIComponent(code)}/offer?companyId=${companyId}`;

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

describe('GET and PUT /opportunities/:codigo/offer', () => {
  it('answers null before a save, then the anexos as saved, with who saved them', async () => {
    const code = tender().code;
    expect(await client.fetchQuery(offerDraftQueryOptions(1, code))).toBeNull();

    const saved = await saveOfferDraft(1, code, draftFor(code));
    expect(saved).toMatchObject(draftFor(code));
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    expect(db.state.offerDrafts).toEqual([
      expect.objectContaining({ companyId: 1, codigo: code, updatedById: 1 }),
    ]);

    client.clear();
    expect(await client.fetchQuery(offerDraftQueryOptions(1, code))).toEqual(saved);
  });

  it('replaces the draft whole: one per company and opportunity', async () => {
    const code = tender().code;
    await saveOfferDraft(1, code, draftFor(code));
    const changed = draftFor(code);
    changed.economica.validityDays = 90;
    changed.economica.lines[0]!.unitPrice = 2500;
    await saveOfferDraft(1, code, changed);
    expect(db.state.offerDrafts).toHaveLength(1);
    expect(await client.fetchQuery(offerDraftQueryOptions(1, code))).toMatchObject(changed);
  });

  it('a teammate reads the company’s draft; another company’s user gets 403 and learns nothing', async () => {
    const code = tender().code;
    await saveOfferDraft(1, code, draftFor(code));

    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    expect(await client.fetchQuery(offerDraftQueryOptions(1, code))).toMatchObject(draftFor(code));

    await signIn(DEMO_ACCOUNTS.supervisor.email, DEMO_ACCOUNTS.supervisor.password);
    client.clear();
    const read = await failure(client.fetchQuery(offerDraftQueryOptions(1, code)));
    expect(read).toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
    const write = await failure(saveOfferDraft(1, code, draftFor(code)));
    expect(write.status).toBe(403);
    // The supervisor's own company has no draft of it.
    expect(await client.fetchQuery(offerDraftQueryOptions(2, code))).toBeNull();
    expect(db.state.offerDrafts).toEqual([expect.objectContaining({ companyId: 1 })]);
  });

  it('404 for an opportunity that does not exist', async () => {
    const read = await failure(client.fetchQuery(offerDraftQueryOptions(1, '0000-0-XX99')));
    expect(read).toMatchObject({ status: 404, message: 'Oportunidad no encontrada.' });
    const write = await failure(saveOfferDraft(1, '0000-0-XX99', draftFor(tender().code)));
    expect(write.status).toBe(404);
  });

  it('400 in Spanish for a body that is not the contract’s, naming the field', async () => {
    const code = tender().code;
    const put = (body: unknown) =>
      failure(rawRequest('PUT', offerPath(code), body, { service: 'core', auth: true }));

    expect(await put('nada')).toMatchObject({
      status: 400,
      message: 'Los anexos enviados no son válidos.',
    });
    const noRut = draftFor(code) as unknown as { identificacion: Record<string, unknown> };
    delete noRut.identificacion.rut;
    expect(await put(noRut)).toMatchObject({
      status: 400,
      message: 'Revisa el RUT del oferente: falta o no es válido.',
    });
    const badPrice = draftFor(code);
    badPrice.economica.lines[1]!.unitPrice = -5;
    expect(await put(badPrice)).toMatchObject({
      status: 400,
      message: 'Revisa el precio unitario de la línea 2 de la oferta económica.',
    });
    const noDays = { ...draftFor(code), economica: { lines: [], validityDays: 0 } };
    expect(await put(noDays)).toMatchObject({
      status: 400,
      message: 'Revisa la validez de la oferta: falta o no es válido.',
    });
    const foreign = draftFor(code);
    foreign.economica.lines.push({ correlative: 999, quantity: 1, unitPrice: 1 });
    expect(await put(foreign)).toMatchObject({
      status: 400,
      message:
        'La oferta económica nombra un ítem que la oportunidad no tiene o lo repite (correlativo 999).',
    });
    expect(db.state.offerDrafts).toEqual([]);
  });
});
