import { useEffect, useState } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

import { INITIAL_TYPEWRITER, ROTATION_MS, step } from './typewriter';

/**
 * Slogans typed and deleted one after another. Screen readers get the full list once (the
 * moving text is hidden from them); with reduced motion each slogan simply replaces the last.
 */
export function TypedSlogans({ slogans }: { slogans: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(INITIAL_TYPEWRITER);

  useEffect(() => {
    if (reducedMotion) {
      const timer = window.setInterval(
        () => setState((current) => ({ ...current, index: (current.index + 1) % slogans.length })),
        ROTATION_MS,
      );
      return () => window.clearInterval(timer);
    }
    let timer: number | undefined;
    let current = INITIAL_TYPEWRITER;
    const tick = () => {
      const { next, delay } = step(current, slogans);
      timer = window.setTimeout(() => {
        current = next;
        setState(next);
        tick();
      }, delay);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [reducedMotion, slogans]);

  const slogan = slogans[state.index] ?? '';
  const visible = reducedMotion ? slogan : slogan.slice(0, state.length);

  return (
    <>
      <p
        aria-hidden
        data-testid="typed-slogan"
        className="min-h-[2lh] text-xl leading-snug font-medium text-brand-100 sm:text-2xl"
      >
        {visible}
        {!reducedMotion && (
          <span className="ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-1 animate-pulse bg-brand-200" />
        )}
      </p>
      <ul className="sr-only">
        {slogans.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}
