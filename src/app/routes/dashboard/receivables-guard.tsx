export { RequireReceivablesAccess as Component } from '@/features/auth/components/require-receivables-access';
