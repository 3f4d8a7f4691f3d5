import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApplyProgress } from './apply-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(status: 'enviada' | 'cancelada' | null) {
  const onClose = vi.fn();
  render(
    <ApplyProgress
      phase={{ kind: 'finished', id: 4_500_001, status }}
      error={null}
      onCancel={async () => undefined}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('ApplyProgress', () => {
  it('closes by itself 5 s after the offer was sent, and says so', async () => {
    const onClose = setup('enviada');
    expect(screen.getByText('Postulación N° 4500001: Oferta enviada')).toBeInTheDocument();
    expect(screen.getByText('Esta ventana se cerrará sola en 5 segundos.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['cancelled', 'cancelada' as const],
    ['still under way when the following stopped', null],
  ])('waits for Cerrar when the application was %s', async (_, status) => {
    const onClose = setup(status);
    expect(screen.queryByText(/se cerrará sola/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
