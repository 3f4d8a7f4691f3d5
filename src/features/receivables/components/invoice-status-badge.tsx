import { Badge } from '@/components/ui/badge';

import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../lib/invoices';

const VARIANT = {
  pending: 'secondary',
  overdue: 'destructive',
  paid: 'success',
  cancelled: 'outline',
  compensated: 'warning',
} as const;

/** The status in words (the colour only repeats it). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={VARIANT[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
