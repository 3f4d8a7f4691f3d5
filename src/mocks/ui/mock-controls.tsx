import { FlaskConicalIcon, MailIcon, PlayIcon, RotateCcwIcon, TrashIcon } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMockControlsSlot } from '@/lib/mock-controls-slot';
import { isSupervisor } from '@/entities/user/lib/permissions';
import { useOptionalUser } from '@/entities/user/hooks/use-current-user';
import {
  useImpersonation,
  useStartImpersonation,
} from '@/features/impersonation/hooks/use-impersonation';
import { clearOnLogout } from '@/lib/session';

import { db, PERSISTENCE_MESSAGES } from '../core/database';
import { FAULT_KINDS, faults, type FaultKind, type FaultMethod } from '../core/faults';
import { ExtensionMockPanel } from './extension-controls';
import { NotificationMockPanel } from './notification-controls';

const METHODS: FaultMethod[] = ['ANY', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The mock API's control (mock mode only): latency, forced failures on chosen endpoints, the
 * mailbox and a reset of the mock database.
 */
/**
 * Staff can act as another user (decision 0007). The user list that starts it belongs to user
 * administration; until that screen exists, the mock offers the same action here.
 */
function ImpersonationControl() {
  const user = useOptionalUser();
  const impersonation = useImpersonation();
  const start = useStartImpersonation();
  const [targetId, setTargetId] = useState('');
  useSyncExternalStore(db.subscribe, () => db.revision);
  if (!isSupervisor(user) || impersonation) return null;
  const others = db.state.users.filter((candidate) => candidate.id !== user?.id);
  return (
    <form
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (targetId) start.mutate(Number(targetId));
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="mock-impersonate">Suplantar a un usuario (solo staff)</Label>
        <Select value={targetId} onValueChange={setTargetId}>
          <SelectTrigger id="mock-impersonate">
            <SelectValue placeholder="Elige un usuario…" />
          </SelectTrigger>
          <SelectContent>
            {others.map((candidate) => (
              <SelectItem key={candidate.id} value={String(candidate.id)}>
                {candidate.name} ({candidate.email})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={!targetId || start.isPending}>
        Suplantar
      </Button>
    </form>
  );
}

/** The corner the button takes: the app's floating panels sit above it (`--floating-inset`). */
const FLOATING_INSET = '3.25rem';

export default function MockControls() {
  // In the app's header when the page has one; floating in the corner otherwise.
  const slot = useMockControlsSlot();
  const floating = slot === null;
  useEffect(() => {
    if (!floating) return;
    const root = document.documentElement.style;
    root.setProperty('--floating-inset', FLOATING_INSET);
    return () => {
      root.removeProperty('--floating-inset');
    };
  }, [floating]);
  const config = useSyncExternalStore(faults.subscribe, faults.get);
  const held = useSyncExternalStore(faults.subscribe, faults.held);
  const persistence = useSyncExternalStore(db.subscribe, () => db.persistence);
  const storageProblem =
    persistence.status === 'full' || persistence.status === 'failed'
      ? PERSISTENCE_MESSAGES[persistence.status]
      : null;
  const [kind, setKind] = useState<FaultKind>('server-error');
  const [method, setMethod] = useState<FaultMethod>('ANY');
  const [path, setPath] = useState('');
  const [times, setTimes] = useState('');

  const addRule = (event: FormEvent) => {
    event.preventDefault();
    const count = times.trim() === '' ? null : Number(times);
    if (count !== null && (!Number.isInteger(count) || count < 1)) {
      toast.error('Indica un número entero de veces (1 o más), o déjalo vacío para siempre.');
      return;
    }
    faults.add({ kind, method, path: path.trim(), times: count });
    setPath('');
    setTimes('');
  };

  const resetAll = async () => {
    await db.reset();
    faults.clear();
    clearOnLogout();
    toast.success('Datos simulados restablecidos');
    window.setTimeout(() => window.location.assign(paths.home.getHref()), 300);
  };

  const button = (
    <DialogTrigger asChild>
      <Button
        size="sm"
        variant="outline"
        className={cn(
          'rounded-full border-warning/40 text-warning max-sm:size-9 max-sm:px-0',
          floating && 'fixed right-3 bottom-3 z-40 bg-card/90 shadow-md backdrop-blur',
        )}
      >
        <FlaskConicalIcon aria-hidden />
        {/* Icon-only on phones, so it never covers the page; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">API simulada</span>
        {config.rules.length > 0 && <span className="font-bold">· {config.rules.length}</span>}
        {storageProblem && (
          <span className="font-bold">
            <span aria-hidden>!</span>
            <span className="sr-only"> (almacenamiento lleno)</span>
          </span>
        )}
      </Button>
    </DialogTrigger>
  );

  return (
    <Dialog>
      {slot ? createPortal(button, slot) : button}
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>API simulada</DialogTitle>
          <DialogDescription>
            Oportuna está funcionando con datos de demostración, sin servidor real. Aquí puedes
            simular demoras y fallas.
          </DialogDescription>
        </DialogHeader>

        {storageProblem && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {storageProblem}.
          </p>
        )}

        <div className="flex flex-col gap-2">
          <Label htmlFor="mock-latency">Demora añadida a cada respuesta (ms)</Label>
          <Input
            id="mock-latency"
            type="number"
            min={0}
            step={100}
            value={config.latencyMs}
            onChange={(event) =>
              faults.set({ latencyMs: Math.max(0, Number(event.target.value) || 0) })
            }
          />
        </div>

        <form onSubmit={addRule} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
          <p className="text-sm font-medium sm:col-span-2">Forzar una falla</p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-fault-kind">Tipo</Label>
            <Select value={kind} onValueChange={(value) => setKind(value as FaultKind)}>
              <SelectTrigger id="mock-fault-kind">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(FAULT_KINDS).map(([value, { label }]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-fault-method">Método</Label>
            <Select value={method} onValueChange={(value) => setMethod(value as FaultMethod)}>
              <SelectTrigger id="mock-fault-method">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {METHODS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value === 'ANY' ? 'Cualquiera' : value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-fault-path">Ruta (contiene)</Label>
            <Input
              id="mock-fault-path"
              placeholder="/users/me (vacío: todas)"
              value={path}
              onChange={(event) => setPath(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-fault-times">Veces (vacío: siempre)</Label>
            <Input
              id="mock-fault-times"
              inputMode="numeric"
              value={times}
              onChange={(event) => setTimes(event.target.value)}
            />
          </div>
          <Button type="submit" className="sm:col-span-2">
            Agregar falla
          </Button>
        </form>

        {config.rules.length > 0 && (
          <ul aria-label="Fallas activas" className="flex flex-col gap-1">
            {config.rules.map((rule) => (
              <li
                key={rule.id}
                className="flex items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm"
              >
                <span className="flex-1">
                  {FAULT_KINDS[rule.kind].label} ·{' '}
                  {rule.method === 'ANY' ? 'cualquier método' : rule.method} ·{' '}
                  {rule.path || 'todas las rutas'} ·{' '}
                  {rule.times === null ? 'siempre' : `${rule.times} vez/veces`}
                </span>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label="Quitar falla"
                  onClick={() => faults.remove(rule.id)}
                >
                  <TrashIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        {held.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span role="status">
              {held.length === 1
                ? '1 solicitud retenida en curso'
                : `${held.length} solicitudes retenidas en curso`}
            </span>
            <Button size="sm" variant="outline" onClick={() => faults.release()}>
              <PlayIcon aria-hidden /> Liberar
            </Button>
          </div>
        )}

        <ImpersonationControl />

        <NotificationMockPanel />

        <ExtensionMockPanel />

        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link to={paths.mock.mailbox.getHref()}>
              <MailIcon aria-hidden /> Ver correo simulado
            </Link>
          </Button>
          <Button variant="destructive" onClick={() => void resetAll()}>
            <RotateCcwIcon aria-hidden /> Restablecer datos
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
