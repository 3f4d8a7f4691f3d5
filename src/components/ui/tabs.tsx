import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { slotted } from './slotted';

/** Tabs: arrow keys move between triggers, Tab enters the active panel. */
export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-3');

export const TabsList = slotted(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-10 w-fit items-center justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
);

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = slotted(
  TabsPrimitive.Content,
  'tabs-content',
  'flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
);
