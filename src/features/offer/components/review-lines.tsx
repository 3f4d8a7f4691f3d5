import { CheckCircle2Icon, CircleAlertIcon, CircleDashedIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { OfferReview, ReviewLine } from '../lib/offer-review';

/** Where `#anexos` links land: the anexos' section on the same detail. */
const ANNEXES_HASH = '#anexos';

function FixLink({ line, onFollow }: { line: ReviewLine; onFollow?: () => void }) {
  const className = 'text-primary underline-offset-2 hover:underline';
  if (line.fix === 'documentos') {
    return (
      <Link to={paths.dashboard.documents.getHref()} className={className} onClick={onFollow}>
        Ir a Documentos de la empresa
      </Link>
    );
  }
  if (line.fix === 'anexos') {
    return (
      <a href={ANNEXES_HASH} className={className} onClick={onFollow}>
        Ir a Anexos
      </a>
    );
  }
  return null;
}

function LineIcon({ line }: { line: ReviewLine }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (line.ready) return <CheckCircle2Icon aria-hidden className={cn(className, 'text-success')} />;
  if (line.mandatory) {
    return <CircleAlertIcon aria-hidden className={cn(className, 'text-destructive')} />;
  }
  return <CircleDashedIcon aria-hidden className={cn(className, 'text-muted-foreground')} />;
}

function LineItem({ line, onFollow }: { line: ReviewLine; onFollow?: () => void }) {
  return (
    <li className="flex gap-2 text-sm">
      <LineIcon line={line} />
      <div className="min-w-0">
        <p className="break-words">
          <span className="font-medium">{line.label}</span>
          {!line.ready && !line.mandatory && (
            <span className="text-muted-foreground"> (opcional)</span>
          )}
          : {line.detail}
        </p>
        {!line.ready && <FixLink line={line} onFollow={onFollow} />}
      </div>
    </li>
  );
}

/**
 * The review's verdict and its lines: what fails first (mandatory, with how to fix it), then the
 * optional and unchecked ones, then what is ready. `failingOnly` shows the verdict and what
 * fails (the extension's 'Postular').
 */
export function ReviewLines({
  review,
  failingOnly = false,
  onFollow,
}: {
  review: OfferReview;
  failingOnly?: boolean;
  /** A fix link was followed (the dialog closes). */
  onFollow?: () => void;
}) {
  const notCounted = review.lines.filter((line) => !line.ready && !line.mandatory);
  const ready = review.lines.filter((line) => line.ready);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p
        className={cn(
          'rounded-lg border p-3 text-sm font-semibold',
          review.ready
            ? 'border-transparent bg-success/12 text-success'
            : 'border-destructive/40 text-destructive',
        )}
      >
        {review.verdict}
      </p>
      {review.failing.length > 0 && (
        <section aria-label="Lo que falta" className="flex flex-col gap-2">
          {!failingOnly && <h3 className="text-sm font-semibold">Lo que falta</h3>}
          <ul className="flex flex-col gap-2">
            {review.failing.map((line) => (
              <LineItem key={line.id} line={line} onFollow={onFollow} />
            ))}
          </ul>
        </section>
      )}
      {!failingOnly && notCounted.length > 0 && (
        <section aria-label="No obligatorio" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">No obligatorio</h3>
          <ul className="flex flex-col gap-2">
            {notCounted.map((line) => (
              <LineItem key={line.id} line={line} onFollow={onFollow} />
            ))}
          </ul>
        </section>
      )}
      {!failingOnly && ready.length > 0 && (
        <section aria-label="Lo que está listo" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Lo que está listo</h3>
          <ul className="flex flex-col gap-2">
            {ready.map((line) => (
              <LineItem key={line.id} line={line} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
