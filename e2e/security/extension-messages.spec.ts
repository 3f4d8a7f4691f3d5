import { expect, test } from '../fixtures';

/**
 * The bridge's message filter in a real browser (issue 11; decision 0021): a cross-origin frame
 * and a second window that know everything (the page's nonce and its request ids, read here by
 * the test) post every shape the extension uses; nothing they say is taken, and none of the
 * page's messages (nor its token) reaches them.
 */
// The attacking frame stands for any frame that could reach the page: the production CSP
// (frame-src 'none') would refuse to load it at all, which is a wall of its own but would
// leave the bridge's filter untested. This test alone runs without the policy.
test.use({ bypassCSP: true });

test('a cross-origin frame and another window cannot speak for the extension', async ({
  page,
  loginAs,
  baseURL,
}) => {
  // The page's clock runs the detection's 10 s (decision 0021) at the test's pace.
  await page.clock.install();
  // No extension at all: only the attackers answer.
  await page.addInitScript(() => {
    localStorage.setItem('mockapi.extension', JSON.stringify({ installed: false }));
    // The page's own requests, as an insider would see them, and the attackers' end-of-round
    // markers: messages from one window arrive in order, so once a marker is heard every
    // message posted before it has been through every listener of the page, the app's too.
    const state = window as unknown as { __seen: unknown[]; __rounds: string[] };
    state.__seen = [];
    state.__rounds = [];
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: string; round?: string };
      if (data?.source === 'oportuna-app') state.__seen.push(data);
      if (data?.source === 'e2e-attacker-round') state.__rounds.push(data.round!);
    });
  });
  await loginAs('demo');
  await page.goto('/dashboard');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen.length))
    .toBeGreaterThan(0);

  const otherOrigin = baseURL!.replace('localhost', '127.0.0.1');
  const popupPromise = page.waitForEvent('popup');
  await page.evaluate((url) => {
    // A frame of an opaque origin, and a window of another origin, both able to post to us.
    const frame = document.createElement('iframe');
    frame.title = 'atacante';
    frame.srcdoc = '';
    frame.src = `data:text/html,<script>window.__heard=[];addEventListener('message',e=>window.__heard.push(e.data));</script>`;
    document.body.append(frame);
    window.open(`${url}/no-existe`, 'atacante');
  }, otherOrigin);
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.evaluate(() => {
    (window as unknown as { __heard: unknown[] }).__heard = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { __heard: unknown[] }).__heard.push(event.data),
    );
  });

  // Every shape, with the right nonce and every request id the page has made.
  const forge = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __seen: { nonce: string; requestId: string }[] }).__seen;
      const nonce = seen[0]!.nonce;
      const replies = seen.flatMap((request) => [
        { source: 'oportuna-extension', nonce, replyTo: request.requestId, success: true },
        {
          source: 'oportuna-extension',
          nonce,
          replyTo: request.requestId,
          success: 'OK',
          payload: { company: { razonsocial: 'Comercial Andes SpA', rut: '76.543.210-3' } },
        },
      ]);
      return [
        ...replies,
        { source: 'oportuna-extension', nonce, event: 'EXTENSION_SESSION_EXPIRED' },
        {
          source: 'oportuna-extension',
          nonce,
          event: 'PORTAL_COMPANY_CHANGED',
          payload: { company: { razonsocial: 'Ferretería', rut: '1-9' } },
        },
      ];
    });
  // Four rounds a second apart, while the page is still looking for its extension (its pings go
  // out 500 ms apart), each with every request id the page has made so far.
  const frame = page.frameLocator('iframe[title="atacante"]');
  for (let round = 0; round < 4; round += 1) {
    const messages = await forge();
    const marker = { source: 'e2e-attacker-round', round: `ventana ${round}` };
    await popup.evaluate(
      (list) => {
        for (const message of list) window.opener.postMessage(message, '*');
      },
      [...messages, marker],
    );
    const frameMarker = { ...marker, round: `marco ${round}` };
    await frame.locator('body').evaluate(
      (body, list) => {
        for (const message of list)
          body.ownerDocument.defaultView!.parent.postMessage(message, '*');
      },
      [...messages, frameMarker],
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __rounds: string[] }).__rounds))
      .toEqual(expect.arrayContaining([marker.round, frameMarker.round]));
    await page.clock.runFor(1_000);
  }

  // Nobody answered that the page believes: once the detection time is over, not installed.
  await page.clock.runFor(10_000);
  await expect(page.getByRole('button', { name: /^Empresa: / })).toHaveAccessibleName(
    /Extensión: Extensión no instalada$/,
  );
  // The page never sent its token, and the attackers heard nothing from it.
  const tokenSent = await page.evaluate(() =>
    (window as unknown as { __seen: { action: string; token?: string }[] }).__seen.some(
      (message) => message.action === 'GET_AUTH' || message.token !== undefined,
    ),
  );
  expect(tokenSent).toBe(false);
  expect(await popup.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard)).toEqual(
    [],
  );
});
