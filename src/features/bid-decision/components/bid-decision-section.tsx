import { useQuery } from '@tanstack/react-query';
import { ScaleIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { CardSection } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePressOnce } from '@/hooks/use-press-once';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatChileDate } from '@/lib/format';
import { toast } from '@/lib/toast';

import {
  BID_DECISION_LABELS,
  BID_DECISIONS,
  bidDecisionInputSchema,
  REASON_MAX_LENGTH,
  type BidDecision,
  type BidDecisionKind,
} from '../api/bid-decision-schema';
import { bidDecisionQueryOptions } from '../api/get-bid-decision';
import { useSaveBidDecision } from '../api/save-bid-decision';
import { DECISION_BADGE_VARIANTS } from './decision-badge';

function CurrentDecision({ decision }: { decision: BidDecision }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={DECISION_BADGE_VARIANTS[decision.decision]}>
          {BID_DECISION_LABELS[decision.decision]}
        </Badge>
        <span className="text-muted-foreground">
          {decision.decididoPor.nombre}, el {formatChileDate(decision.decididoEn, 'dateTime')}
        </span>
      </p>
      <p className="whitespace-pre-line">{decision.motivo}</p>
    </div>
  );
}

type Errors = Partial<Record<'decision' | 'motivo', string>>;

function DecisionForm({
  companyId,
  codigo,
  current,
  onDone,
}: {
  companyId: number;
  codigo: string;
  current: BidDecision | null;
  onDone: () => void;
}) {
  const save = useSaveBidDecision(companyId, codigo);
  const press = usePressOnce();
  const saving = press.busy || save.isPending;
  const [decision, setDecision] = useState<BidDecisionKind | ''>(current?.decision ?? '');
  const [motivo, setMotivo] = useState(current?.motivo ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const reasonId = useId();
  const legendId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bidDecisionInputSchema.safeParse({ decision: decision || undefined, motivo });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await press.run(async () => {
      try {
        await save.mutateAsync(parsed.data);
        toast.success('Decisión guardada', {
          description: `${BID_DECISION_LABELS[parsed.data.decision]}: queda en el registro de actividades.`,
        });
        onDone();
      } catch (error) {
        toast.error('No pudimos guardar la decisión', { description: getErrorMessage(error) });
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={errors.decision ? `${legendId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="text-sm font-medium">
          ¿Qué decides?
        </legend>
        <div className="flex flex-wrap gap-2">
          {BID_DECISIONS.map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                decision === kind && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name={`${legendId}-decision`}
                value={kind}
                checked={decision === kind}
                onChange={() => setDecision(kind)}
                className="accent-primary"
              />
              {BID_DECISION_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.decision && (
          <p id={`${legendId}-error`} role="alert" className="text-sm text-destructive">
            {errors.decision}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="text-sm font-medium">
          Motivo
        </label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
          aria-invalid={Boolean(errors.motivo)}
          aria-describedby={errors.motivo ? `${reasonId}-error` : undefined}
          placeholder="Ej.: pide boleta de garantía y visita a terreno en otra región"
        />
        {errors.motivo && (
          <p id={`${reasonId}-error`} role="alert" className="text-sm text-destructive">
            {errors.motivo}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />}
          Guardar decisión
        </Button>
        {current && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * 'Decisión' on an opportunity's detail (decision 0032): what the team decided (Postular, No
 * postular, Revisar), why, who and when; recording or changing it writes the activity feed. The
 * scorecard it is decided on (decision 0033) comes first, composed by the caller.
 */
export function BidDecisionSection({
  companyId,
  codigo,
  scorecard,
}: {
  companyId: number;
  codigo: string;
  scorecard?: ReactNode;
}) {
  const query = useQuery(bidDecisionQueryOptions(companyId, codigo));
  const [editing, setEditing] = useState(false);
  const current = query.data ?? null;
  return (
    <CardSection
      flow
      title="Decisión"
      icon={ScaleIcon}
      className="min-w-0"
      action={
        current && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Cambiar decisión
          </Button>
        ) : undefined
      }
    >
      {scorecard && <div className="mb-4 border-b pb-4">{scorecard}</div>}
      {query.isPending ? (
        <Skeleton className="h-20" />
      ) : query.isError ? (
        <LoadError message="No pudimos cargar la decisión." onRetry={() => void query.refetch()} />
      ) : current && !editing ? (
        <CurrentDecision decision={current} />
      ) : (
        <DecisionForm
          companyId={companyId}
          codigo={codigo}
          current={current}
          onDone={() => setEditing(false)}
        />
      )}
    </CardSection>
  );
}
