import { RequireAuth } from '@/features/auth/components/require-auth';

import { SessionCheckFrame } from '../../shell/session-check-frame';

/**
 * The session gate, in its own lazy chunk so the landing page never downloads it. While it
 * checks, the dashboard's frame shows, with the page's preview where it has one.
 */
export function Component() {
  return <RequireAuth Pending={SessionCheckFrame} />;
}
