import { useId, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * A sidebar section in the icon rail: its icon button opens a flyout menu beside the rail,
 * named by the section, with the same list as the open sidebar. A link in it closes it.
 */
export function SidebarSectionFlyout({
  title,
  trigger,
  onOpen,
  defaultOpen = false,
  children,
}: {
  title: string;
  trigger: ReactElement;
  onOpen: () => void;
  /** Open as it mounts: the rail button was pressed while this code arrived. */
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        side="right"
        align="start"
        aria-labelledby={titleId}
        className="w-72 p-2"
        onClick={(event: MouseEvent) => {
          if ((event.target as Element).closest('a[href]')) setOpen(false);
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
