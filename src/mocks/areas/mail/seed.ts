import { SEED_INVITATIONS } from '../invitations/seed';
import type { MailRecords, MockEmail } from './records';

const SEED_DATE = '2026-01-05T12:00:00.000Z';

const EMAILS: MockEmail[] = [
  {
    id: 1,
    to: SEED_INVITATIONS.personal.email,
    subject: 'Daniela te invitó a Comercial Andes SpA en Oportuna',
    text: [
      'Hola:',
      '',
      'Daniela Muñoz Rojas te invitó a unirte al equipo de Comercial Andes SpA en Oportuna, donde siguen juntos las licitaciones y compras ágiles de Mercado Público.',
      '',
      'Para aceptar, crea tu cuenta con este correo desde el botón de abajo. La invitación es personal: solo sirve para camila.rojas@andes.cl.',
      '',
      'Saludos,',
      'El equipo de Oportuna',
    ].join('\n'),
    links: [{ label: 'Aceptar invitación', href: SEED_INVITATIONS.personal.path }],
    sentAt: SEED_DATE,
  },
];

/** The mail area's seed: the personal invitation's e-mail; no mailed tokens yet. */
export function seedMail(): MailRecords {
  return { emails: structuredClone(EMAILS), oneTimeTokens: [] };
}
