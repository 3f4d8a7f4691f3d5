import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toast duration from the spec's service settings: 4 s. */
export const TOAST_DURATION_MS = 4000;

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      // Below the app's 56 px header: a toast never covers the bell, the avatar or the menu.
      offset={{ top: 64, right: 16 }}
      mobileOffset={{ top: 64, right: 8, left: 8 }}
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      containerAriaLabel="Notificaciones"
      // Plain cards with a coloured icon: sonner's rich colours fail WCAG contrast.
      toastOptions={{
        classNames: {
          toast: 'font-sans border-border! shadow-lg!',
          title: 'text-foreground! font-semibold!',
          description: 'text-muted-foreground!',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-destructive',
          warning: '[&_[data-icon]]:text-warning',
        },
      }}
      {...props}
    />
  );
}
