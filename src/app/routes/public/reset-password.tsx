import { useParams } from 'react-router-dom';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-form';

export function Component() {
  const { token } = useParams();
  return (
    <AuthLayout>
      <ResetPasswordScreen token={token} />
    </AuthLayout>
  );
}
