import { HelpPage } from '@/features/help/components/help-page';

/** /dashboard/ayuda: the help centre. */
export function Component() {
  return <HelpPage />;
}
