import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';

/** The public screens around access (registration, verification, invitation, reset). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-brand-50 to-background">
      <header className="flex h-16 items-center px-4 sm:px-8">
        <Link to={paths.home.getHref()} aria-label="Oportuna: ir al inicio" className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
