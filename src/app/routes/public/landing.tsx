import { ArrowLeftIcon, BellRingIcon, FileSearchIcon, SparklesIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionToken } from '@/hooks/use-session-token';

// The form (react-hook-form, zod) is not part of the first paint: it loads on intent.
const loadLoginForm = () => import('@/features/auth/components/login-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Cargando formulario">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-11" />
    </div>
  );
}

const HIGHLIGHTS = [
  {
    icon: SparklesIcon,
    text: 'Describe lo que vendes con tus palabras y la IA encuentra licitaciones y compras ágiles a tu medida.',
  },
  {
    icon: BellRingIcon,
    text: 'Guarda tus búsquedas y recibe alertas por correo cuando se publique algo para ti.',
  },
  {
    icon: FileSearchIcon,
    text: 'Pregunta a un asistente por las bases y anexos antes de decidir si postular.',
  },
];

export function Component() {
  const token = useSessionToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const [showForm, setShowForm] = useState(searchParams.get('auth') === 'login');

  useEffect(() => {
    if (searchParams.get('sessionExpired') !== 'true') return;
    toast.error('Sesión expirada', {
      id: 'session-expired',
      description: 'Su sesión ha caducado. Por favor, inicie sesión nuevamente.',
    });
    const next = new URLSearchParams(searchParams);
    next.delete('sessionExpired');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  if (token) return <Navigate to={paths.dashboard.root.getHref()} replace />;

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
          <div className="flex flex-col gap-4 lg:mt-16">
            <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
              Mercado Público, sin perder oportunidades
            </p>
            <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl">
              Encuentra las licitaciones que tu empresa puede ganar.
            </h1>
          </div>
          <ul className="hidden flex-col gap-4 sm:flex">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-brand-100">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="text-base leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <main className="flex items-center justify-center px-6 py-10 sm:px-12">
        <div className="flex w-full max-w-sm flex-col gap-8">
          {showForm ? (
            <>
              <div className="flex flex-col gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-3 w-fit text-muted-foreground"
                  onClick={() => setShowForm(false)}
                >
                  <ArrowLeftIcon aria-hidden />
                  Volver
                </Button>
                <h2 className="text-2xl font-bold tracking-tight">Bienvenido de nuevo</h2>
                <p className="text-sm text-muted-foreground">
                  Ingresa con tu correo y contraseña para ver tus oportunidades.
                </p>
              </div>
              <Suspense fallback={<FormSkeleton />}>
                <LoginForm />
              </Suspense>
            </>
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
                <Button
                  size="lg"
                  onPointerEnter={() => void loadLoginForm()}
                  onFocus={() => void loadLoginForm()}
                  onClick={() => setShowForm(true)}
                >
                  Comenzamos
                </Button>
              </div>
            </>
          )}
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
      </main>
    </div>
  );
}
