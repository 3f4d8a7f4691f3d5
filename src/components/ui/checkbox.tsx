import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { CheckIcon, MinusIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { slotted } from './slotted';

const Root = slotted(
  CheckboxPrimitive.Root,
  'checkbox',
  'peer size-4 shrink-0 cursor-pointer rounded-[4px] border border-input bg-card shadow-xs transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
);

/** A checkbox (checked, unchecked or 'indeterminate'); label it with a <Label htmlFor>. */
export const Checkbox = (props: ComponentProps<typeof CheckboxPrimitive.Root>) => (
  <Root {...props}>
    <CheckboxPrimitive.Indicator
      data-slot="checkbox-indicator"
      className="group flex items-center justify-center text-current"
    >
      <CheckIcon aria-hidden className="size-3.5 group-data-[state=indeterminate]:hidden" />
      <MinusIcon aria-hidden className="hidden size-3.5 group-data-[state=indeterminate]:block" />
    </CheckboxPrimitive.Indicator>
  </Root>
);
