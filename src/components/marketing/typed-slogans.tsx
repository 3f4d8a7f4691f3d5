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
        className="relative grid text-xl leading-snug font-medium text-brand-100 sm:text-2xl"
      >
        {/* Every slogan, invisible in the same cell: the paragraph is as tall as the longest
            from the first paint, so typing never pushes the page down (no layout shift). */}
        {slogans.map((text) => (
          <span key={text} className="invisible col-start-1 row-start-1">
            {text}
          </span>
        ))}
        {/* Its own contained layer: each typed letter lays out and repaints this box alone,
            not the page around it. */}
        <span
          data-testid="typed-slogan"
          className="absolute inset-0 will-change-transform [contain:strict]"
        >
          {visible}
          {!reducedMotion && (
            <span className="ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-1 animate-pulse bg-brand-200" />
          )}
        </span>
      </p>
      <ul className="sr-only">
        {slogans.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}
