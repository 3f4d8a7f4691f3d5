import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyPolicy } from '@/features/legal/content/privacy';

export function Component() {
  return (
    <LegalPage
      document={privacyPolicy}
      otherLink={{ label: 'Términos y condiciones', href: paths.terms.getHref() }}
    />
  );
}
