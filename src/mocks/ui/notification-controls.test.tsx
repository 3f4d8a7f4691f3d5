import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addDays, chileDayKey } from '@/lib/chile-time';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { setUpcomingFollow } from '@/features/upcoming/api/toggle-upcoming-follow';

import { db } from '../core/database';
import { upcomingNow } from '../areas/planning/follows';
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
    expect(toast).toHaveTextContent(
      /«Aseo hospitalario Valparaíso» \(\d+ nuevas, \d+ del radar, \d+ de lo que viene\)/,
    );
    expect(toast).toHaveTextContent(
      'Documentos: «Documento por vencer: Certificado de vigencia de la sociedad» (3 personas)',
    );
    const recent = db.state.notifications.filter(
      (entry) => entry.type === 'opportunity' && Date.now() - Date.parse(entry.createdAt) < 60_000,
    );
    expect(recent.length).toBeGreaterThan(0);
  });

  it('publishes the tender a followed plan line expected', { timeout: 30_000 }, async () => {
    await signInAs('demo');
    const { user } = await openPanel();
    const hint =
      'Nadie sigue un elemento sin publicar: sigue una línea del plan o una consulta al mercado en Lo que viene.';
    expect(screen.getByText(hint)).toBeInTheDocument();

    const line = upcomingNow(1, { codes: [], buyer: '' }, Date.now()).items.find(
      (item) => item.fuente === 'plan' && item.id.endsWith(':demo-proxima'),
    )!;
    await setUpcomingFollow(1, line.id, true);
    const follow = db.state.upcomingFollows[0]!;
    expect(await screen.findByRole('combobox', { name: 'Elemento seguido' })).toHaveTextContent(
      `${follow.descripcion} · ${line.buyer.code} · Daniela Muñoz Rojas`,
    );
    await user.click(screen.getByRole('button', { name: 'Publicar la licitación esperada' }));

    const toast = await findToastStarting('Publicada: ');
    const code = db.state.upcomingFollows[0]!.publicada!.codigo;
    expect(within(toast).getByText(`Publicada: ${code}`)).toBeInTheDocument();
    expect(toast).toHaveTextContent('1 persona notificada y 1 correo.');
    expect(
      db.state.notifications.filter((entry) => entry.name === `Publicada: ${code}`),
    ).toMatchObject([{ userId: 1, opportunity: { codigo: code } }]);
    // Nothing followed is left unpublished.
    expect(await screen.findByText(hint)).toBeInTheDocument();
  });

  it('says why the expected tender cannot be published', async () => {
    db.write((state) => {
      state.upcomingFollows.push({
        id: 1,
        companyId: 1,
        userId: 1,
        itemId: 'plan:no-existe',
        fuente: 'plan',
        buyerCode: '7248',
        codes: ['76111501'],
        descripcion: 'Servicio de aseo',
        desde: '2026-12-01',
        hasta: '2026-12-31',
        followedAt: new Date().toISOString(),
        publicada: null,
      });
    });
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Publicar la licitación esperada' }));
    await findToast('No encontramos el proceso que repite este elemento.');
    expect(db.state.upcomingFollows[0]!.publicada).toBeNull();
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
