import { db } from '../../core/database';
import type { MockSystemMessage } from './records';

/** The colours the app knows (decision 0016); any other text is shown gray. */
export const SYSTEM_MESSAGE_COLORS = ['azul', 'verde', 'amarillo', 'naranja', 'rojo'] as const;

/** Publishes a notice for every signed-in user (status 1); returns it. */
export function publishSystemMessage({ message, color }: { message: string; color: string }) {
  const text = message.trim();
  if (!text) throw new Error('El aviso necesita un texto.');
  return db.write((state) => {
    const entry: MockSystemMessage = {
      id: db.nextId('systemMessages'),
      message: text,
      color,
      status: 1,
      createdAt: new Date().toISOString(),
    };
    state.systemMessages.push(entry);
    return entry;
  });
}

/** Withdraws a notice: it stays in the table with status 0, as an archive would keep it. */
export function withdrawSystemMessage(id: number) {
  db.write((state) => {
    const entry = state.systemMessages.find((candidate) => candidate.id === id);
    if (entry) entry.status = 0;
  });
}

export function activeSystemMessages() {
  return db.state.systemMessages.filter((entry) => entry.status === 1);
}
