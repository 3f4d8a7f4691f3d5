import { ACCOUNTS, addFaultRule, expect, expectAccessible, mockReady, test } from './fixtures';

const NEW_USER = {
  name: 'Valentina Reyes Soto',
  businessName: 'Aseo Integral del Pacífico SpA',
  rut: '760864285',
  email: 'valentina.reyes@aseopacifico.cl',
  password: 'Limpio2026',
};

test.describe('access journeys', () => {
  test('register -> mailbox -> verify -> login -> logout', async ({ page }) => {
    await page.goto('/');
    await mockReady(page);
    await page.getByRole('button', { name: 'Comenzamos' }).click();
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();

    await page.getByLabel('Nombre').fill(NEW_USER.name);
    await page.getByLabel('Razón Social').fill(NEW_USER.businessName);
    await page.getByLabel('RUT').pressSequentially(NEW_USER.rut);
    await expect(page.getByLabel('RUT')).toHaveValue('76.086.428-5');
    await page.getByLabel('Correo electrónico').fill(NEW_USER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_USER.password);
    await page.getByLabel('Confirmar contraseña').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByRole('heading', { name: '¡Registro completado!' })).toBeVisible();
    await expect(page.getByText(NEW_USER.email)).toBeVisible();

    // Not verified yet: the login refuses with a clear message.
    await page.getByRole('link', { name: 'Continuar' }).click();
    await page.getByLabel('Correo electrónico').fill(NEW_USER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Said in the toast and beside the form.
    for (const place of [
      page.getByRole('region', { name: /^Notificaciones/ }),
      page.getByRole('form', { name: 'Iniciar sesión' }),
    ]) {
      await expect(
        place.getByText('Debes verificar tu correo electrónico antes de iniciar sesión.'),
      ).toBeVisible();
    }

    await page.goto('/mock/correo');
    await page.getByRole('button', { name: /Confirma tu correo en Oportuna/ }).click();
    await page.getByRole('link', { name: 'Confirmar mi correo' }).click();
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
    await expect(page.getByText('Hola Valentina')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ir al Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(NEW_USER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(/Hola, Valentina/)).toBeVisible();

    await page.getByRole('button', { name: `Menú de usuario: ${NEW_USER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Sesión cerrada')).toBeVisible();
    // The app reloads itself 100 ms after logging out (spec): the notice goes with that page,
    // and the test ends on the reloaded page, not in the middle of its load.
    await expect(page.getByText('Sesión cerrada')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
  });

  test("a session that ended (a stale token, then the server's 401) lands on the landing page with the notice, and signing in returns", async ({
    page,
  }) => {
    // A token the app itself knows has expired.
    await page.goto('/mock/correo');
    await mockReady(page);
    await page.evaluate(() =>
      localStorage.setItem(
        'auth_token',
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsImV4cCI6MX0.firma-vieja',
      ),
    );
    // The app leaves for /?sessionExpired=true at once: don't wait for this page's load.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByText('Sesión expirada')).toBeVisible();
    await expect(
      page.getByText('Su sesión ha caducado. Por favor, inicie sesión nuevamente.'),
    ).toBeVisible();
    // The notice's parameter leaves the address; the page asked for waits for the sign-in.
    await expect(page).toHaveURL('/?volver=%2Fdashboard');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/dashboard');

    // A token the server refuses when the app starts.
    await addFaultRule(page, { kind: 'unauthorized', method: 'GET', path: '/users/me', times: 1 });
    await page.goto('/dashboard/calendario', { waitUntil: 'commit' });
    await expect(
      page.getByText('Su sesión ha caducado. Por favor, inicie sesión nuevamente.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/?volver=%2Fdashboard%2Fcalendario');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('a new user accepts a personal invitation from the mailbox', async ({ page }) => {
    await page.goto('/mock/correo');
    await mockReady(page);
    await page.getByRole('button', { name: /te invitó a Comercial Andes SpA/ }).click();
    await page.getByRole('link', { name: 'Aceptar invitación' }).click();

    await expect(page.getByRole('heading', { name: 'Te invitaron a un equipo' })).toBeVisible();
    await expect(page.getByText('RUT 76.543.210-3')).toBeVisible();
    await expect(page.getByText(/invitaciones disponibles/)).toBeHidden();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('camila.rojas@andes.cl');
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
    await page.getByLabel('Nombre completo').fill('Camila Rojas Díaz');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Andes2026');
    await page.getByRole('button', { name: 'Crear cuenta y unirme' }).click();

    await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(/Buscando oportunidades para Comercial Andes SpA/)).toBeVisible();
  });

  test('an existing user joins through a generic invitation after signing in', async ({ page }) => {
    await page.goto('/invitation/equipo-andes-2026/1');
    await mockReady(page);
    await expect(page.getByText('Quedan 4 invitaciones disponibles.')).toBeVisible();
    await page.getByRole('button', { name: 'Ya tengo una cuenta' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'para unirte a' })).toContainText(
      'Comercial Andes SpA',
    );
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.supervisor.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.supervisor.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page.getByText('Te uniste a Comercial Andes SpA')).toBeVisible();
    // The toast shows before the user is reloaded; the stored invitation goes after that.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pendingInvitation')))
      .toBeNull();
  });

  test('password recovery -> mailbox -> reset -> login with the new password', async ({ page }) => {
    await page.goto('/?auth=login');
    await mockReady(page);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recupera tu contraseña' });
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(dialog.getByText('El correo electrónico es requerido')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();

    await page.goto('/mock/correo');
    await page.getByRole('button', { name: /Restablece tu contraseña de Oportuna/ }).click();
    await page.getByRole('link', { name: 'Restablecer contraseña' }).click();

    await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Restablecer contraseña' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Nueva contraseña').fill('Nueva2026x');
    await page.getByLabel('Confirmar contraseña').fill('Nueva2026y');
    await submit.click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Confirmar contraseña').fill('Nueva2026x');
    await submit.click();
    await expect(
      page.getByRole('heading', { name: 'Contraseña restablecida exitosamente' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5000 });

    await page.goto('/?auth=login');
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva2026x');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('Google sign-in through the simulated account chooser', async ({ page }) => {
    await page.goto('/');
    await mockReady(page);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Elige una cuenta de Google' });
    await expect(chooser.getByText('Simulación: no es Google')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Autenticación cancelada por el usuario')).toBeVisible();

    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await chooser.getByRole('button', { name: /Daniela Muñoz Rojas/ }).click();
    await expect(page.getByText('¡Autenticación exitosa!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a supervisor impersonates a user and stops', async ({ page, loginAs }) => {
    await loginAs('supervisor');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'API simulada' }).click();
    await page.getByRole('combobox', { name: 'Suplantar a un usuario (solo staff)' }).click();
    await page
      .getByRole('option', { name: `${ACCOUNTS.demo.name} (${ACCOUNTS.demo.email})` })
      .click();
    // Starting reloads the page 100 ms later: wait for that load before going on.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Suplantar', exact: true }).click();
    await reloaded;

    const banner = page.getByRole('region', { name: 'Suplantación activa' });
    await expect(banner).toContainText(`Estás actuando como ${ACCOUNTS.demo.name}`);
    await expect(page.getByText(/Buscando oportunidades para Comercial Andes SpA/)).toBeVisible();
    // The toast that survived the reload is checked too, once it is on the screen.
    await expect(page.getByText('Suplantación iniciada')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Calendario' }).click();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Finalizar suplantación' }).click();
    await expect(page).toHaveURL('/dashboard/administracion-usuarios');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administración de usuarios' }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.supervisor.name}` }),
    ).toBeVisible();
  });

  test('a regular user is kept out of user administration and receivables', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard/administracion-usuarios');
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByText('No tienes permisos para ver la administración de usuarios.'),
    ).toBeVisible();
    for (const path of ['/dashboard/cuentas-por-cobrar', '/dashboard/cuentas-por-cobrar/gestion']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByText('Cuentas por cobrar')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Panel de cobranza' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Administración de usuarios' })).toHaveCount(0);
  });
});
