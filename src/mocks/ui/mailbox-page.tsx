import { formatDistanceToNow } from 'date-fns';
import { es } from 'date-fns/locale';
import { InboxIcon, MailIcon } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Logo } from '@/components/brand/logo';
import { EmptyState } from '@/components/feedback/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths, safeInternalPath } from '@/config/paths';

import { db } from '../core/database';

/**
 * The mock server's outbox (/mock/correo, mock mode only): every e-mail it 'sent', newest first,
 * as plain text with its links. Lets a demo or a test follow a verification, reset or
 * invitation link without a real mail server.
 */
export function Component() {
  useSyncExternalStore(db.subscribe, () => db.revision);
  const emails = db.state.emails;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = emails.find((email) => email.id === selectedId) ?? emails[0];

  return (
    <div className="min-h-svh bg-background">
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="Oportuna: ir al inicio">
          <Logo />
        </Link>
        <Badge variant="warning">Simulado</Badge>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:p-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Correo simulado</h1>
          <p className="text-sm text-muted-foreground">
            Los correos que la API simulada habría enviado. Solo existe en modo de demostración.
          </p>
        </div>
        {emails.length === 0 ? (
          <EmptyState icon={InboxIcon} title="No hay correos todavía">
            <p>
              Cuando te registres, recuperes una contraseña o invites a alguien, el correo aparecerá
              aquí.
            </p>
          </EmptyState>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <Card as="ul" aria-label="Bandeja de entrada" className="flex flex-col gap-1 p-1">
              {emails.map((email) => (
                <li key={email.id}>
                  <button
                    type="button"
                    aria-current={email.id === selected?.id ? 'true' : undefined}
                    onClick={() => setSelectedId(email.id)}
                    className={cn(
                      'flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left text-sm hover:bg-accent',
                      email.id === selected?.id && 'bg-accent',
                    )}
                  >
                    <span className="truncate font-medium">{email.subject}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      Para {email.to} ·{' '}
                      {formatDistanceToNow(new Date(email.sentAt), { addSuffix: true, locale: es })}
                    </span>
                  </button>
                </li>
              ))}
            </Card>
            {selected && (
              <Card as="article" aria-label={selected.subject} className="flex flex-col gap-4 p-5">
                <div className="flex items-start gap-3">
                  <MailIcon className="mt-1 size-5 text-primary" aria-hidden />
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold">{selected.subject}</h2>
                    <p className="text-sm text-muted-foreground">
                      De: Oportuna &lt;no-responder@oportuna.cl&gt; · Para: {selected.to}
                    </p>
                  </div>
                </div>
                <p className="text-sm leading-relaxed whitespace-pre-line">{selected.text}</p>
                <div className="flex flex-wrap gap-2">
                  {selected.links.map((link) => (
                    <Button key={link.href} asChild>
                      <Link to={safeInternalPath(link.href)}>{link.label}</Link>
                    </Button>
                  ))}
                </div>
              </Card>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
