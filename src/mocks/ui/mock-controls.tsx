import { FlaskConicalIcon, MailIcon, RotateCcwIcon, TrashIcon } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
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
import { paths } from '@/config/paths';
import { isSupervisor } from '@/entities/user/api/permissions';
import { useOptionalUser } from '@/entities/user/api/use-current-user';
import {
  useImpersonation,
  useStartImpersonation,
} from '@/features/impersonation/hooks/use-impersonation';
import { clearOnLogout } from '@/lib/session';

import { db } from '../db/database';
import { FAULT_KINDS, faults, type FaultKind, type FaultMethod } from '../server/faults';

const METHODS: FaultMethod[] = ['ANY', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/30 outline-none';

/**
 * The mock API's control (mock mode only): latency, forced failures on chosen endpoints, the
 * mailbox and a reset of the mock database.
 */
/**
 * Staff can act as another user (spec access §4). The user list that starts it belongs to user
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
        <select
          id="mock-impersonate"
          className={selectClass}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        >
          <option value="">Elige un usuario…</option>
          {others.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} ({candidate.email})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={!targetId || start.isPending}>
        Suplantar
      </Button>
    </form>
  );
}

export default function MockControls() {
  const config = useSyncExternalStore(faults.subscribe, faults.get);
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

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className="fixed right-3 bottom-3 z-40 rounded-full border-warning/40 bg-card/90 text-warning shadow-md backdrop-blur max-sm:size-9 max-sm:px-0"
        >
          <FlaskConicalIcon aria-hidden />
          {/* Icon-only on phones, so it never covers the page; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">API simulada</span>
          {config.rules.length > 0 && <span className="font-bold">· {config.rules.length}</span>}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>API simulada</DialogTitle>
          <DialogDescription>
            Oportuna está funcionando con datos de demostración, sin servidor real. Aquí puedes
            simular demoras y fallas.
          </DialogDescription>
        </DialogHeader>

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
            <select
              id="mock-fault-kind"
              className={selectClass}
              value={kind}
              onChange={(event) => setKind(event.target.value as FaultKind)}
            >
              {Object.entries(FAULT_KINDS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-fault-method">Método</Label>
            <select
              id="mock-fault-method"
              className={selectClass}
              value={method}
              onChange={(event) => setMethod(event.target.value as FaultMethod)}
            >
              {METHODS.map((value) => (
                <option key={value} value={value}>
                  {value === 'ANY' ? 'Cualquiera' : value}
                </option>
              ))}
            </select>
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
            {config.rules.map((rule, index) => (
              <li
                key={`${rule.kind}-${rule.path}-${index}`}
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
                  onClick={() =>
                    faults.set({ rules: config.rules.filter((_, position) => position !== index) })
                  }
                >
                  <TrashIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <ImpersonationControl />

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
