import { expect, test } from '@playwright/test';
import { login, GERENTE } from './support.ts';

// The first load of the pages people land on: the server's HTML already carries the route's chunks (modulepreload)
// and a static first paint that needs no JavaScript; the app then replaces it with the real screen.

test('sem JavaScript, /login já mostra o cartão de entrada e pede os arquivos da rota junto com o principal', async ({
  browser,
}) => {
  const contexto = await browser.newContext({ javaScriptEnabled: false });
  const page = await contexto.newPage();
  await page.goto('/login');
  await expect(page.getByText('Painel do Restaurante')).toBeVisible();
  await expect(page.getByText('Problemas para entrar? Fale com o suporte.')).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href*="/login-page-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][as="font"][href*="rubik-latin-500"]')).toHaveCount(1);
  // the fonts' rules are in the page itself (no stylesheet request before the first paint), and the login's
  // fields do not bring MUI's Select (TextField would, with Menu, Popover and Modal)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(await (await page.request.get('/login')).text()).toMatch(
    /<title>[^<]*<\/title>\s*<style>@font-face\{font-family:Rubik/,
  );
  await expect(page.locator('link[rel="modulepreload"][href*="/Select-"]')).toHaveCount(0);
  await contexto.close();
});

test('com JavaScript, o cartão estático dá lugar ao formulário de verdade, sem spinner no meio', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.locator('.pp-main')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Painel do Restaurante', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('o quadro de pedidos chega com a moldura estática e os seus arquivos pré-carregados', async ({ page }) => {
  await login(page, GERENTE);
  const html = await (await page.request.get('/admin/orders')).text();
  expect(html).toContain('Gestão de pedidos');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/orders-page-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/admin-layout-[^"]+\.js">/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gestão de pedidos', level: 1 })).toBeVisible();
  await expect(page.locator('.pp-quadro')).toHaveCount(0);
  await expect(page.getByTestId('painel-pedidos')).toBeVisible();
});
