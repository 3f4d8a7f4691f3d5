import { Button } from '@/components/ui/button';

/** What one of the team's lists could not load, as an alert, with 'Reintentar'. */
export function TeamLoadError({ onRetry, text }: { onRetry: () => void; text: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-destructive">{text}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
