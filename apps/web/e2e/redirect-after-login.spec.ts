import { expect, test } from '@playwright/test';
import { GERENTE, submitLogin } from './support.ts';

test('uma página protegida aberta sem login volta depois do login', async ({ page }) => {
  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcustomers$/);

  await submitLogin(page, GERENTE);

  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  // customers is a real screen (not a placeholder), so landing there proves the redirect
  await expect(page.getByRole('table', { name: 'Clientes' })).toBeVisible();
});
