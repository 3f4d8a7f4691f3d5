import { db } from './database';
import type { MockEmail } from '../areas/mail/records';

/**
 * The mail the server 'sends' lands in the mock mailbox (/mock/correo). Links are paths of
 * this app, so following one from the mailbox works like clicking it in a real inbox.
 */
export function sendMail(mail: Omit<MockEmail, 'id' | 'sentAt'>) {
  return db.write((state) => {
    const email: MockEmail = { ...mail, id: db.nextId('emails'), sentAt: new Date().toISOString() };
    state.emails.unshift(email);
    return email;
  });
}

/** A mail's text as the mock writes it: 'Hola <name>:', the paragraphs, the team's sign-off. */
export function letter(firstName: string, paragraphs: readonly string[]) {
  return [`Hola ${firstName}:`, ...paragraphs, 'Saludos,\nEl equipo de Oportuna'].join('\n\n');
}
