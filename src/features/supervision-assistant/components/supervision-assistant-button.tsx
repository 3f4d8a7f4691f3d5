import { BotIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';

import { Button } from '@/components/ui/button';
import { lazyNamed } from '@/lib/lazy-named';

// The panel (markdown, the stream reader) loads on the first hover, focus or press.
const loadPanel = () => import('./supervision-assistant-panel');
const SupervisionAssistantPanel = lazyNamed(
  () => loadPanel(),
  (module) => module.SupervisionAssistantPanel,
);
const preload = () => {
  loadPanel().catch(() => undefined);
};

/** The header's entry to the supervision assistant, for every signed-in user. */
export function SupervisionAssistantButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Asistente de supervisión"
        title="Asistente de supervisión"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(!open)}
      >
        <BotIcon className="size-5" aria-hidden />
      </Button>
      {/* Out of the header: its backdrop filter would hold a fixed panel inside it. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SupervisionAssistantPanel userId={userId} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
