import { describe, expect, it } from 'vitest';

import { sortByName } from './sort-by-name';

describe('sortByName', () => {
  it('sorts as a Spanish reader expects, ignoring accents and case', () => {
    const names = ['Zapatos', 'éter', 'Árboles', 'baterías', 'Ñandú', 'nube'];
    expect(sortByName(names.map((name) => ({ name }))).map((item) => item.name)).toEqual([
      'Árboles',
      'baterías',
      'éter',
      'nube',
      'Ñandú',
      'Zapatos',
    ]);
  });
});
