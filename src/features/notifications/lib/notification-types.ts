import {
  CircleCheckIcon,
  InfoIcon,
  ListTodoIcon,
  RefreshCwIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';

import type { NotificationType } from '../api/notification-schema';

/** Each type's Spanish label, icon and colour (the icon is decoration: the label is read). */
export const NOTIFICATION_TYPE_DISPLAY: Readonly<
  Record<NotificationType, { label: string; icon: LucideIcon; className: string }>
> = {
  pending_task: {
    label: 'Tarea pendiente',
    icon: ListTodoIcon,
    className: 'bg-amber-100 text-amber-800',
  },
  opportunity: {
    label: 'Nueva oportunidad',
    icon: SparklesIcon,
    className: 'bg-primary/10 text-primary',
  },
  update: { label: 'Actualización', icon: RefreshCwIcon, className: 'bg-sky-100 text-sky-800' },
  success: { label: 'Éxito', icon: CircleCheckIcon, className: 'bg-emerald-100 text-emerald-800' },
  other: { label: 'General', icon: InfoIcon, className: 'bg-muted text-muted-foreground' },
};
