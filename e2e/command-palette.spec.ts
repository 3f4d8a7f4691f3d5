import { expect, expectAccessible, test } from './fixtures';

const CODE = '6164-39-LP26';

// Every step by keyboard: a pointer press fails the test (the keyboardOnly fixture).
test.use({ keyboardOnly: true });

test('the command palette goes anywhere by keyboard alone', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/tareas');
  await expect(page.getByRole('heading', { name: 'Tareas del equipo' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Ir a… (Ctrl+K)' });

  // A page, by a word without its accent.
  await trigger.focus();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Ir a' });
  const input = palette.getByRole('combobox');
  await expect(input).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('calendario');
  await expect(palette.getByRole('option').first()).toHaveText('Calendario');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/calendario');
  await expect(palette).toBeHidden();
  await expect(trigger).toBeFocused();

  // An opportunity by its code, then the same one among the recent ones by its name.
  await page.keyboard.press('Control+K');
  await page.keyboard.type(CODE.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/opportunity/${CODE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /hospitalario/i })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('hospitalario');
  const recent = palette.getByRole('group', { name: 'Oportunidades recientes' });
  await expect(recent.getByRole('option', { name: new RegExp(CODE) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // An AI search with the words typed: the last option, reached with the arrow keys.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('mobiliario escolar para liceos');
  const searchOption = palette.getByRole('option', {
    name: 'Buscar oportunidades: «mobiliario escolar para liceos»',
  });
  await expect(searchOption).toBeVisible();
  await page.keyboard.press('End');
  await expect(searchOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByLabel('¿Qué vende tu empresa?')).toHaveValue(
    'mobiliario escolar para liceos',
  );
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });
});
