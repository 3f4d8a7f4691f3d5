import { describe, expect, it } from 'vitest';

import { estimatedGridRect } from './grid-view';

describe('estimatedGridRect', () => {
  // GRID_HEIGHT_CLASS: min(70vh, 100svh - 14rem), at least 20rem.
  it.each([
    [900, 630],
    [700, 476],
    [500, 320],
    [823, 576.1],
  ])('a window %i px high gives the grid %f px', (innerHeight, height) => {
    expect(estimatedGridRect({ innerWidth: 1440, innerHeight }).height).toBeCloseTo(height, 5);
  });
});

describe('estimatedGridRect width', () => {
  // Measured in Chromium beside the open sidebar: 942 px at 1280, 1,102 at 1440; no sidebar on a phone.
  it.each([
    [1280, 942],
    [1440, 1102],
    [375, 341],
  ])('a window %i px wide gives the grid %i px', (innerWidth, width) => {
    expect(estimatedGridRect({ innerWidth, innerHeight: 900 }).width).toBe(width);
  });
});
