import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';
import { termsOfUse } from '@/features/legal/content/terms';

export function Component() {
  return (
    <LegalPage
      document={termsOfUse}
      otherLink={{ label: 'Política de privacidad', href: paths.privacy.getHref() }}
    />
  );
}
