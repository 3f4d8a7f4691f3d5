import { useEffect, useRef } from 'react';

import { MODAL_AUTO_CLOSE_MS } from '@/config/ui-timing';

/**
 * Closes a modal by itself `ms` after `active` turns true (5 s, the spec's modal auto-close);
 * nothing happens if it turns false or the modal goes first.
 */
export function useAutoClose(
  active: boolean,
  onClose: () => void,
  ms: number = MODAL_AUTO_CLOSE_MS,
) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => close.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
