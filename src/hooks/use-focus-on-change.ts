import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the first element matching `selector` inside `container` whenever `value`
 * changes after the first render: a view the user switched to (a form that replaced another)
 * gets the keyboard, while the one the page opened on (or hydrated) leaves focus alone.
 */
export function useFocusOnChange(
  value: unknown,
  container: RefObject<HTMLElement | null>,
  selector: string,
) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [value, container, selector]);
}
