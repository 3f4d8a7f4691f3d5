import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { findSignedInPage, renderApp, signInAs } from '@/testing/test-utils';

/** The radar's requests, with whether the navigation to its page was still under way. */
function watchRadarRequests(router: ReturnType<typeof renderApp>['router']) {
  const seen: { navigating: boolean }[] = [];
  const onStart = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/radar')) {
      seen.push({ navigating: router.state.navigation.state !== 'idle' });
    }
  };
  server.events.on('request:start', onStart);
  return { seen, stop: () => server.events.removeListener('request:start', onStart) };
}

describe("a page's data sent with its code (companyPageData)", () => {
  it("asks for the radar while its page's code loads, once, and the page shows that answer", async () => {
    await signInAs('demo');
    const { router } = renderApp(paths.dashboard.root.getHref());
    await findSignedInPage('Búsquedas IA');
    const radar = watchRadarRequests(router);
    try {
      await router.navigate(paths.dashboard.radar.getHref());
      await findSignedInPage('Radar');
      expect(
        await screen.findByRole('heading', { level: 2, name: /Contratos por terminar/ }),
      ).toBeInTheDocument();
      expect(radar.seen).toEqual([{ navigating: true }]);

      // Back on the radar while its data is fresh: nothing is asked again.
      await router.navigate(paths.dashboard.root.getHref());
      await findSignedInPage('Búsquedas IA');
      await router.navigate(paths.dashboard.radar.getHref());
      await findSignedInPage('Radar');
      expect(radar.seen).toHaveLength(1);
    } finally {
      radar.stop();
    }
  });

  it('leaves a first load of the page to the page itself (the user is not known yet)', async () => {
    await signInAs('demo');
    const { router } = renderApp(paths.dashboard.radar.getHref());
    const radar = watchRadarRequests(router);
    try {
      await findSignedInPage('Radar');
      expect(
        await screen.findByRole('heading', { level: 2, name: /Contratos por terminar/ }),
      ).toBeInTheDocument();
      expect(radar.seen).toEqual([{ navigating: false }]);
    } finally {
      radar.stop();
    }
  });
});
