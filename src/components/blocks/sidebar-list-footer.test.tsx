import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { SidebarListFooter } from './sidebar-list-footer';

function Footer({ remaining, onNavigate }: { remaining: number; onNavigate?: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <MemoryRouter>
      <SidebarListFooter
        remaining={remaining}
        expanded={expanded}
        onExpandedChange={setExpanded}
        allHref="/dashboard/etiquetas"
        onNavigate={onNavigate}
      />
    </MemoryRouter>
  );
}

describe('SidebarListFooter', () => {
  it("says how many are left, shows them and hides them again, and leads to 'Ver todas'", async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Footer remaining={3} onNavigate={onNavigate} />);

    const more = screen.getByRole('button', { name: 'Ver más (3 restantes)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAccessibleName('Ver menos');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(more);
    expect(more).toHaveAccessibleName('Ver más (3 restantes)');

    const all = screen.getByRole('link', { name: 'Ver todas' });
    expect(all).toHaveAttribute('href', '/dashboard/etiquetas');
    await user.click(all);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it("has no 'Ver más' when the list shows them all", () => {
    render(<Footer remaining={0} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas' })).toBeVisible();
  });
});
