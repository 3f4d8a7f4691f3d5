import { lazy, Suspense, useState } from 'react';

import { useActiveSystemMessages } from '../api/get-system-messages';
import { readDismissedMessages, storeDismissedMessages } from '../lib/dismissed-messages';

// The banners' markup downloads only when there is something to show.
const SystemMessageBanners = lazy(() => import('./system-message-banners'));

/**
 * The system's notices above the page (decision 0016): active messages the user has not
 * closed in this session. Nothing at all while there are none or the call fails.
 */
export function SystemMessages() {
  const messages = useActiveSystemMessages();
  const [dismissed, setDismissed] = useState(readDismissedMessages);
  const visible = messages?.filter((message) => !dismissed.includes(message.id)) ?? [];
  if (visible.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SystemMessageBanners
        messages={visible}
        onDismiss={(id) => {
          const next = [...dismissed, id];
          storeDismissedMessages(next);
          setDismissed(next);
        }}
      />
    </Suspense>
  );
}
