import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TagList } from './tag-list';

describe('TagList', () => {
  it('shows each tag with its own colour', () => {
    render(
      <TagList
        tags={[
          { id: '1', name: 'Postular', color: '#22c55e' },
          { id: '2', name: 'Revisar bases', color: '#3b82f6' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Postular', 'Revisar bases']);
    expect(items[0]).toHaveStyle({ backgroundColor: '#22c55e' });
  });
});
