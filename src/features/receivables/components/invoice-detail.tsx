import { BanknoteIcon, HandshakeIcon, PencilIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDayKey } from '@/lib/chile-time';
import { formatCLP } from '@/lib/format';

import { useCloseInvoice } from '../api/close-invoice';
import { PAYMENT_METHOD_LABELS, type Client, type Invoice } from '../api/receivables-schema';
import { CommitmentDialog } from './commitment-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PaymentDialog } from './payment-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

/**
 * One invoice as the management page shows it: its figures, what can be done while it is open
 * (payment, commitment, edit, cancel, compensate), its payments, commitments with their
 * follow-up tasks, reminders and tasks.
 */
export function InvoiceDetail({
  companyId,
  invoice,
  client,
  isOwnPurchaseOrder,
  onEdit,
}: {
  companyId: number;
  invoice: Invoice;
  client: Client | undefined;
  isOwnPurchaseOrder: boolean;
  onEdit: () => void;
}) {
  const [dialog, setDialog] = useState<'payment' | 'commitment' | null>(null);
  const close = useCloseInvoice(companyId, invoice.id);
  const open = invoice.status === 'pending' || invoice.status === 'overdue';
  const facts: [string, ReactNode][] = [
    ['Cliente', invoice.clientName],
    [
      'Orden de compra',
      invoice.purchaseOrderId ? (
        isOwnPurchaseOrder ? (
          <Link
            className="text-primary hover:underline"
            to={paths.dashboard.purchaseOrder.getHref(invoice.purchaseOrderId)}
          >
            {invoice.purchaseOrderId}
          </Link>
        ) : (
          invoice.purchaseOrderId
        )
      ) : (
        'Sin orden de compra'
      ),
    ],
    ['Emisión', formatDayKey(invoice.issueDate)],
    ['Vencimiento', formatDayKey(invoice.dueDate)],
    ['Monto neto', formatCLP(invoice.amount)],
    ['IVA (19 %)', formatCLP(invoice.tax)],
    ['Total', formatCLP(invoice.totalAmount)],
    ['Pagado', formatCLP(invoice.paymentAmount)],
    ['Saldo', formatCLP(invoice.balance)],
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.daysOverdue > 0 && (
          <Badge variant="destructive">{invoice.daysOverdue} días de atraso</Badge>
        )}
      </div>
      {invoice.description && <p className="text-sm">{invoice.description}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>

      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDialog('payment')}>
            <BanknoteIcon aria-hidden />
            Registrar pago
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('commitment')}>
            <HandshakeIcon aria-hidden />
            Compromiso de pago
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden />
            Editar
          </Button>
          <ConfirmDialog
            title={`¿Anular la factura N° ${invoice.number}?`}
            description="Queda anulada (por ejemplo, con una nota de crédito) y deja de contar como deuda."
            action="Sí, anular"
            onConfirm={() => close.mutateAsync('cancel')}
            trigger={(openConfirm) => (
              <Button size="sm" variant="ghost" onClick={openConfirm}>
                Anular
              </Button>
            )}
          />
          <ConfirmDialog
            title={`¿Marcar compensada la factura N° ${invoice.number}?`}
            description="La deuda se saldó contra otra obligación con el mismo cliente, sin pago."
            action="Sí, compensar"
            onConfirm={() => close.mutateAsync('compensate')}
            trigger={(openConfirm) => (
              <Button size="sm" variant="ghost" onClick={openConfirm}>
                Marcar compensada
              </Button>
            )}
          />
        </div>
      )}

      <Section title="Pagos">
        {invoice.payments.length === 0 ? (
          <Empty>Sin pagos registrados.</Empty>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                {formatDayKey(payment.paymentDate)} · <strong>{formatCLP(payment.amount)}</strong> ·{' '}
                {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
                {payment.reference && ` · ${payment.reference}`}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Compromisos de pago">
        {invoice.paymentCommitments.length === 0 ? (
          <Empty>Sin compromisos de pago.</Empty>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {invoice.paymentCommitments.map((commitment) => (
              <li key={commitment.id} className="rounded-lg border p-2">
                <p>
                  <strong>{formatCLP(commitment.amount)}</strong> para el{' '}
                  {formatDayKey(commitment.dueDate)}, comprometido por {commitment.contactName} el{' '}
                  {formatDayKey(commitment.commitmentDate)}
                </p>
                {commitment.description && (
                  <p className="text-muted-foreground">{commitment.description}</p>
                )}
                {commitment.taskId !== null && (
                  <Link
                    className="text-primary hover:underline"
                    to={paths.dashboard.tasks.getHref({ taskId: commitment.taskId })}
                  >
                    Ver tarea de seguimiento
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Recordatorios">
        {invoice.reminders.length === 0 ? (
          <Empty>
            Ningún contacto de {client ? 'este cliente' : 'la factura'} recibe recordatorios.
          </Empty>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.reminders.map((reminder) => (
              <li key={`${reminder.date}-${reminder.email}-${reminder.kind}`}>
                {formatDayKey(reminder.date)} ·{' '}
                {reminder.kind === 'previo' ? 'Aviso de vencimiento' : 'Recordatorio de cobranza'} a{' '}
                {reminder.contactName} ·{' '}
                <span className={reminder.sent ? 'text-muted-foreground' : 'font-medium'}>
                  {reminder.sent ? 'Enviado' : 'Programado'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Tareas">
        {invoice.tasks.length === 0 ? (
          <Empty>Sin tareas.</Empty>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.tasks.map((task) => (
              <li key={task.id}>
                <Link
                  className="text-primary hover:underline"
                  to={paths.dashboard.tasks.getHref({ taskId: task.id })}
                >
                  {task.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <PaymentDialog
        companyId={companyId}
        invoice={invoice}
        open={dialog === 'payment'}
        onOpenChange={(next) => setDialog(next ? 'payment' : null)}
      />
      <CommitmentDialog
        companyId={companyId}
        invoice={invoice}
        contacts={client?.contacts ?? []}
        open={dialog === 'commitment'}
        onOpenChange={(next) => setDialog(next ? 'commitment' : null)}
      />
    </div>
  );
}
