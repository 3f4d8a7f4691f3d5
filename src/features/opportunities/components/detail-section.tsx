import type { TagIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One card of the opportunity's detail: a region named by its heading and icon. */
export function DetailSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof TagIcon;
  children: ReactNode;
}) {
  // A title such as 'Productos y servicios (3)' is no valid id reference: aria-labelledby
  // would split it at the spaces and the region would have no name.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border bg-card p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
