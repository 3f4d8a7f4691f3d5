import { useQuery } from '@tanstack/react-query';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  CircleXIcon,
  FileTextIcon,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { applicationsQueryOptions } from '@/entities/application/api/get-applications';
import { usualDaysToApply } from '@/entities/application/lib/days-to-apply';
import { useCompanyPriceLookup } from '@/entities/company-files/api/get-price-list';
import { chileDayKey } from '@/lib/chile-time';
import { cn } from '@/lib/cn';

import { BID_DECISION_LABELS } from '../api/bid-decision-schema';
import { BLOCKER_LABELS, scorecardQueryOptions, type Blocker } from '../api/get-scorecard';
import {
  blockerText,
  gradeBlockers,
  gradeCompetition,
  gradeFit,
  gradePayment,
  gradeTime,
  suggestDecision,
  VERDICT_LABELS,
  type OwnPaymentRecord,
  type PriceOf,
  type Verdict,
} from '../lib/scorecard';

const VERDICT_LOOK: Readonly<Record<Verdict, { icon: LucideIcon; className: string }>> = {
  a_favor: { icon: CircleCheckIcon, className: 'text-success' },
  atencion: { icon: CircleAlertIcon, className: 'text-warning' },
  en_contra: { icon: CircleXIcon, className: 'text-destructive' },
  sin_datos: { icon: CircleHelpIcon, className: 'text-muted-foreground' },
};

function VerdictMark({ verdict }: { verdict: Verdict }) {
  const { icon: Icon, className } = VERDICT_LOOK[verdict];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', className)}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {VERDICT_LABELS[verdict]}
    </span>
  );
}

function Source({ blocker }: { blocker: Blocker }) {
  if (!blocker.fuente) return null;
  return (
    <figure className="mt-1 flex flex-col gap-0.5 rounded-md bg-muted/50 px-3 py-2 text-xs">
      <blockquote className="text-muted-foreground">
        <q>{blocker.fuente.texto}</q>
      </blockquote>
      <figcaption className="flex items-center gap-1.5 font-medium">
        <FileTextIcon aria-hidden className="size-3.5 shrink-0" />
        Fuente: {blocker.fuente.archivo}
      </figcaption>
    </figure>
  );
}

function Requirements({ blockers, nowMs }: { blockers: readonly Blocker[]; nowMs: number }) {
  const shown = blockers.filter((blocker) => blocker.exigido !== false);
  const notAsked = blockers.filter((blocker) => blocker.exigido === false);
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">Lo que dicen los documentos</h4>
      {shown.length > 0 && (
        <ul aria-label="Requisitos exigidos" className="flex flex-col gap-2">
          {shown.map((blocker) => (
            <li key={blocker.tipo} className="text-sm">
              {blockerText(blocker, nowMs)}
              <Source blocker={blocker} />
            </li>
          ))}
        </ul>
      )}
      {notAsked.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            No exige:{' '}
            {notAsked.map((blocker) => BLOCKER_LABELS[blocker.tipo].toLowerCase()).join(', ')}
          </summary>
          <ul aria-label="Requisitos no exigidos" className="mt-2 flex flex-col gap-2">
            {notAsked.map((blocker) => (
              <li key={blocker.tipo}>
                {blockerText(blocker, nowMs)}
                <Source blocker={blocker} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * '¿Conviene postular?' on an opportunity's detail (decision 0033): five parts, each with its
 * verdict and why, the decision they suggest, and the documents' hard requirements with the
 * passage that states each. The decision stays the team's.
 */
export function DecisionScorecard({
  companyId,
  codigo,
  closeIso,
  budget,
  paymentRecord,
}: {
  companyId: number;
  codigo: string;
  closeIso: string;
  /** The estimated amount, when the buyer published it. */
  budget: number | null;
  /** How the buyer pays the company's own invoices; null when unknown to the app. */
  paymentRecord: OwnPaymentRecord | null;
}) {
  const [nowMs] = useState(() => Date.now());
  const scorecard = useQuery({
    ...scorecardQueryOptions(companyId, codigo),
    meta: { silent: true },
  });
  const applications = useQuery({ ...applicationsQueryOptions(companyId), meta: { silent: true } });
  const lookup = useCompanyPriceLookup(companyId);
  const data = scorecard.data;

  const factors = useMemo(() => {
    if (!data) return null;
    const priceOf: PriceOf = lookup
      ? (item) => lookup(item.producto, item.codigoProducto)
      : () => undefined;
    return [
      gradeFit(data.items, priceOf, budget),
      gradeCompetition(data.competencia),
      gradePayment(paymentRecord, data.reclamosComprador),
      gradeTime(
        closeIso,
        nowMs,
        applications.data ? usualDaysToApply(applications.data, chileDayKey(nowMs)!) : null,
      ),
      gradeBlockers(data.bloqueos, data.documentosLeidos, nowMs),
    ];
  }, [data, lookup, budget, paymentRecord, closeIso, nowMs, applications.data]);

  if (scorecard.isError) {
    return (
      <LoadError
        message="No pudimos cargar la evaluación de la oportunidad."
        onRetry={() => void scorecard.refetch()}
      />
    );
  }
  if (!data || !factors) return <Skeleton className="h-48" />;
  const suggestion = suggestDecision(factors);
  return (
    <section aria-labelledby={`${codigo}-scorecard`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${codigo}-scorecard`} className="text-sm font-semibold">
          ¿Conviene postular?
        </h3>
        <p className="text-sm">
          Sugerencia: <strong>{BID_DECISION_LABELS[suggestion]}</strong>
        </p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        {factors.map((factor) => (
          <div key={factor.id} className="flex flex-col gap-1 rounded-md border p-3">
            <dt className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
              {factor.title}
              <VerdictMark verdict={factor.verdict} />
            </dt>
            <dd className="text-sm text-muted-foreground">{factor.summary}</dd>
          </div>
        ))}
      </dl>
      <Requirements blockers={data.bloqueos} nowMs={nowMs} />
      <p className="text-xs text-muted-foreground">
        La sugerencia resume estos cinco puntos; la decisión es de tu equipo.
      </p>
    </section>
  );
}
