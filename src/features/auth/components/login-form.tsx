import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { API_MESSAGES, isApiError } from '@/lib/api-client';
import { clearBeforeLogin, endSession, storeSession } from '@/lib/session';

import { login, loginInputSchema, type LoginInput } from '../api/login';

/** Spec access §8: the login toast's text by failure. */
export function loginErrorMessage(error: unknown) {
  if (isApiError(error)) {
    if (error.status === 401) return error.message || 'Credenciales inválidas';
    if (error.status === 0) return API_MESSAGES.network;
    if (error.message) return error.message;
  }
  return 'Error al iniciar sesión';
}

export function LoginForm() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: async (input: LoginInput) => {
      clearBeforeLogin();
      return login(input);
    },
    onSuccess: (data) => {
      storeSession(data.token, { name: data.name });
      toast.success('¡Bienvenido!', {
        description: `Hola ${data.name}, has iniciado sesión exitosamente`,
      });
      void navigate(paths.dashboard.root.getHref());
    },
    onError: (error) => {
      endSession();
      toast.error('Error de autenticación', { description: loginErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      aria-label="Iniciar sesión"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Correo electrónico</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="nombre@empresa.cl"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Contraseña</Label>
        <div className="relative">
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className="pr-11"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...form.register('password')}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
            aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((value) => !value)}
          >
            {showPassword ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          </button>
        </div>
        {errors.password && (
          <p id="login-password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner label="Iniciando sesión" />}
        Iniciar sesión
      </Button>
    </form>
  );
}
