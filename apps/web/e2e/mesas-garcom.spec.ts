import { expect, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// The counter opens a tab for another waiter on a 360 px phone, and changes it later: the board's card names
// whoever serves the table.
const CELULAR = { width: 360, height: 740 };

test('abrir comanda para outro garçom e trocar o garçom pela comanda, no celular', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // a waiter of the business, created by the manager through the API
  const entrar = await request.post('/api/auth/login', { data: GERENTE });
  expect(entrar.status()).toBe(200);
  const { access_token } = (await entrar.json()) as { access_token: string };
  const sufixo = Date.now().toString(36);
  const nome = `Carla Garçom ${sufixo}`;
  const criado = await request.post('/api/usuarios', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { nome, email: `carla.${sufixo}@demo.com.br`, senha: 'senha-da-carla', role: 'garcom' },
  });
  expect(criado.status()).toBe(201);

  const page = await (await browser.newContext({ viewport: CELULAR, hasTouch: true, isMobile: true })).newPage();
  await login(page, GERENTE);
  await page.goto('/admin/mesas');
  await page.getByTestId('mesa-6').click();
  const abrir = page.getByRole('dialog', { name: 'Abrir comanda · mesa 6' });
  const garcom = abrir.getByRole('combobox', { name: 'Garçom' });
  await expect(garcom).toHaveText('Gerente Demo'); // the signed-in user by default
  await garcom.click();
  await page.getByRole('option', { name: nome }).click();
  await expect(garcom).toHaveText(nome);
  // the dialog fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(CELULAR.width);
  await abrir.getByRole('button', { name: 'Abrir comanda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mesas\/\d+\/comanda\/\d+$/);

  await page.goto('/admin/mesas');
  await expect(page.getByTestId('mesa-6')).toContainText(nome);

  // the tab's edit: back to the manager
  await page.getByTestId('mesa-6').click();
  await expect(page).toHaveURL(/\/comanda\/\d+$/);
  await page.getByRole('button', { name: 'Mais ações' }).click();
  await page.getByRole('menuitem', { name: 'Pessoas, garçom e taxa de serviço' }).click();
  const editar = page.getByRole('dialog');
  const campo = editar.getByRole('combobox', { name: 'Garçom' });
  await expect(campo).toHaveText(nome);
  await campo.click();
  await page.getByRole('option', { name: 'Gerente Demo' }).click();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  await page.goto('/admin/mesas');
  await expect(page.getByTestId('mesa-6')).toContainText('Gerente Demo');
  await expect(page.getByTestId('mesa-6')).not.toContainText(nome);
});
