import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { CompanyProfileForm } from './company-profile-form';

beforeEach(async () => {
  await signInAs('demo');
});

const company = () => db.state.companies.find((entry) => entry.id === 1)!;

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the company's agile-purchase profile", () => {
  it('shows what the company said, and saves a change', async () => {
    const { user } = renderWithProviders(<CompanyProfileForm companyId={1} />);
    expect(await screen.findByLabelText('¿Es EMT?')).toHaveTextContent(
      'Sí, es una empresa de menor tamaño (EMT)',
    );
    expect(screen.getByLabelText('Región de la empresa')).toHaveTextContent('Región de Valparaíso');

    await choose(user, '¿Es EMT?', 'No');
    await choose(user, 'Región de la empresa', 'Región del Maule');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await findToast('Perfil guardado');
    expect(company()).toMatchObject({ emt: false, region: 'Región del Maule' });
  });

  it('asks for both answers when the company never said, and keeps them when saving fails', async () => {
    db.write((state) => {
      const own = state.companies.find((entry) => entry.id === 1)!;
      own.emt = null;
      own.region = null;
    });
    const { user } = renderWithProviders(<CompanyProfileForm companyId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Indica si tu empresa es EMT')).toBeInTheDocument();
    expect(screen.getByText('Elige la región de tu empresa')).toBeInTheDocument();

    await choose(user, '¿Es EMT?', 'Sí, es una empresa de menor tamaño (EMT)');
    await choose(user, 'Región de la empresa', 'Región de Los Lagos');
    faults.add({ kind: 'server-error', method: 'PUT', path: '/companies/1/profile', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await findToast('No pudimos guardar el perfil');
    expect(screen.getByLabelText('Región de la empresa')).toHaveTextContent('Región de Los Lagos');
    expect(company()).toMatchObject({ emt: null, region: null });
  });
});
