import { expect, type Page } from '@playwright/test';

/** Demo logins seeded by the API on an empty database. */
export const GERENTE = { email: 'gerente@demo.com.br', senha: 'demo1234' };
export const SUPERADMIN = { email: 'admin@demo.com.br', senha: 'demo1234' };
export const DEMO_EMPRESA = 'Pizzaria Demo';

/** Fills the login form already on screen and presses ENTRAR. */
export async function submitLogin(page: Page, user: { email: string; senha: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.senha);
  const entrar = page.getByRole('button', { name: 'ENTRAR' });
  await expect(entrar).toBeEnabled();
  await entrar.click();
}

export async function login(page: Page, user: { email: string; senha: string }): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/admin\/orders$/);
}
