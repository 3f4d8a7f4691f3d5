import { describe, expect, it } from 'vitest';

import { MESSAGE_TONE_CLASSES, messageTone } from './message-tone';

describe('messageTone', () => {
  it.each([
    ['rojo', 'rojo'],
    ['amarillo', 'amarillo'],
    ['azul', 'azul'],
    ['verde', 'verde'],
    ['naranja', 'naranja'],
    [' Rojo ', 'rojo'],
    ['AZUL', 'azul'],
  ])('%j is %s', (color, tone) => {
    expect(messageTone(color)).toBe(tone);
  });

  it('makes any other colour gray', () => {
    for (const color of ['', 'morado', 'red', '#ff0000', 'gris', 'rojo oscuro', null, undefined]) {
      expect(messageTone(color)).toBe('gris');
    }
  });

  it('gives each tone its own hue, text in the dark shade of it', () => {
    const hues = Object.entries(MESSAGE_TONE_CLASSES).map(([tone, classes]) => {
      const hue = /bg-(\w+)-50/.exec(classes)?.[1];
      expect(classes, tone).toContain(`text-${hue}-900`);
      return hue;
    });
    expect(new Set(hues).size).toBe(6);
  });
});
