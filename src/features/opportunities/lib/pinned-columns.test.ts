import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MIN_SCROLLING_ROOM_PX, pinColumns, type LaidColumn } from './pinned-columns';

const SPEC_ORDER: LaidColumn[] = [
  { id: 'select', width: 40, pin: 'start' },
  { id: 'code', width: 124, pin: 'start' },
  { id: 'tasks', width: 76, pin: 'start' },
  { id: 'name', width: 220, pin: 'start' },
  { id: 'entity', width: 170 },
  { id: 'amount', width: 140 },
  { id: 'closeDate', width: 140, pin: 'end' },
  { id: 'tags', width: 132 },
  { id: 'actions', width: 140, pin: 'end' },
];

describe('pinColumns', () => {
  it('pins the leading run to the left and the end pins after it to the right, each beside the next', () => {
    const places = pinColumns(SPEC_ORDER, 942);
    expect(Object.fromEntries(places)).toEqual({
      select: { side: 'left', offset: 0, edge: false },
      code: { side: 'left', offset: 40, edge: false },
      tasks: { side: 'left', offset: 164, edge: false },
      name: { side: 'left', offset: 240, edge: true },
      closeDate: { side: 'right', offset: 140, edge: true },
      actions: { side: 'right', offset: 0, edge: false },
    });
  });

  it('drops the end pins, then all, when the box leaves the scrolling columns too little room', () => {
    const start = 460;
    const end = 280;
    expect(pinColumns(SPEC_ORDER, start + end + MIN_SCROLLING_ROOM_PX).has('actions')).toBe(true);
    const narrower = pinColumns(SPEC_ORDER, start + end + MIN_SCROLLING_ROOM_PX - 1);
    expect(narrower.has('actions')).toBe(false);
    expect(narrower.get('name')).toMatchObject({ side: 'left', edge: true });
    expect(pinColumns(SPEC_ORDER, start + MIN_SCROLLING_ROOM_PX - 1).size).toBe(0);
  });

  it('pins nothing on the left unless the first column is a start pin (a moved column breaks the run)', () => {
    const moved = [SPEC_ORDER[4]!, ...SPEC_ORDER.slice(0, 4), ...SPEC_ORDER.slice(5)];
    expect(pinColumns(moved, 2000).size).toBe(0);
  });

  it('for any widths, the pinned never take more than the box less the scrolling room, and offsets add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 400 }), {
          minLength: SPEC_ORDER.length,
          maxLength: SPEC_ORDER.length,
        }),
        fc.integer({ min: 0, max: 3000 }),
        (widths, box) => {
          const columns = SPEC_ORDER.map((column, index) => ({ ...column, width: widths[index]! }));
          const places = pinColumns(columns, box);
          const pinnedWidth = columns
            .filter((column) => places.has(column.id))
            .reduce((sum, column) => sum + column.width, 0);
          if (places.size > 0) expect(pinnedWidth).toBeLessThanOrEqual(box - MIN_SCROLLING_ROOM_PX);
          for (const side of ['left', 'right'] as const) {
            const list = columns.filter((column) => places.get(column.id)?.side === side);
            const ordered = side === 'left' ? list : [...list].reverse();
            let offset = 0;
            for (const column of ordered) {
              expect(places.get(column.id)!.offset).toBe(offset);
              offset += column.width;
            }
          }
        },
      ),
    );
  });
});
