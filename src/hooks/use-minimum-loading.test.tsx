import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LOADING_MINIMUM_MS } from '@/config/ui-timing';

import { useMinimumLoading } from './use-minimum-loading';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Records what every render showed, so a flash of one render would be seen. */
function Probe({ loading, seen }: { loading: boolean; seen: string[] }) {
  const shown = useMinimumLoading(loading) ? 'cargando' : 'contenido';
  seen.push(shown);
  return <p>{shown}</p>;
}

function setup(loading: boolean) {
  const seen: string[] = [];
  const view = render(<Probe loading={loading} seen={seen} />);
  return { seen, rerender: (next: boolean) => view.rerender(<Probe loading={next} seen={seen} />) };
}

describe('useMinimumLoading', () => {
  it('is the spec’s 0.5 s', () => {
    expect(LOADING_MINIMUM_MS).toBe(500);
  });

  it('keeps a loading state that ended early on screen until 0.5 s have passed, never flashing the content', async () => {
    const { seen, rerender } = setup(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender(false);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('contenido')).toBeInTheDocument();
    // Loading, then content, once: nothing in between.
    expect(seen.filter((shown, index) => shown !== seen[index - 1])).toEqual([
      'cargando',
      'contenido',
    ]);
  });

  it('adds nothing to a loading state that lasted longer', async () => {
    const { rerender } = setup(true);
    await act(() => vi.advanceTimersByTimeAsync(800));
    rerender(false);
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('shows no loading state for what never loads, and holds one that starts later', async () => {
    const { seen, rerender } = setup(false);
    expect(seen).toEqual(['contenido']);
    rerender(true);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    rerender(false);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });
});
