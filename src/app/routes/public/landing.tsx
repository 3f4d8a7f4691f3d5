import { BellRingIcon, FileSearchIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { TypedSlogans } from '@/components/marketing/typed-slogans';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { paths, safeReturnPath } from '@/config/paths';
import type { AuthMode } from '@/features/auth/components/auth-panel';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSessionToken } from '@/hooks/use-session-token';
import { readPendingInvitation, storePendingInvitation } from '@/lib/session';
import { toast } from '@/lib/toast';

// The forms (react-hook-form, zod) and Google's control are not part of the first paint.
const loadAuthPanel = () => import('@/features/auth/components/auth-panel');
const AuthPanel = lazy(() => loadAuthPanel().then((module) => ({ default: module.AuthPanel })));

const GoogleSignIn = lazy(() => {
  if (env.GOOGLE_CLIENT_ID) return import('@/features/auth/components/google-oauth-button');
  // The simulated chooser (its token needs no database; its request waits for the mock API).
  if (__MOCK_API__) return import('@/mocks/ui/google-account-chooser');
  return import('@/features/auth/components/unconfigured-google-button').then((module) => ({
    default: module.UnconfiguredGoogleButton,
  }));
});

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

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Cargando formulario">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-11" />
    </div>
  );
}

export function Component() {
  const token = useSessionToken();
  // Google's button loads on its own, after index.html's static copy of this page is hydrated.
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const invitedEmail = searchParams.get('invitedUserEmail')?.trim() || undefined;
  const cameFromProtectedPage = searchParams.has('volver');
  const [form, setForm] = useState<AuthMode | null>(() => {
    if (invitedEmail) return 'register';
    if (searchParams.get('auth') === 'login' || cameFromProtectedPage) return 'login';
    return null;
  });
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
          <div className="flex flex-col gap-4 lg:mt-12">
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
          {form ? (
            <Suspense fallback={<FormSkeleton />}>
              <AuthPanel
                initialMode={form}
                invitedEmail={invitedEmail}
                onBack={() => setForm(null)}
              />
            </Suspense>
          ) : (
            <>
              <div className="flex flex-col gap-3">
                <h2 className="text-2xl font-bold tracking-tight">
                  Tu próxima venta al Estado empieza aquí
                </h2>
                <p className="text-muted-foreground">
                  Licitaciones y compras ágiles de todo Chile, ordenadas por lo que tu empresa
                  vende.
                </p>
              </div>
              <div className="flex flex-col gap-3">
                {/* A form, so a click before the static copy is hydrated still opens the
                    login form: the browser asks for /?auth=login. Once hydrated, no request. */}
                <form
                  action="/"
                  method="get"
                  className="contents"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setForm('login');
                  }}
                >
                  <input type="hidden" name="auth" value="login" />
                  <Button
                    type="submit"
                    size="lg"
                    onPointerEnter={() => void loadAuthPanel()}
                    onFocus={() => void loadAuthPanel()}
                  >
                    Comenzamos
                  </Button>
                </form>
                <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
                  <span className="h-px flex-1 bg-border" />o
                  <span className="h-px flex-1 bg-border" />
                </div>
                {hydrated ? (
                  <Suspense fallback={<Skeleton className="h-11" />}>
                    <GoogleSignIn />
                  </Suspense>
                ) : (
                  <Skeleton className="h-11" />
                )}
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
            </>
          )}
        </div>
      </main>
    </div>
  );
}
