import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addDays, chileDayKey } from '@/lib/chile-time';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { db } from '../core/database';
import { NotificationMockPanel } from './notification-controls';

/** A toast whose title starts with `start` (titles here carry a code or a count). */
async function findToastStarting(start: string) {
  const region = await screen.findByRole('region', { name: /Notificaciones/ });
  const title = await within(region).findByText(
    (text) => text.startsWith(start),
    {},
    { timeout: 8_000 },
  );
  return title.closest('li')!;
}

async function openPanel() {
  const view = renderWithProviders(<NotificationMockPanel />);
  await view.user.click(screen.getByText('Notificaciones y avisos'));
  return view;
}

describe('NotificationMockPanel', () => {
  it('changes a tagged tender and notifies the company that follows it with alerts', async () => {
    await signInAs('demo');
    const code = db.state.opportunityTags.find((link) =>
      db.state.tags.some((tag) => tag.id === link.tagId && tag.companyId === 1),
    )!.opportunityCode;
    db.write((state) => {
      const link = state.opportunityTags.find((entry) => entry.opportunityCode === code)!;
      state.tags.find((tag) => tag.id === link.tagId)!.receiveNotifications = true;
    });
    const before = db.state.notifications.length;
    const { user } = await openPanel();
    await user.type(screen.getByLabelText('Código de la oportunidad'), code);
    await user.click(screen.getByRole('button', { name: 'Simular cambio' }));

    const toast = await findToastStarting(`${code}: La fecha de cierre cambió`);
    expect(toast).toHaveTextContent('3 notificaciones generadas.');
    expect(db.state.notifications.length - before).toBe(3);
  });

  it('says when the code is not in the catalogue', async () => {
    const { user } = await openPanel();
    await user.type(screen.getByLabelText('Código de la oportunidad'), '1-1-XX1');
    await user.click(screen.getByRole('button', { name: 'Simular cambio' }));
    await findToast('No existe una oportunidad con ese código en el catálogo simulado.');
  });

  it('sends the saved searches’ alerts and the vault’s', { timeout: 15_000 }, async () => {
    db.write((state) => {
      const f30 = state.companyDocuments.find((entry) => entry.companyId === 1)!;
      state.companyDocuments.push({
        ...f30,
        id: 900,
        kind: 'vigencia',
        name: 'certificado-vigencia-renovado.pdf',
        expiresOn: addDays(chileDayKey(Date.now())!, 5),
      });
    });
    const { user } = await openPanel();
    await user.click(
      screen.getByRole('button', { name: 'Enviar alertas de búsquedas y documentos' }),
    );
    const toast = await findToastStarting('Alertas enviadas:');
    expect(toast).toHaveTextContent('«Aseo hospitalario Valparaíso»');
    expect(toast).toHaveTextContent(
      'Documentos: «Documento por vencer: Certificado de vigencia de la sociedad» (3 personas)',
    );
    const recent = db.state.notifications.filter(
      (entry) => entry.type === 'opportunity' && Date.now() - Date.parse(entry.createdAt) < 60_000,
    );
    expect(recent.length).toBeGreaterThan(0);
  });

  it('publishes a system notice and withdraws it', async () => {
    const { user } = await openPanel();
    await user.type(screen.getByLabelText('Aviso del sistema'), 'Mantención el sábado');
    await user.click(screen.getByRole('button', { name: 'Publicar aviso' }));
    const list = await screen.findByRole('list', { name: 'Avisos publicados' });
    expect(list).toHaveTextContent('azul · Mantención el sábado');
    expect(db.state.systemMessages.at(-1)).toMatchObject({
      message: 'Mantención el sábado',
      color: 'azul',
      status: 1,
    });
    await user.click(
      within(list).getByRole('button', { name: 'Retirar aviso: Mantención el sábado' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Avisos publicados' })).toBeNull(),
    );
    expect(db.state.systemMessages.at(-1)!.status).toBe(0);
  });
});
