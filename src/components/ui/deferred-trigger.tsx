import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ComponentType, RefCallback } from 'react';

import { useMergedRefs } from '@/lib/deferred-module';

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean };

/**
 * The trigger of a control whose Radix code comes later (dropdown-menu.tsx, tooltip.tsx): the
 * Radix trigger (`loaded`) once the control renders its parts, until then its own element, with
 * `closed` (the attributes Radix gives a closed trigger; the consumer's props come after them)
 * and `handlers` (the placeholder's, already composed with the consumer's). The consumer's ref
 * reaches either element; `control`'s refs carry focus from the one to the other.
 */
export function DeferredTrigger({
  loaded: Loaded,
  control,
  props,
  closed,
  handlers,
}: {
  loaded: ComponentType<TriggerProps> | undefined;
  control: { placeholderRef: RefCallback<HTMLElement>; loadedRef: RefCallback<HTMLElement> };
  props: TriggerProps;
  closed: ComponentProps<'button'> & { [data: `data-${string}`]: string | undefined };
  handlers: ComponentProps<'button'>;
}) {
  const { ref, asChild, ...rest } = props;
  const loadedRef = useMergedRefs(ref, control.loadedRef);
  const placeholderRef = useMergedRefs(ref, control.placeholderRef);

  if (Loaded) return <Loaded {...props} ref={loadedRef} />;

  const Comp = asChild ? Slot : 'button';
  return <Comp {...closed} {...rest} ref={placeholderRef} {...handlers} />;
}
