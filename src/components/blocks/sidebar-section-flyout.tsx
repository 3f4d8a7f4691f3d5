import { useId, type MouseEvent, type ReactElement, type ReactNode } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * A sidebar section in the icon rail: its icon button opens a flyout menu beside the rail,
 * named by the section, with the same list as the open sidebar. A link in it closes it.
 */
export function SidebarSectionFlyout({
  title,
  trigger,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  trigger: ReactElement;
  /** Controlled by the section, whose rail button may be pressed while this code arrives. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        side="right"
        align="start"
        aria-labelledby={titleId}
        className="w-72 p-2"
        onClick={(event: MouseEvent) => {
          if ((event.target as Element).closest('a[href]')) onOpenChange(false);
        }}
      >
        <p id={titleId} className="px-2 pb-1 text-sm font-medium">
          {title}
        </p>
        {children}
      </PopoverContent>
    </Popover>
  );
}
