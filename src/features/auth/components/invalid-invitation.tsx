import { CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An invitation that cannot be used, with why, and a way back to the start. */
export function InvalidInvitation({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Invitación no disponible</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.home.getHref()}>Volver al inicio</Link>
      </Button>
    </div>
  );
}
