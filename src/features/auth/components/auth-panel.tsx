import { useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { FormHeading } from './form-heading';
import { LoginForm } from './login-form';
import { RecoveryDialog } from './recovery-dialog';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The auth form: login or registration, a toggle that starts the other form
 * afresh, a back button, password recovery and the legal links. An invited e-mail forces
 * registration with that e-mail and hides the toggle.
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

  return (
    <div className="flex flex-col gap-6">
      <FormHeading title={isLogin ? 'Bienvenido de nuevo' : 'Crea tu cuenta'} onBack={onBack}>
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
