import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/**
 * 'Volver', the form's title and a line of context: the top of every access form. The heading
 * level follows the page (h2 under the landing page's h1, h1 on its own screen).
 */
export function FormHeading({
  title,
  children,
  onBack,
  backTo,
  level = 'h2',
}: {
  title: string;
  children: ReactNode;
  onBack: () => void;
  /** The static landing's view 'Volver' goes to (`data-landing-go`, decision 0010). */
  backTo?: string;
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 w-fit text-muted-foreground"
        data-landing-go={backTo}
        onClick={onBack}
      >
        <ArrowLeftIcon aria-hidden />
        Volver
      </Button>
      <Heading className="text-2xl font-bold tracking-tight">{title}</Heading>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
