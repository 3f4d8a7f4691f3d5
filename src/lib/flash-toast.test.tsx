import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Toaster } from '@/components/ui/sonner';

import { showPendingFlashToast, toastAcrossReload } from './flash-toast';
import { clearOnLogout } from './session';

describe('toasts across a reload', () => {
  it('shows the stored toast once on the next load, even after the logout clearing', async () => {
    toastAcrossReload({ kind: 'success', title: 'Sesión cerrada' });
    clearOnLogout();
    render(<Toaster />);
    showPendingFlashToast();
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(sessionStorage.getItem('flash_toast')).toBeNull();
  });

  it('drops a corrupt or foreign entry without showing anything', () => {
    sessionStorage.setItem('flash_toast', '{"kind":"info","title":"x"}');
    showPendingFlashToast();
    sessionStorage.setItem('flash_toast', 'no es json');
    showPendingFlashToast();
    expect(sessionStorage.getItem('flash_toast')).toBeNull();
  });
});
