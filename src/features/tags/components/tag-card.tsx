import { BellIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import type { Tag } from '@/entities/tag/api/tag-schema';
import { cn } from '@/lib/cn';

import { countLabel } from '../lib/count-label';

/** A tag in the tags page's list: its colour, name and count (a link), alerts, edit, delete. */
export function TagCard({
  tag,
  count,
  active,
  current,
  onEdit,
  onDelete,
  onAlerts,
}: {
  tag: Tag;
  count: number | null;
  /** Its opportunities are the ones shown below. */
  active: boolean;
  /** The address names it. */
  current: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAlerts: () => void;
}) {
  const switchId = useId();
  return (
    <Card
      as="li"
      className={cn(
        'flex items-center gap-2 p-3 sm:gap-3',
        active && 'border-primary ring-1 ring-primary',
      )}
    >
      <span
        aria-hidden
        className="size-4 shrink-0 rounded-full border border-black/10"
        style={{ backgroundColor: tag.color }}
      />
      <Link
        to={paths.dashboard.tags.getHref(tag.id)}
        aria-current={current ? 'page' : undefined}
        className="flex min-w-0 flex-1 flex-col rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="truncate font-medium" title={tag.name}>
          {tag.name}
        </span>
        <span className="text-xs text-muted-foreground">
          {count === null ? 'Contando oportunidades…' : countLabel(count)}
        </span>
      </Link>
      <div className="flex items-center gap-1.5">
        {/* The word says it on a phone; the bell joins it where there is room. */}
        <BellIcon aria-hidden className="size-4 text-muted-foreground max-sm:hidden" />
        <label htmlFor={switchId} className="text-xs text-muted-foreground">
          Alertas
        </label>
        <Switch
          id={switchId}
          aria-label={`Alertas de «${tag.name}»`}
          checked={tag.receiveNotifications}
          // The switch asks first (the toggle dialog), then flips.
          onCheckedChange={onAlerts}
        />
      </div>
      <Button variant="ghost" size="icon-sm" aria-label={`Editar «${tag.name}»`} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Eliminar «${tag.name}»`}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden className="text-destructive" />
      </Button>
    </Card>
  );
}
