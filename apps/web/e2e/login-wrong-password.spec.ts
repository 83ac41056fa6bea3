import { expect, test } from '@playwright/test';
import { GERENTE, submitLogin } from './support.ts';

test('senha errada mostra "E-mail ou senha inválidos"', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, { email: GERENTE.email, senha: 'senha-errada' });
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
  await expect(page).toHaveURL(/\/login$/);
});
