import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toast duration from the spec's service settings: 4 s. */
export const TOAST_DURATION_MS = 4000;

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      richColors
      containerAriaLabel="Notificaciones"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
