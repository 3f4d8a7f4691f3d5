import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';

import { slotted } from './slotted';

const Root = slotted(
  SwitchPrimitive.Root,
  'switch',
  'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary forced-colors:border-[CanvasText]',
);

/** An on/off control announced as a switch; label it with a <Label htmlFor> or aria-label. */
export const Switch = (props: ComponentProps<typeof SwitchPrimitive.Root>) => (
  <Root {...props}>
    <SwitchPrimitive.Thumb
      data-slot="switch-thumb"
      // In forced colours the page's backgrounds are dropped: the thumb keeps the text's
      // colour so its place (left off, right on) still shows.
      className="pointer-events-none block size-5 translate-x-0 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none"
    />
  </Root>
);
