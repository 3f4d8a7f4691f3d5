import { useEffect, useState } from 'react';

/**
 * Where the mock API's 'API simulada' button sits inside the app: a place in the header that the
 * shell marks with `data-mock-controls-slot` and announces (this event) when it comes and goes.
 * The button goes there so it never floats over a page's own controls; on a page without the
 * header (the public ones) it floats in the corner.
 */
export const MOCK_CONTROLS_SLOT_EVENT = 'oportuna:mock-controls-slot';

export function announceMockControlsSlot() {
  window.dispatchEvent(new Event(MOCK_CONTROLS_SLOT_EVENT));
}

const findSlot = () => document.querySelector('[data-mock-controls-slot]');

/** The header's place for the button, or null while the page has none. */
export function useMockControlsSlot(): Element | null {
  const [slot, setSlot] = useState<Element | null>(findSlot);
  useEffect(() => {
    const update = () => setSlot(findSlot());
    update();
    window.addEventListener(MOCK_CONTROLS_SLOT_EVENT, update);
    return () => window.removeEventListener(MOCK_CONTROLS_SLOT_EVENT, update);
  }, []);
  return slot;
}
