import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import { matchPortalCompany } from './company-match';
import { acceptMessage } from './message-filter';
import { EXTENSION_SOURCE, extensionReplySchema, portalCompanySchema } from './protocol';
import { EXTENSION_MESSAGES, readReply } from './reply-rules';

/** A reply as it arrives, read by the same schema the bridge uses. */
const reply = (fields: Record<string, unknown>) =>
  extensionReplySchema.parse({ source: EXTENSION_SOURCE, nonce: 'n', replyTo: 'r1', ...fields });

describe('readReply (decision 0021)', () => {
  it('takes success true or OK, with the payload or response.data', () => {
    expect(readReply(reply({ success: true, payload: { a: 1 } }))).toEqual({
      ok: true,
      payload: { a: 1 },
    });
    expect(readReply(reply({ success: 'OK', response: { data: 7 } }))).toEqual({
      ok: true,
      payload: 7,
    });
    expect(readReply(reply({ success: 'ok' }))).toEqual({ ok: true, payload: undefined });
  });

  it('reads every failure shape', () => {
    expect(readReply(reply({ success: true, status: 'error' }))).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.communication,
    });
    expect(
      readReply(reply({ success: true, error: 'No se ha iniciado sesión en Mercado Público' })),
    ).toEqual({
      ok: false,
      message: 'No se ha iniciado sesión en Mercado Público',
    });
    expect(
      readReply(
        reply({
          success: true,
          errores: [{ descripcion: 'Falta el RUT' }, { description: 'Archivo vacío' }],
        }),
      ),
    ).toEqual({ ok: false, message: 'Falta el RUT. Archivo vacío' });
    expect(readReply(reply({ success: true, errores: [{}] }))).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.unknown,
    });
    expect(readReply(reply({ success: false }))).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.communication,
    });
    expect(readReply(reply({}))).toMatchObject({ ok: false });
    // Empty error fields are no error.
    expect(readReply(reply({ success: true, error: '', errores: [] }))).toMatchObject({ ok: true });
  });
});

const companies = [
  { companyId: 1, rut: '765432103', businessName: 'Comercial Andes SpA' },
  { companyId: 2, rut: '78001234K', businessName: 'Oportuna SpA' },
];

describe('matchPortalCompany (decision 0021)', () => {
  it('matches by RUT first, then by a part of the name, and says when nothing matches', () => {
    const portal = (raw: Record<string, unknown>) => portalCompanySchema.parse(raw);
    expect(
      matchPortalCompany(portal({ razonsocial: 'Otra', rut: '78.001.234-k' }), companies),
    ).toMatchObject({
      kind: 'matched',
      by: 'rut',
      company: { companyId: 2 },
    });
    expect(
      matchPortalCompany(portal({ razon_social: 'COMERCIAL ANDES' }), companies),
    ).toMatchObject({
      kind: 'matched',
      by: 'name',
      company: { companyId: 1 },
    });
    expect(
      matchPortalCompany(
        portal({ businessName: 'Ferretería Sur', rutEmpresa: '11.111.111-1' }),
        companies,
      ),
    ).toEqual({
      kind: 'mismatch',
      portal: { businessName: 'Ferretería Sur', rut: '11.111.111-1' },
    });
    expect(matchPortalCompany(null, companies)).toEqual({ kind: 'none' });
  });

  it('never changes its answer with how the RUT is written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 99_999_999 }),
        fc.constantFrom('dots', 'plain', 'hyphen', 'lower', 'spaces'),
        (body, style) => {
          const dv = computeRutCheckDigit(body);
          const clean = `${body}${dv}`;
          const written = {
            dots: formatRut(clean),
            plain: clean,
            hyphen: `${body}-${dv}`,
            lower: formatRut(clean).toLowerCase(),
            spaces: ` ${formatRut(clean)} `,
          }[style];
          const list = [...companies, { companyId: 9, rut: clean, businessName: 'Prueba Ltda.' }];
          const match = matchPortalCompany({ businessName: 'xyz', rut: written }, list);
          expect(match).toMatchObject({ kind: 'matched', by: 'rut', company: { companyId: 9 } });
        },
      ),
    );
  });
});

describe('acceptMessage', () => {
  const me = {} as Window;
  const expected = {
    window: me,
    origin: 'https://app.oportuna.cl',
    nonce: 'n',
    pending: (id: string) => id === 'r1',
  };
  const good = { source: me, origin: 'https://app.oportuna.cl', data: reply({ success: true }) };

  it('takes a reply from this window and origin, with the nonce, to a pending request', () => {
    expect(acceptMessage(good, expected)).toMatchObject({ kind: 'reply' });
    expect(
      acceptMessage(
        {
          ...good,
          data: { source: EXTENSION_SOURCE, nonce: 'n', event: 'EXTENSION_SESSION_EXPIRED' },
        },
        expected,
      ),
    ).toMatchObject({ kind: 'event' });
  });

  it('drops the wrong source, origin, shape, nonce or request id', () => {
    expect(acceptMessage({ ...good, source: {} as Window }, expected)).toBeNull();
    expect(acceptMessage({ ...good, origin: 'https://evil.example' }, expected)).toBeNull();
    expect(
      acceptMessage({ ...good, data: { ...good.data, source: 'someone' } }, expected),
    ).toBeNull();
    expect(acceptMessage({ ...good, data: 'OK' }, expected)).toBeNull();
    expect(acceptMessage({ ...good, data: { ...good.data, nonce: 'guess' } }, expected)).toBeNull();
    expect(acceptMessage({ ...good, data: { ...good.data, replyTo: 'r2' } }, expected)).toBeNull();
  });

  it('drops anything that is not exactly our message (any data)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(acceptMessage({ ...good, data }, expected)).toBeNull();
      }),
    );
  });
});
