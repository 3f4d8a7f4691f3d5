import { slotted } from './slotted';

export const Label = slotted(
  'label',
  'label',
  'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);
