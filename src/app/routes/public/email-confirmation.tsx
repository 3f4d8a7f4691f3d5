import { useParams } from 'react-router-dom';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { EmailVerification } from '@/features/auth/components/email-verification';

export function Component() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <EmailVerification token={token} />
    </AuthLayout>
  );
}
