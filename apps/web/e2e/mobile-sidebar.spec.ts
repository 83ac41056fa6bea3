import { expect, test } from '@playwright/test';
import { DEMO_EMPRESA, GERENTE, login } from './support.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('o login cabe numa tela de 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('no celular, o menu abre a gaveta e o Sair fica no menu de mais opções', async ({ page }) => {
  await login(page, GERENTE);
  await expect(page.getByRole('heading', { name: 'Gestão de pedidos' })).toBeVisible();
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // logout is not in the bar itself on narrow screens
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation');
  await expect(nav).toBeVisible();
  await expect(nav.getByText(DEMO_EMPRESA)).toBeVisible();
  await expect(nav.getByText('Curitiba/PR')).toBeVisible();
  await expect(nav.getByTestId('sidebar-horario')).toHaveText(/^(Hoje: \d{2}:\d{2}–\d{2}:\d{2}.*|Fechado hoje)$/);
  await expect(nav.getByRole('link', { name: 'Clientes' })).toBeVisible();

  // a submenu and its back arrow
  await nav.getByRole('button', { name: 'Catálogo' }).click();
  await nav.getByRole('link', { name: 'Produtos' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/products$/);
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(nav.getByRole('link', { name: 'Complementos' })).toBeVisible(); // opened on the current submenu
  await nav.getByRole('button', { name: 'Voltar' }).click();
  await expect(nav.getByRole('link', { name: 'Gestão de pedidos' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Mais opções' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
