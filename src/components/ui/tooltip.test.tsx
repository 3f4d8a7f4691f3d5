import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as TooltipModule from './tooltip';

/*
 * The tooltip's Radix code loads on first use, once per page. Each test starts from a page that
 * has not loaded it yet: a fresh copy of the module, whose parts load again when asked.
 */
let ui: typeof TooltipModule;

beforeEach(async () => {
  vi.resetModules();
  ui = await import('./tooltip');
});
afterEach(() => {
  vi.useRealTimers();
});

function Bell({ onClick }: { onClick?: () => void }) {
  const { TooltipProvider, Tooltip, TooltipTrigger, TooltipContent } = ui;
  return (
    <TooltipProvider>
      <button type="button">Antes</button>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label="Notificaciones" onClick={onClick}>
            🔔
          </button>
        </TooltipTrigger>
        <TooltipContent>Ver notificaciones</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Notificaciones' });

describe('Tooltip before its code has loaded', () => {
  it('is its trigger alone, closed', () => {
    render(<Bell />);
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(trigger()).toHaveAttribute('data-slot', 'tooltip-trigger');
    expect(trigger()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover, after the delay', async () => {
    render(<Bell />);
    const user = userEvent.setup();
    await user.hover(trigger());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ver notificaciones');
    expect(trigger()).toHaveAccessibleDescription('Ver notificaciones');
  });

  it('shows on focus, keeps the focus on its trigger, and hides on Escape', async () => {
    render(<Bell />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ver notificaciones');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('lets the click through to its trigger, and shows nothing for it', async () => {
    // On a fake clock, so that waiting out every hover delay takes no real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const onClick = vi.fn();
    render(<Bell onClick={onClick} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = trigger();
    await user.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The pointer that clicked started the download; the parts are here, and every hover delay
    // (the provider's 200 ms, Radix's own 700 ms) is over.
    await import('./tooltip-parts');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger()).toBe(before);
  });

  it('loads once: a tooltip shown after that is Radix from the start', async () => {
    const { rerender } = render(<Bell />);
    const user = userEvent.setup();
    await user.hover(trigger());
    await screen.findByRole('tooltip');
    await user.unhover(trigger());

    const { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } = ui;
    rerender(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Ayuda</TooltipTrigger>
          <TooltipContent>Centro de ayuda</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    // Synchronously: nothing left to load, Radix shows it on focus.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Centro de ayuda');
  });
});
