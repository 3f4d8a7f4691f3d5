import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { GoogleMark } from './google-mark';

/** 'Continuar con Google', as every Google entry point of the app draws it. */
export function GoogleButton({
  pending = false,
  children,
  ...props
}: ComponentProps<'button'> & { pending?: boolean }) {
  return (
    <Button variant="outline" size="lg" disabled={pending || props.disabled} {...props}>
      {pending ? <Spinner label="Conectando con Google" /> : <GoogleMark />}
      {children ?? 'Continuar con Google'}
    </Button>
  );
}
