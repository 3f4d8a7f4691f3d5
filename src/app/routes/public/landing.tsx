import { BellRingIcon, FileSearchIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { TypedSlogans } from '@/components/marketing/typed-slogans';
import { Button } from '@/components/ui/button';
import { paths, safeReturnPath } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { useFocusOnChange } from '@/hooks/use-focus-on-change';
import { useSessionToken } from '@/hooks/use-session-token';
import { readPendingInvitation, storePendingInvitation } from '@/lib/session';
import { toast } from '@/lib/toast';

import { GoogleEntry } from './google-entry';
import { readStaticLandingView, type LandingView } from './static-landing-view';

/** The highlights enter 0.5, 1.5 and 2.5 s after the page. */
const HIGHLIGHTS = [
  {
    icon: SparklesIcon,
    text: 'Describe lo que vendes con tus palabras y la IA busca entre licitaciones y compras ágiles de todo Chile.',
    delay: '0.5s',
  },
  {
    icon: BellRingIcon,
    text: 'Guarda tus búsquedas y recibe alertas por correo en los horarios que elijas.',
    delay: '1.5s',
  },
  {
    icon: FileSearchIcon,
    text: 'Pregunta a un asistente por las bases y anexos antes de decidir si postular.',
    delay: '2.5s',
  },
];

export function Component() {
  const token = useSessionToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const invitedEmail = searchParams.get('invitedUserEmail')?.trim() || undefined;
  const cameFromProtectedPage = searchParams.has('volver');
  const [view, setView] = useState<LandingView>(() => {
    if (invitedEmail) return 'register';
    // Hydrating index.html's static copy: the view the visitor chose before the app was in.
    const chosen = readStaticLandingView();
    if (chosen) return chosen;
    const asked = searchParams.get('auth');
    if (asked === 'login' || cameFromProtectedPage) return 'login';
    if (asked === 'register') return 'register';
    return 'welcome';
  });
  // '?auth=login' or 'register' reached while the landing is already open (a link from the
  // reset-password or invitation screens, the browser's back): its view, not only at mount.
  // The panel starts again in the view asked (it keeps its own login/register toggle).
  const auth = searchParams.get('auth');
  const [asked, setAsked] = useState({ auth, times: 0 });
  if (auth !== asked.auth) {
    setAsked({ auth, times: asked.times + 1 });
    if (auth === 'login' || auth === 'register') setView(auth);
  }
  const panel = useRef<HTMLDivElement>(null);
  // A view switched to gets the keyboard: the form's first field, or 'Comenzamos' back.
  useFocusOnChange(view === 'welcome', panel, view === 'welcome' ? 'button' : 'input');
  const [pendingCompany] = useState(() => {
    const invitationToken = searchParams.get('invitationToken');
    const companyId = searchParams.get('companyId');
    // Accepted right after the visitor signs in or registers (idempotent: safe to run twice).
    if (invitationToken && companyId) {
      storePendingInvitation({ token: invitationToken, companyId });
      return 'la empresa que te invitó';
    }
    const stored = readPendingInvitation();
    return stored ? (stored.companyName ?? 'la empresa que te invitó') : undefined;
  });

  useEffect(() => {
    const next = new URLSearchParams(searchParams);
    let changed = false;
    if (searchParams.get('sessionExpired') === 'true') {
      toast.error('Sesión expirada', {
        id: 'session-expired',
        description: 'Su sesión ha caducado. Por favor, inicie sesión nuevamente.',
      });
      next.delete('sessionExpired');
      changed = true;
    }
    if (searchParams.has('invitationToken') || searchParams.has('companyId')) {
      next.delete('invitationToken');
      next.delete('companyId');
      changed = true;
    }
    if (changed) setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  if (token) return <Navigate to={safeReturnPath(searchParams.get('volver'))} replace />;

  return (
    <div className="grid min-h-svh lg:grid-cols-[1.1fr_1fr]">
      <section
        aria-label="Oportuna"
        className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-10 text-white sm:px-12 lg:py-16"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-sky-400/20 blur-3xl"
        />
        <div className="relative flex h-full max-w-xl flex-col gap-8">
          <Logo inverse />
          {/* On a phone, once a sign-in or sign-up form is open (by the app or by index.html's
              script before it), the slogan steps aside so the form is in view. */}
          <div className="flex flex-col gap-4 max-lg:in-[:has([data-landing-view=login],[data-landing-view=register])]:hidden lg:mt-12">
            <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
              Mercado Público, sin perder oportunidades
            </p>
            <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl">
              Encuentra las licitaciones que tu empresa puede ganar.
            </h1>
            <TypedSlogans slogans={LANDING_SLOGANS} />
          </div>
          <ul className="hidden flex-col gap-4 sm:flex">
            {HIGHLIGHTS.map(({ icon: Icon, text, delay }) => (
              <li
                key={text}
                className="flex animate-fade-in gap-3 text-brand-100 [animation-fill-mode:both]"
                style={{ animationDelay: delay }}
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="text-base leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <main className="flex items-start justify-center px-6 py-10 sm:px-12 lg:items-center">
        <div className="flex w-full max-w-sm flex-col gap-6">
          {pendingCompany && (
            <p
              role="status"
              className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
            >
              <UsersIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Inicia sesión o crea tu cuenta para unirte a <strong>{pendingCompany}</strong>.
              </span>
            </p>
          )}
          {/* index.html's script swaps this panel's view before the app is in (decision 0010):
              the views and the buttons between them carry data-landing-view / -go for it. */}
          <div ref={panel} data-landing-panel="" className="contents">
            {view === 'welcome' ? (
              <Welcome onGo={setView} />
            ) : (
              <AuthPanel
                key={asked.times}
                initialMode={view}
                invitedEmail={invitedEmail}
                onBack={() => setView('welcome')}
              />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}

const ACCOUNT_CHOICES = [
  { view: 'register', label: 'Crear cuenta' },
  { view: 'login', label: 'Ya tengo cuenta' },
] as const;

/**
 * The choice: 'Comenzamos' (the auth form) or Google, a plain 'Crear cuenta' or 'Ya tengo
 * cuenta' for whoever knows which they need, and the legal links.
 */
function Welcome({ onGo }: { onGo: (view: 'login' | 'register') => void }) {
  return (
    <div data-landing-view="welcome" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold tracking-tight">
          Tu próxima venta al Estado empieza aquí
        </h2>
        <p className="text-muted-foreground">
          Licitaciones y compras ágiles de todo Chile, ordenadas por lo que tu empresa vende.
        </p>
      </div>
      <div className="flex flex-col gap-3">
        {/* A form, so that with no script at all 'Comenzamos' still opens the login form (the
            browser asks for /?auth=login); index.html's script and the app answer it in place. */}
        <form
          action="/"
          method="get"
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            onGo('login');
          }}
        >
          <input type="hidden" name="auth" value="login" />
          <Button type="submit" size="lg" data-landing-go="login">
            Comenzamos
          </Button>
        </form>
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
          <span className="h-px flex-1 bg-border" />o
          <span className="h-px flex-1 bg-border" />
        </div>
        <GoogleEntry />
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm">
          {ACCOUNT_CHOICES.map(({ view, label }, index) => (
            <Fragment key={view}>
              {index > 0 && (
                <span aria-hidden className="text-muted-foreground">
                  ·
                </span>
              )}
              <Button
                type="button"
                variant="link"
                size="sm"
                data-landing-go={view}
                onClick={() => onGo(view)}
              >
                {label}
              </Button>
            </Fragment>
          ))}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">
        Al continuar aceptas los{' '}
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={paths.terms.getHref()}
        >
          Términos y condiciones
        </Link>{' '}
        y la{' '}
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={paths.privacy.getHref()}
        >
          Política de privacidad
        </Link>
        .
      </p>
    </div>
  );
}
