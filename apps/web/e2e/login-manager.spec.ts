import { expect, test } from '@playwright/test';
import { DEMO_EMPRESA, GERENTE, submitLogin } from './support.ts';

test('o gerente entra e chega à gestão de pedidos', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeDisabled();
  await expect(page.getByText('Problemas para entrar? Fale com o suporte.')).toBeVisible();

  await submitLogin(page, GERENTE);

  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Gestão de pedidos' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO_EMPRESA)).toBeVisible();

  // spec §2: a logged-in user with a valid token who opens /login goes straight to orders
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // /admin redirects to orders; unknown paths go to /login (and from there, logged in, to orders)
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // logout revokes the session and returns to the login form
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders$/);
});
