import type { LucideIcon } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { Skeleton } from '@/components/ui/skeleton';
import { usePrefetch } from '@/hooks/use-prefetch';
import type { Loader } from '@/lib/prefetch';

import { CardSection } from './card';

/** How far below (or above) the screen a section starts loading: about half a phone's height. */
const NEAR = '400px';

/** The section's place while its code loads: its title, so the page reads whole, and a shape. */
function SectionPlaceholder({ title, icon }: { title: string; icon?: LucideIcon }) {
  return (
    <CardSection title={title} icon={icon}>
      <Skeleton className="h-40 animate-none" />
    </CardSection>
  );
}

/** Scrolls the section's anchor into view once the section has drawn (the address named it). */
function ScrollToAnchor({ anchor }: { anchor: string }) {
  useEffect(() => {
    document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  return null;
}

/**
 * A section far down a page whose code (a lazy component) loads only when it comes within
 * {@link NEAR} of the screen, or at once when the address's hash names its anchor (a task's
 * link back to 'Requisitos para postular'), which it then scrolls to. Until then its anchor and
 * its titled card hold its place, so a link to `#anchor` lands and the page's outline is whole.
 * Without IntersectionObserver (old browsers, jsdom) it loads at once. With `load`, its code is
 * also fetched ahead once the page is in use (lib/prefetch.ts), so scrolling to it, or a press
 * that scrolls the page, does not compile it then (a 65 ms task in the bench's chat press).
 */
export function DeferredSection({
  anchor,
  title,
  icon,
  load,
  children,
}: {
  /** The element id that `#anchor` links land on. */
  anchor: string;
  /** The section's title, as the loaded section shows it. */
  title: string;
  icon?: LucideIcon;
  /** The section's code, to fetch ahead (a module-level loader: `lazyComponent(...).load`). */
  load?: Loader;
  /** The lazy section. */
  children: ReactNode;
}) {
  usePrefetch(load ? [load] : [], load !== undefined);
  const targeted = useLocation().hash === `#${anchor}`;
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  const show = near || targeted;

  useEffect(() => {
    const element = place.current;
    if (show || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  const placeholder = <SectionPlaceholder title={title} icon={icon} />;
  return (
    <div id={anchor} ref={place} className="scroll-mt-20">
      {show ? (
        <Suspense fallback={placeholder}>
          {children}
          {targeted && <ScrollToAnchor anchor={anchor} />}
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
