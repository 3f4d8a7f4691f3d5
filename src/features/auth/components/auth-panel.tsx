import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useFocusOnChange } from '@/hooks/use-focus-on-change';

import { FormHeading } from './form-heading';
import { LoginForm } from './login-form';
import { RecoveryDialog } from './recovery-dialog';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The auth form: login or registration, a toggle that starts the other form
 * afresh, a back button, password recovery and the legal links. An invited e-mail forces
 * registration with that e-mail and hides the toggle. On the landing, index.html's static copy
 * switches between these views before the app is in (decision 0010): the root says which view it
 * is (`data-landing-view`) and the buttons between views where they go (`data-landing-go`).
 */
export function AuthPanel({
  initialMode = 'login',
  invitedEmail,
  onBack,
}: {
  initialMode?: AuthMode;
  invitedEmail?: string;
  onBack: () => void;
}) {
  const [mode, setMode] = useState<AuthMode>(invitedEmail ? 'register' : initialMode);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const isLogin = mode === 'login';
  const root = useRef<HTMLDivElement>(null);
  // The form toggled to gets the keyboard in its first field.
  useFocusOnChange(mode, root, 'input');

  return (
    <div ref={root} data-landing-view={mode} className="flex flex-col gap-6">
      <FormHeading
        title={isLogin ? 'Bienvenido de nuevo' : 'Crea tu cuenta'}
        onBack={onBack}
        backTo="welcome"
      >
        {isLogin
          ? 'Ingresa con tu correo y contraseña para ver tus oportunidades.'
          : 'Regístrate con los datos de tu empresa. Te enviaremos un correo para confirmar tu cuenta.'}
      </FormHeading>

      {/* Keyed by mode: toggling starts the other form empty, without old errors. */}
      {isLogin ? (
        <LoginForm key="login" onForgotPassword={() => setRecoveryOpen(true)} />
      ) : (
        <RegisterForm key="register" invitedEmail={invitedEmail} />
      )}

      {!invitedEmail && (
        <p className="text-center text-sm text-muted-foreground">
          {isLogin ? '¿No tienes cuenta?' : '¿Ya tienes cuenta?'}{' '}
          <button
            type="button"
            className={linkClass}
            data-landing-go={isLogin ? 'register' : 'login'}
            onClick={() => setMode(isLogin ? 'register' : 'login')}
          >
            {isLogin ? 'Regístrate' : 'Inicia sesión'}
          </button>
        </p>
      )}

      <p className="text-xs text-muted-foreground">
        Al continuar aceptas los{' '}
        <Link className={linkClass} to={paths.terms.getHref()}>
          Términos y condiciones
        </Link>{' '}
        y la{' '}
        <Link className={linkClass} to={paths.privacy.getHref()}>
          Política de privacidad
        </Link>
        .
      </p>

      <RecoveryDialog open={recoveryOpen} onOpenChange={setRecoveryOpen} />
    </div>
  );
}
