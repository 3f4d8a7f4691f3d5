import { Skeleton } from '@/components/ui/skeleton';
import { DecisionScorecard } from '@/features/bid-decision/components/decision-scorecard';
import { useBuyerRecord } from '@/features/receivables/api/get-buyer-record';

type ScorecardProps = Omit<Parameters<typeof DecisionScorecard>[0], 'paymentRecord'>;

/**
 * The scorecard for the user with accounts receivable (decision 0033): how the buyer pays the
 * company's own invoices, when it is a client, instead of the portal's complaint count. Loaded
 * only for that user, as the receivables are.
 */
export default function ScorecardWithReceivables({
  rut,
  ...props
}: ScorecardProps & { rut: string }) {
  const record = useBuyerRecord(props.companyId, rut);
  if (record.isPending) return <Skeleton className="h-48" />;
  const data = record.data;
  return (
    <DecisionScorecard
      {...props}
      paymentRecord={
        data?.client
          ? {
              invoices: data.invoices,
              averageDaysToPay: data.averageDaysToPay,
              averageDaysLate: data.averageDaysLate,
              overdueNow: data.overdueNow,
            }
          : null
      }
    />
  );
}
