import type { RefCallback } from 'react';

import { cn } from '@/lib/cn';

import { NOTIFICATION_TIMES } from '../api/saved-search-schema';
import { sortNotificationTimes, type NotificationTime } from '../lib/saved-search-form';

/** The six sending times as toggle chips (checkboxes), kept in the day's order. */
export function NotificationTimesPicker({
  value,
  disabled,
  invalid,
  firstRef,
  onChange,
}: {
  value: NotificationTime[];
  disabled: boolean;
  invalid: boolean;
  firstRef: RefCallback<HTMLInputElement>;
  onChange: (times: NotificationTime[]) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {NOTIFICATION_TIMES.map((time, index) => (
        <label
          key={time}
          className={cn(
            'inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm transition-colors select-none has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-medium has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            type="checkbox"
            className="sr-only"
            ref={index === 0 ? firstRef : undefined}
            checked={value.includes(time)}
            disabled={disabled}
            aria-invalid={invalid}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? sortNotificationTimes([...value, time])
                  : value.filter((entry) => entry !== time),
              )
            }
          />
          {time} hrs
        </label>
      ))}
    </div>
  );
}
