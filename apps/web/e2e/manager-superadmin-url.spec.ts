import { expect, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';

test('o gerente que digita uma URL de superadmin vai para pedidos', async ({ page }) => {
  await login(page, GERENTE);
  await page.goto('/admin/cadastro-empresas');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Gestão de pedidos' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation').getByText('Cadastros')).toHaveCount(0);
});
