import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installExtensionSimulator, type ExtensionSimulator } from '@/mocks/extension/simulator';
import { createFakeWindow, settleWithTimers } from '@/testing/fake-window';

import { createBridge, type Bridge } from './bridge-client';
import { EXTENSION_ACTIONS } from './protocol';

const ORIGIN = 'https://app.oportuna.cl';
let page = createFakeWindow(ORIGIN);
let simulator: ExtensionSimulator | null = null;
let bridge: Bridge | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  page = createFakeWindow(ORIGIN);
});
afterEach(() => {
  bridge?.close();
  simulator?.uninstall();
  bridge = null;
  simulator = null;
  vi.useRealTimers();
});

const settle = settleWithTimers;

describe('the bridge against the simulated extension', () => {
  it('detects it connected, with the portal company, and hands over the token', async () => {
    simulator = installExtensionSimulator(page);
    bridge = createBridge({ target: page, origin: ORIGIN });
    const detection = await settle(bridge.detect('token-123'));
    expect(detection).toEqual({
      state: 'connected',
      company: { businessName: 'Comercial Andes SpA', rut: '76.543.210-3' },
    });
    expect(simulator.tokens).toEqual(['token-123']);
  });

  it('says not installed after the detection time, and never sends the token then', async () => {
    simulator = installExtensionSimulator(page, { installed: false });
    bridge = createBridge({ target: page, origin: ORIGIN });
    expect(await settle(bridge.detect('token-123'))).toEqual({
      state: 'not-installed',
      company: null,
    });
    expect(simulator.tokens).toEqual([]);
  });

  it('says installed without a portal session, or with an expired one', async () => {
    simulator = installExtensionSimulator(page, { portalSession: 'none' });
    bridge = createBridge({ target: page, origin: ORIGIN });
    expect(await settle(bridge.detect('t'))).toMatchObject({
      state: 'no-portal-session',
      error: 'No se ha iniciado sesión en Mercado Público',
    });
    simulator.configure({ portalSession: 'expired' });
    expect(await settle(bridge.authenticate('t'))).toMatchObject({
      state: 'no-portal-session',
      error: 'La sesión ha expirado',
    });
  });

  it('reads each failure shape of an application call', async () => {
    simulator = installExtensionSimulator(page, { failWith: 'errores' });
    bridge = createBridge({ target: page, origin: ORIGIN });
    await expect(
      settle(bridge.call(EXTENSION_ACTIONS.sendApplication, { data: {} })),
    ).rejects.toThrow('La oferta no tiene ítems');
    simulator.configure({ failWith: 'status' });
    await expect(
      settle(bridge.call(EXTENSION_ACTIONS.sendApplication, { data: {} })),
    ).rejects.toThrow('Error en la comunicación con la extensión');
  });

  it('gives up on a call after 120 s with the spec message', async () => {
    simulator = installExtensionSimulator(page, { delayMs: 200_000 });
    bridge = createBridge({ target: page, origin: ORIGIN });
    const call = bridge.call(EXTENSION_ACTIONS.ping);
    await expect(settle(call, 125_000)).rejects.toThrow('Extension timeout - no response');
  });

  it('hears the extension say the portal session expired', async () => {
    const events: string[] = [];
    let heard = () => {};
    simulator = installExtensionSimulator(page);
    bridge = createBridge({
      target: page,
      origin: ORIGIN,
      onEvent: (event) => {
        events.push(event.event);
        heard();
      },
    });
    await settle(bridge.detect('t'));
    const nextEvent = new Promise<void>((resolve) => (heard = resolve));
    simulator.configure({ portalSession: 'expired' });
    await settle(nextEvent);
    // Every message posted by then delivered too: that one event, once.
    await vi.runOnlyPendingTimersAsync();
    expect(events).toEqual(['EXTENSION_SESSION_EXPIRED']);
  });

  it('posts only to its own origin, and ignores replies from a frame or another origin', async () => {
    bridge = createBridge({ target: page, origin: ORIGIN });
    const call = bridge.call(EXTENSION_ACTIONS.ping, {}, 1_000);
    const request = page.posted[0]!.data as { requestId: string; nonce: string };
    expect(page.posted.every((entry) => entry.targetOrigin === ORIGIN)).toBe(true);
    const forged = {
      source: 'oportuna-extension',
      nonce: request.nonce,
      replyTo: request.requestId,
      success: true,
    };
    page.deliver(forged, { source: {} });
    page.deliver(forged, { origin: 'https://evil.example' });
    page.deliver({ ...forged, nonce: 'guess' });
    await expect(settle(call, 2_000)).rejects.toThrow('Extension timeout - no response');
  });
});
