import { useQueryClient } from '@tanstack/react-query';
import { BellRingIcon, CalendarCheckIcon, MegaphoneIcon, SendIcon } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { opportunityKeys } from '@/features/opportunities/api/search-opportunities';
import { systemMessageKeys } from '@/features/system-messages/api/get-system-messages';
import { upcomingKeys } from '@/features/upcoming/api/upcoming-keys';
import { toast } from '@/lib/toast';

import { db } from '../core/database';
import { sendDocumentAlerts } from '../areas/notifications/document-alerts';
import {
  advanceTender,
  notifyRadarForTags,
  sendSavedSearchAlerts,
  TENDER_CHANGE_LABELS,
  TenderChangeError,
  type TenderChange,
} from '../areas/notifications/notification-rules';
import { upcomingAlertRun } from '../areas/notifications/upcoming-alert-items';
import {
  notifyUpcomingForTags,
  publishFollowedCall,
  tellPublishedFollows,
} from '../areas/notifications/upcoming-alerts';
import { PublishCallError } from '../areas/planning/follows';
import {
  activeSystemMessages,
  publishSystemMessage,
  SYSTEM_MESSAGE_COLORS,
  withdrawSystemMessage,
} from '../areas/messages/system-message-rules';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the real server does on its own, on demand: a tender changes on the portal (its tagged
 * followers are notified), the saved searches' alert time arrives, a system notice goes up or
 * down. The app is told at once (its queries refetch), as a push would.
 */
export function NotificationControls() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [change, setChange] = useState<TenderChange>('close-date');
  const [sending, setSending] = useState(false);

  const refreshNotifications = () =>
    queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const changeTender = (event: FormEvent) => {
    event.preventDefault();
    try {
      const { description, notifications } = advanceTender(code, change);
      void refreshNotifications();
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
      toast.success(`${code.trim()}: ${description}`, {
        description:
          notifications.length === 0
            ? 'Ninguna etiqueta con avisos activados está en esta oportunidad: nadie fue notificado.'
            : `${plural(notifications.length, 'notificación generada', 'notificaciones generadas')}.`,
      });
    } catch (error) {
      if (!(error instanceof TenderChangeError)) throw error;
      toast.error(error.message);
    }
  };

  const sendAlerts = () => {
    setSending(true);
    // The first run builds the search index: let the button show it is working first.
    window.setTimeout(() => {
      try {
        const now = new Date();
        // Each company's expected items are computed once for the searches and the tags.
        const upcoming = upcomingAlertRun(now.getTime());
        const results = sendSavedSearchAlerts(now, upcoming);
        const tagNotices = notifyRadarForTags(now);
        const upcomingTags = notifyUpcomingForTags(now, upcoming);
        const published = tellPublishedFollows(now);
        const documents = sendDocumentAlerts(now);
        const withNews = results.filter(
          (result) =>
            result.newMatches > 0 || result.radarMatches > 0 || result.upcomingMatches > 0,
        );
        void refreshNotifications();
        if (published.notifications.length > 0) {
          void queryClient.invalidateQueries({ queryKey: upcomingKeys.all });
        }
        if (
          withNews.length === 0 &&
          tagNotices.length === 0 &&
          upcomingTags.notifications.length === 0 &&
          published.notifications.length === 0 &&
          documents.told.length === 0
        ) {
          toast.info(
            `${
              results.length === 0
                ? 'No hay búsquedas guardadas con alertas por correo.'
                : 'Ninguna búsqueda guardada con alertas tiene oportunidades nuevas desde su último envío.'
            } Ningún documento de las empresas tiene avisos pendientes.`,
          );
          return;
        }
        const notified = withNews.reduce((sum, result) => sum + result.notified, 0);
        const mailed = withNews.reduce((sum, result) => sum + result.mailed, 0);
        toast.success(
          withNews.length > 0
            ? `Alertas enviadas: ${withNews.map((result) => `«${result.name}» (${result.newMatches} nuevas, ${result.radarMatches} del radar, ${result.upcomingMatches} de lo que viene)`).join(', ')}`
            : tagNotices.length > 0 || upcomingTags.notifications.length > 0
              ? 'Avisos por etiquetas enviados'
              : published.notifications.length > 0
                ? 'Avisos de licitaciones publicadas enviados'
                : 'Avisos de documentos enviados',
          {
            description: [
              withNews.length > 0
                ? `${plural(notified, 'persona notificada', 'personas notificadas')} y ${plural(mailed, 'correo', 'correos')}.`
                : null,
              tagNotices.length > 0
                ? `${plural(tagNotices.length, 'aviso', 'avisos')} del radar por etiquetas con avisos.`
                : null,
              upcomingTags.notifications.length > 0
                ? `${plural(upcomingTags.notifications.length, 'aviso', 'avisos')} de lo que viene por etiquetas con avisos (${plural(upcomingTags.items, 'elemento', 'elementos')}).`
                : null,
              published.notifications.length > 0
                ? `${plural(published.people, 'persona supo', 'personas supieron')} que se publicó la licitación que seguía.`
                : null,
              documents.told.length > 0
                ? `Documentos: ${documents.told.map((entry) => `«${entry.name}» (${plural(entry.people, 'persona', 'personas')})`).join(', ')}; ${plural(documents.notifications.length, 'notificación', 'notificaciones')} y ${plural(documents.mailed, 'correo', 'correos')}.`
                : null,
            ]
              .filter(Boolean)
              .join(' '),
          },
        );
      } finally {
        setSending(false);
      }
    }, 0);
  };

  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={changeTender}
        className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
        aria-labelledby="mock-tender-change-title"
      >
        <p id="mock-tender-change-title" className="text-sm font-medium sm:col-span-2">
          Simular un cambio en una licitación
        </p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="mock-tender-code">Código de la oportunidad</Label>
          <Input
            id="mock-tender-code"
            placeholder="6164-39-LP26"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="mock-tender-change">Cambio</Label>
          <Select value={change} onValueChange={(value) => setChange(value as TenderChange)}>
            <SelectTrigger id="mock-tender-change">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(TENDER_CHANGE_LABELS).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-xs text-muted-foreground sm:col-span-2">
          Notifica a las empresas que tienen la oportunidad con una etiqueta con avisos activados.
        </p>
        <Button type="submit" variant="outline" className="sm:col-span-2" disabled={!code.trim()}>
          <BellRingIcon aria-hidden /> Simular cambio
        </Button>
      </form>

      <div className="flex flex-col gap-2 rounded-lg border p-3">
        <p className="text-sm text-muted-foreground">
          Corre ahora cada búsqueda guardada con alertas por correo, como a su hora de envío, y
          avisa de los documentos de las empresas por vencer (a 30 y a 7 días, o antes del cierre de
          una oportunidad que siguen).
        </p>
        <Button variant="outline" disabled={sending} onClick={sendAlerts}>
          <SendIcon aria-hidden />
          {sending ? 'Enviando alertas...' : 'Enviar alertas de búsquedas y documentos'}
        </Button>
      </div>

      <PublishFollowedControls />
    </div>
  );
}

/**
 * The buyer of something a person follows in 'Lo que viene' publishes the tender it expected:
 * the follower is notified and mailed, and the page shows 'Publicada: {código}'.
 */
function PublishFollowedControls() {
  const queryClient = useQueryClient();
  useSyncExternalStore(db.subscribe, () => db.revision);
  const [chosen, setChosen] = useState('');
  const [publishing, setPublishing] = useState(false);
  const open = db.state.upcomingFollows.filter((follow) => follow.publicada === null);
  const selected = open.find((follow) => String(follow.id) === chosen) ?? open[0];

  const follower = (userId: number) =>
    db.state.users.find((user) => user.id === userId)?.name ?? `usuario ${userId}`;

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setPublishing(true);
    // The forecast behind the followed item takes a moment: let the button say it is working.
    window.setTimeout(() => {
      try {
        const { record, people, mailed } = publishFollowedCall(selected.id);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void queryClient.invalidateQueries({ queryKey: upcomingKeys.all });
        toast.success(`Publicada: ${record.code}`, {
          description: `${plural(people, 'persona notificada', 'personas notificadas')} y ${plural(mailed, 'correo', 'correos')}.`,
        });
      } catch (error) {
        if (!(error instanceof PublishCallError)) throw error;
        toast.error(error.message);
      } finally {
        setPublishing(false);
      }
    }, 0);
  };

  return (
    <form
      onSubmit={publish}
      className="flex flex-col gap-2 rounded-lg border p-3"
      aria-labelledby="mock-publish-followed-title"
    >
      <p id="mock-publish-followed-title" className="text-sm font-medium">
        Publicar lo que se sigue
      </p>
      {selected ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mock-followed-item">Elemento seguido</Label>
            <Select value={String(selected.id)} onValueChange={setChosen}>
              <SelectTrigger id="mock-followed-item">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {open.map((follow) => (
                  <SelectItem key={follow.id} value={String(follow.id)}>
                    {follow.descripcion} · {follow.buyerCode} · {follower(follow.userId)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p className="text-xs text-muted-foreground">
            El comprador publica hoy la licitación que el elemento anunciaba: quien lo sigue recibe
            una notificación y un correo.
          </p>
          <Button type="submit" variant="outline" disabled={publishing}>
            <CalendarCheckIcon aria-hidden />
            {publishing ? 'Publicando...' : 'Publicar la licitación esperada'}
          </Button>
        </>
      ) : (
        <p className="text-xs text-muted-foreground">
          Nadie sigue un elemento sin publicar: sigue una línea del plan o una consulta al mercado
          en Lo que viene.
        </p>
      )}
    </form>
  );
}

/** Publishes a system notice for every signed-in user, and withdraws it. */
export function SystemMessageControls() {
  const queryClient = useQueryClient();
  useSyncExternalStore(db.subscribe, () => db.revision);
  const [message, setMessage] = useState('');
  const [color, setColor] = useState<string>('azul');
  const active = activeSystemMessages();

  const refresh = () => queryClient.invalidateQueries({ queryKey: systemMessageKeys.all });

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    publishSystemMessage({ message, color });
    setMessage('');
    void refresh();
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <form onSubmit={publish} className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="mock-system-message">Aviso del sistema</Label>
          <Textarea
            id="mock-system-message"
            rows={2}
            placeholder="Mercado Público estará en mantención el sábado de 22:00 a 02:00."
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="mock-system-message-color">Color</Label>
          <Select value={color} onValueChange={setColor}>
            <SelectTrigger id="mock-system-message-color">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {[...SYSTEM_MESSAGE_COLORS, 'gris'].map((value) => (
                <SelectItem key={value} value={value}>
                  {value}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" variant="outline" className="self-end" disabled={!message.trim()}>
          <MegaphoneIcon aria-hidden /> Publicar aviso
        </Button>
      </form>
      {active.length > 0 && (
        <ul aria-label="Avisos publicados" className="flex flex-col gap-1">
          {active.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">
                {entry.color} · {entry.message}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Retirar aviso: ${entry.message}`}
                onClick={() => {
                  withdrawSystemMessage(entry.id);
                  void refresh();
                }}
              >
                Retirar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The 'API simulada' dialog's part for notifications and system notices, folded so the dialog
 * stays short.
 */
export function NotificationMockPanel() {
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer text-sm font-medium">Notificaciones y avisos</summary>
      <div className="mt-3 flex flex-col gap-3">
        <NotificationControls />
        <SystemMessageControls />
      </div>
    </details>
  );
}
