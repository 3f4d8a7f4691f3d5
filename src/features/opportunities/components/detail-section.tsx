import type { ComponentProps } from 'react';

import { CardSection } from '@/components/blocks/card';

/**
 * One card of the opportunity's detail: a region named by its heading and icon. The children
 * bring their own spacing (the apply and chat buttons above the documents).
 */
export function DetailSection(props: ComponentProps<typeof CardSection>) {
  return <CardSection flow className="min-w-0" {...props} />;
}
