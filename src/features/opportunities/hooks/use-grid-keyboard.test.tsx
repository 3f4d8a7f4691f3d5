import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useGridKeyboard } from './use-grid-keyboard';

/** Puts in the grid's box the rows the virtualiser has drawn (by index). */
function drawRows(box: HTMLElement, indexes: number[]) {
  box.replaceChildren(
    ...indexes.map((index) => {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.dataset.index = String(index);
      row.tabIndex = -1;
      return row;
    }),
  );
}

const press = (key: string, target: HTMLElement) =>
  ({ key, target, preventDefault: () => {} }) as unknown as KeyboardEvent<HTMLElement>;

describe('the results grid keyboard', () => {
  it('asks again for a far row whose scroll was dropped, and focuses it once drawn', () => {
    const box = document.body.appendChild(document.createElement('div'));
    drawRows(box, [0, 1, 2]);
    const scrollToIndex = vi.fn();
    const { result, rerender } = renderHook(() =>
      useGridKeyboard({
        count: 500,
        itemHeight: 40,
        scrollRef: { current: box },
        scrollToIndex,
        onEnter: () => {},
        onSpace: () => {},
      }),
    );
    act(() => result.current.onKeyDown(press('End', box.querySelector('[data-index="0"]')!)));
    expect(scrollToIndex).toHaveBeenCalledWith(499);

    // The virtualiser drew nothing new (a late scroll event retired the jump): asked again, a
    // few times at most.
    for (let render = 0; render < 6; render += 1) rerender();
    const asked = scrollToIndex.mock.calls.filter(([index]) => index === 499).length;
    expect(asked).toBeGreaterThan(1);
    expect(asked).toBeLessThanOrEqual(4);

    // The row arrives: it takes the focus.
    drawRows(box, [498, 499]);
    rerender();
    expect(document.activeElement).toBe(box.querySelector('[data-index="499"]'));
  });
});
