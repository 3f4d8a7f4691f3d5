import { cn } from '@/lib/cn';

import type { NotificationType } from '../api/notification-schema';
import { NOTIFICATION_TYPE_DISPLAY } from '../lib/notification-types';

/** The type's icon in its colour; decoration, since the type's label is always written out. */
export function NotificationTypeIcon({
  type,
  className,
}: {
  type: NotificationType;
  className?: string;
}) {
  const { icon: Icon, className: tone } = NOTIFICATION_TYPE_DISPLAY[type];
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        tone,
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}

/** 'Nueva': what the spec calls a notification whose status is pending. */
export function NewMarker() {
  return (
    <span className="inline-flex items-center rounded-full bg-primary px-2 py-0.5 text-[11px] leading-none font-semibold text-primary-foreground">
      Nueva
    </span>
  );
}
