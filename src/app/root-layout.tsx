import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { env } from '@/config/env';

const MockControls = env.MOCK ? lazy(() => import('@/mocks/ui/mock-controls')) : null;

export function RootLayout() {
  return (
    <>
      <Outlet />
      {MockControls && (
        <Suspense fallback={null}>
          <MockControls />
        </Suspense>
      )}
    </>
  );
}
