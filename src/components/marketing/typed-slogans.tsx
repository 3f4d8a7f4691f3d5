import { useEffect, useRef } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

import { INITIAL_TYPEWRITER, runTypewriter, takeTypewriterHandover } from './typewriter';

/**
 * Slogans typed and deleted one after another. Screen readers get the full list once (the
 * moving text is hidden from them); with reduced motion each slogan simply replaces the last.
 * The letters are written by `runTypewriter`, which the static landing runs before the app has
 * loaded: the text element is React's but its text is not (hence suppressHydrationWarning).
 */
export function TypedSlogans({ slogans }: { slogans: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const text = useRef<HTMLSpanElement>(null);
  const stoppedAt = useRef(INITIAL_TYPEWRITER);

  useEffect(() => {
    const typewriter = runTypewriter(text.current!, slogans, {
      reducedMotion,
      from: takeTypewriterHandover() ?? stoppedAt.current,
    });
    return () => {
      stoppedAt.current = typewriter.stop();
    };
  }, [reducedMotion, slogans]);

  return (
    <>
      <p
        aria-hidden
        className="relative grid text-xl leading-snug font-medium text-brand-100 sm:text-2xl"
      >
        {/* Every slogan, invisible in the same cell: the paragraph is as tall as the longest
            from the first paint, so typing never pushes the page down (no layout shift). */}
        {slogans.map((slogan) => (
          <span key={slogan} className="invisible col-start-1 row-start-1">
            {slogan}
          </span>
        ))}
        {/* Its own contained layer: each typed letter lays out and repaints this box alone,
            not the page around it. */}
        <span
          data-testid="typed-slogan"
          className="absolute inset-0 will-change-transform [contain:strict]"
        >
          <span ref={text} suppressHydrationWarning>
            {''}
          </span>
          {!reducedMotion && (
            <span className="ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-1 bg-brand-200 motion-safe:animate-pulse" />
          )}
        </span>
      </p>
      <ul className="sr-only">
        {slogans.map((slogan) => (
          <li key={slogan}>{slogan}</li>
        ))}
      </ul>
    </>
  );
}
