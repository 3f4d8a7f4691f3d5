import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MODAL_AUTO_CLOSE_MS } from '@/config/ui-timing';

import { useAutoClose } from './use-auto-close';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Probe({ active, onClose }: { active: boolean; onClose: () => void }) {
  useAutoClose(active, onClose);
  return null;
}

describe('useAutoClose', () => {
  it('closes 5 s after it turns active, not before', async () => {
    expect(MODAL_AUTO_CLOSE_MS).toBe(5_000);
    const onClose = vi.fn();
    const view = render(<Probe active={false} onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onClose).not.toHaveBeenCalled();

    view.rerender(<Probe active onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does nothing once it turns inactive or the modal is gone', async () => {
    const onClose = vi.fn();
    const view = render(<Probe active onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    view.rerender(<Probe active={false} onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    view.rerender(<Probe active onClose={onClose} />);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
