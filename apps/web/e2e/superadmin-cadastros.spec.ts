import { expect, test } from '@playwright/test';
import { SUPERADMIN, login } from './support.ts';

test('o superadmin abre o cadastro de empresas', async ({ page }) => {
  await login(page, SUPERADMIN);
  await page.goto('/admin/cadastro-empresas');
  await expect(page).toHaveURL(/\/admin\/cadastro-empresas$/);
  await expect(page.getByRole('heading', { name: 'Empresas' })).toBeVisible();

  // the sidebar opens the Cadastros submenu for this route
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Cadastros')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Faturas' })).toBeVisible();
});
