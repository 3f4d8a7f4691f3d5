import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { addThirdPartyScript } from './third-party-script';

afterEach(() => {
  document.head.querySelectorAll('script[data-third-party]').forEach((script) => script.remove());
});

/**
 * Watches the page from now on: resolves once mutation observers have been told of the next
 * changes. Observers are told in the order they were created, so one the script made earlier has
 * seen those changes by then.
 */
function nextChangesSeen() {
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}

describe('addThirdPartyScript', () => {
  it('adds the script, and takes it away with everything it put in the page', async () => {
    const script = addThirdPartyScript('https://chat.vendor.example/widget.js', 'support-chat');
    const tag = document.head.querySelector('script[data-third-party="support-chat"]');
    expect(tag).toHaveAttribute('src', 'https://chat.vendor.example/widget.js');
    expect(tag).toHaveProperty('async', true);
    // What a widget does once loaded: a container in the body, a stylesheet in the head.
    const seen = nextChangesSeen();
    const widget = document.createElement('div');
    document.body.append(widget);
    const style = document.createElement('style');
    document.head.append(style);
    await seen;

    script.remove();
    expect(document.head.querySelector('script[data-third-party]')).toBeNull();
    expect(widget.isConnected).toBe(false);
    expect(style.isConnected).toBe(false);
  });

  it("never touches what React renders into the body (the app's portals)", async () => {
    const script = addThirdPartyScript('https://replay.vendor.example/r.js', 'session-replay');
    const seen = nextChangesSeen();
    render(
      createPortal(<section aria-label="Diálogo de la app">Contenido</section>, document.body),
    );
    await seen;

    script.remove();
    expect(screen.getByRole('region', { name: 'Diálogo de la app' })).toBeInTheDocument();
  });
});
