import { AuthLayout } from '@/components/layouts/auth-layout';
import { RegistrationComplete } from '@/features/auth/components/registration-complete';

export function Component() {
  return (
    <AuthLayout>
      <RegistrationComplete />
    </AuthLayout>
  );
}
