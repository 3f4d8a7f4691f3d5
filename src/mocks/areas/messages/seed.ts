import type { MessageRecords } from './records';

/** The messages area's seed: one withdrawn notice (status 0), so no banner shows at first. */
export function seedMessages(): MessageRecords {
  return {
    systemMessages: [
      {
        id: 1,
        message:
          'Mercado Público estuvo en mantención el domingo entre las 02:00 y las 06:00. Las búsquedas ya funcionan con normalidad.',
        color: 'amarillo',
        status: 0,
        createdAt: '2026-01-05T12:00:00.000Z',
      },
    ],
  };
}
