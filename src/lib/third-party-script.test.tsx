import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { addThirdPartyScript } from './third-party-script';

afterEach(() => {
  document.head.querySelectorAll('script[data-third-party]').forEach((script) => script.remove());
});

/** Lets the MutationObserver see what was added. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('addThirdPartyScript', () => {
  it('adds the script, and takes it away with everything it put in the page', async () => {
    const script = addThirdPartyScript('https://chat.vendor.example/widget.js', 'support-chat');
    const tag = document.head.querySelector('script[data-third-party="support-chat"]');
    expect(tag).toHaveAttribute('src', 'https://chat.vendor.example/widget.js');
    expect(tag).toHaveProperty('async', true);
    // What a widget does once loaded: a container in the body, a stylesheet in the head.
    const widget = document.createElement('div');
    document.body.append(widget);
    const style = document.createElement('style');
    document.head.append(style);
    await observed();

    script.remove();
    expect(document.head.querySelector('script[data-third-party]')).toBeNull();
    expect(widget.isConnected).toBe(false);
    expect(style.isConnected).toBe(false);
  });

  it("never touches what React renders into the body (the app's portals)", async () => {
    const script = addThirdPartyScript('https://replay.vendor.example/r.js', 'session-replay');
    render(
      createPortal(<section aria-label="Diálogo de la app">Contenido</section>, document.body),
    );
    await observed();

    script.remove();
    expect(screen.getByRole('region', { name: 'Diálogo de la app' })).toBeInTheDocument();
  });
});
