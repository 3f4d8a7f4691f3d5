import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A page rendered with its answer already in the query cache, as the bench's page benches
 * measure it (rivals, radar): the time from render to the painted frame, and the table rows
 * drawn. The figure is the render after the data arrived, not the request.
 */
export async function renderAfterData({
  queryKey,
  data,
  more = [],
  page,
  url,
  rows = 'tbody tr',
}: {
  queryKey: readonly unknown[];
  data: unknown;
  /** Other answers the page asks for, in the cache too. */
  more?: { queryKey: readonly unknown[]; data: unknown }[];
  page: ReactElement;
  url: string;
  /** What counts as a drawn row. */
  rows?: string;
}) {
  const container = document.getElementById('root')!;
  const client = new QueryClient();
  client.setQueryData(queryKey, data);
  for (const entry of more) client.setQueryData(entry.queryKey, entry.data);
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  await afterPaint();
  return {
    ms: performance.now() - start,
    rows: container.querySelectorAll(rows).length,
  };
}
