import type { ComponentProps } from 'react';

import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** The password of a new account, with the rule it must meet (registration and invitation). */
export function NewPasswordField({
  error,
  ...input
}: { error: string | undefined } & ComponentProps<typeof PasswordInput>) {
  return (
    <FormField
      label="Contraseña"
      error={error}
      hint="Al menos 6 caracteres, con una minúscula, una mayúscula y un número."
    >
      <PasswordInput autoComplete="new-password" {...input} />
    </FormField>
  );
}
