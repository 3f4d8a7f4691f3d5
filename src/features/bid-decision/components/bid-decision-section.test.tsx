import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { BidDecisionSection } from './bid-decision-section';

const CODE = '6164-39-LP26';

beforeEach(async () => {
  await signInAs('demo');
});

const section = () => screen.getByRole('region', { name: 'Decisión' });

describe("the opportunity's bid decision", () => {
  it('asks for a decision and its reason, saves it with who and when, and writes the feed', async () => {
    const { user } = renderWithProviders(<BidDecisionSection companyId={1} codigo={CODE} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar decisión' }));
    expect(within(section()).getByText('Elige una decisión')).toBeInTheDocument();
    expect(within(section()).getByText('Indica el motivo de la decisión')).toBeInTheDocument();
    expect(within(section()).getByLabelText('Motivo')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'No postular' }));
    await user.type(screen.getByLabelText('Motivo'), 'Pide visita a terreno en otra región');
    await user.click(screen.getByRole('button', { name: 'Guardar decisión' }));
    await findToast('Decisión guardada');
    expect(within(section()).getByText('No postular')).toBeInTheDocument();
    expect(within(section()).getByText('Pide visita a terreno en otra región')).toBeInTheDocument();
    expect(
      within(section()).getByText(/^Daniela Muñoz Rojas, el \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
    ).toBeInTheDocument();

    expect(db.state.bidDecisions.filter((entry) => entry.opportunityCode === CODE)).toEqual([
      expect.objectContaining({ companyId: 1, opportunityCode: CODE, decision: 'no_postular' }),
    ]);
    expect(db.state.activities.at(-1)).toMatchObject({
      kind: 'decision',
      opportunityCode: CODE,
      detail: 'Decisión: No postular. Motivo: Pide visita a terreno en otra región',
    });
  });

  it('changes a decision, the last one standing, and keeps what was typed when saving fails', async () => {
    const { user } = renderWithProviders(<BidDecisionSection companyId={1} codigo={CODE} />);
    await user.click(await screen.findByRole('radio', { name: 'Revisar' }));
    await user.type(screen.getByLabelText('Motivo'), 'Falta leer las bases técnicas');
    await user.click(screen.getByRole('button', { name: 'Guardar decisión' }));
    await findToast('Decisión guardada');

    await user.click(within(section()).getByRole('button', { name: 'Cambiar decisión' }));
    expect(screen.getByRole('radio', { name: 'Revisar' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Postular' }));
    await user.clear(screen.getByLabelText('Motivo'));
    await user.type(screen.getByLabelText('Motivo'), 'Las bases calzan con nuestro servicio');
    faults.add({ kind: 'server-error', method: 'PUT', path: '/decision', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Guardar decisión' }));
    await findToast('No pudimos guardar la decisión');
    expect(screen.getByRole('radio', { name: 'Postular' })).toBeChecked();
    expect(screen.getByLabelText('Motivo')).toHaveValue('Las bases calzan con nuestro servicio');

    await user.click(screen.getByRole('button', { name: 'Guardar decisión' }));
    await findToast('Decisión guardada');
    expect(within(section()).getByText('Postular')).toBeInTheDocument();
    expect(
      db.state.bidDecisions
        .filter((entry) => entry.opportunityCode === CODE)
        .map((entry) => entry.decision),
    ).toEqual(['postular']);
  });
});
