import { vi } from 'vitest';

/** The box fakeLayout gives every element unless told otherwise. */
export const FAKE_VIEWPORT = { width: 1400, height: 560 };

/**
 * jsdom lays nothing out: every element gets this box (560 px high by default), so a virtualised
 * list draws a window of rows and PageUp/PageDown have a screen to measure. The spies are restored
 * after the test (restoreMocks).
 */
export function fakeLayout(viewport = FAKE_VIEWPORT) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...viewport,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: viewport.width,
    bottom: viewport.height,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(viewport.height);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(viewport.height);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(viewport.width);
}
