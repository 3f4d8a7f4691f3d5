// The session gate lives in its own lazy chunk, so the landing page never downloads it.
export { RequireAuth as Component } from '@/features/auth/components/require-auth';
