import { slotted } from './slotted';

/** A label's look, also for text that labels nothing yet (a form's static preview). */
export const LABEL_CLASS =
  'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

export const Label = slotted('label', 'label', LABEL_CLASS);
