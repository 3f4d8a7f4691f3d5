import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { ClipboardCheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { CardSection } from '@/components/blocks/card';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';
import { tasksQueryOptions } from '@/entities/task/api/get-tasks';
import type { Task } from '@/entities/task/api/task-schema';
import { chileDayKey } from '@/lib/chile-time';

import { requirementsQueryOptions } from '../api/get-requirements';
import {
  REQUIREMENT_GROUP_LABELS,
  REQUIREMENT_GROUPS,
  REQUIREMENT_LEVEL_LABELS,
  type Requirement,
  type RequirementLevel,
} from '../api/offer-schema';
import {
  readyCount,
  requirementState,
  REQUIREMENT_STATE_LABELS,
  type RequirementState,
  type RequirementStateKind,
} from '../lib/requirement-state';
import { AssignRequirementDialog, type AssignTarget } from './assign-requirement-dialog';
import { OfferReadyActions, type OfferDetail } from './offer-ready-actions';

const STATE_VARIANTS: Readonly<
  Record<RequirementStateKind, 'success' | 'destructive' | 'warning' | 'secondary'>
> = {
  listo: 'success',
  falta: 'destructive',
  vence_antes_del_cierre: 'warning',
  se_genera_aqui: 'secondary',
};

const LEVEL_VARIANTS: Readonly<Record<RequirementLevel, 'outline' | 'secondary' | 'warning'>> = {
  obligatorio: 'outline',
  opcional: 'secondary',
  inadmisibilidad: 'warning',
};

function StateBadge({ state }: { state: RequirementState }) {
  const label = REQUIREMENT_STATE_LABELS[state.state];
  return (
    <Badge variant={STATE_VARIANTS[state.state]} className="whitespace-normal">
      {'document' in state ? `${label}: ${state.document.name}` : label}
    </Badge>
  );
}

function RequirementRow({
  requirement,
  state,
  task,
  onAssign,
}: {
  requirement: Requirement;
  state: RequirementState;
  task: Task | undefined;
  onAssign: () => void;
}) {
  const notReady = state.state !== 'listo';
  return (
    <li className="flex flex-col gap-2 border-t py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 text-sm font-medium">{requirement.name}</h4>
        <div className="flex flex-wrap gap-1">
          <Badge variant={LEVEL_VARIANTS[requirement.level]}>
            {REQUIREMENT_LEVEL_LABELS[requirement.level]}
          </Badge>
          <StateBadge state={state} />
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          Fuente: {requirement.source.file}
        </summary>
        <blockquote className="mt-2 border-l-2 pl-3 text-muted-foreground">
          {requirement.source.passage}
        </blockquote>
      </details>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {state.state === 'falta' && (
          <Link
            to={paths.dashboard.documents.getHref()}
            className="text-primary underline-offset-2 hover:underline"
          >
            Subir a Documentos de la empresa
          </Link>
        )}
        {task ? (
          <Link
            to={paths.dashboard.tasks.getHref({ taskId: task.id })}
            className="text-primary underline-offset-2 hover:underline"
          >
            Asignado a {task.assignee?.name ?? 'nadie aún'}
          </Link>
        ) : (
          notReady && (
            <Button
              variant="outline"
              size="sm"
              onClick={onAssign}
              aria-label={`Asignar: ${requirement.name}`}
            >
              Asignar
            </Button>
          )
        )}
      </div>
    </li>
  );
}

/**
 * 'Requisitos para postular' (issue 40, decision 0035): what the bases ask of the offer, each
 * with its passage and how it stands against the company's vault on the close. 'N de M
 * requisitos listos' counts 'Listo' only: an annex ('Se genera aquí') is not ready until filled.
 */
export function RequirementsSection({
  companyId,
  codigo,
  detail,
  now = new Date(),
}: {
  companyId: number;
  codigo: string;
  /** The opportunity, for the check before sending and the package (none: no buttons). */
  detail?: OfferDetail;
  now?: Date;
}) {
  const requirements = useQuery(requirementsQueryOptions(companyId, codigo));
  const documents = useQuery(companyDocumentsQueryOptions(companyId));
  const tasks = useQuery(tasksQueryOptions({ companyId, opportunityCode: codigo }));
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const today = chileDayKey(now)!;

  const rows = useMemo(() => {
    if (!requirements.data || !documents.data) return null;
    const closeDay = chileDayKey(requirements.data.closeAt);
    return requirements.data.requirements.map((requirement) => ({
      requirement,
      state: requirementState(requirement, documents.data, { today, closeDay }),
      task: tasks.data?.find(
        (task) => task.requirement?.id === requirement.id && task.status !== 'hecha',
      ),
    }));
  }, [requirements.data, documents.data, tasks.data, today]);

  let body;
  if (requirements.isError || documents.isError) {
    body = (
      <LoadError
        message={
          requirements.isError
            ? 'No pudimos leer los requisitos de esta oportunidad.'
            : 'No pudimos leer los documentos de la empresa.'
        }
        onRetry={() => {
          if (requirements.isError) void requirements.refetch();
          if (documents.isError) void documents.refetch();
        }}
      />
    );
  } else if (!rows || !requirements.data) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Cargando requisitos">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Esta oportunidad no tiene bases adjuntas para leer sus requisitos.
      </p>
    );
  } else {
    const data = requirements.data;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <strong>
            {readyCount(rows.map((row) => row.state))} de {rows.length} requisitos listos
          </strong>
          <span className="text-muted-foreground">
            {' '}
            · leídos de {data.documentsRead.join(', ')}
            {data.advancedSignature ? ' · los anexos van con firma electrónica avanzada' : ''}
          </span>
        </p>
        {detail && (
          <OfferReadyActions
            companyId={companyId}
            detail={detail}
            today={today}
            generatedOn={format(now, "d 'de' MMMM 'de' yyyy", { locale: es })}
          />
        )}
        {REQUIREMENT_GROUPS.map((group) => {
          const inGroup = rows.filter((row) => row.requirement.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-label={REQUIREMENT_GROUP_LABELS[group]}>
              <h3 className="mb-2 text-sm font-semibold">{REQUIREMENT_GROUP_LABELS[group]}</h3>
              <ul className="flex flex-col">
                {inGroup.map((row) => (
                  <RequirementRow
                    key={row.requirement.id}
                    {...row}
                    onAssign={() =>
                      setAssigning({
                        requirement: row.requirement,
                        codigo,
                        closeAt: data.closeAt,
                      })
                    }
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <>
      <CardSection title="Requisitos para postular" icon={ClipboardCheckIcon} flow>
        {body}
      </CardSection>
      <AssignRequirementDialog
        companyId={companyId}
        target={assigning}
        today={today}
        onOpenChange={(open) => {
          if (!open) setAssigning(null);
        }}
      />
    </>
  );
}
