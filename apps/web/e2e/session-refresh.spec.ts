import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMPRESA, GERENTE, login } from './support.ts';

/** Replaces the stored access token (session key "sessao") with a JWT-shaped one expiring `secondsFromNow`. */
async function forgeToken(page: Page, secondsFromNow: number) {
  await page.evaluate((s) => {
    const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const raw = localStorage.getItem('sessao');
    if (!raw) throw new Error('sem sessão');
    const sessao = JSON.parse(raw) as { token: string };
    sessao.token = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + s })}.forjado`;
    localStorage.setItem('sessao', JSON.stringify(sessao));
  }, secondsFromNow);
}

test('um token vencido é renovado pelo cookie sem sair da tela', async ({ page }) => {
  await login(page, GERENTE);

  // expired: the route guard refreshes before showing the page
  await forgeToken(page, -60);
  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();

  // looks valid but the server refuses it: the HTTP client's 401 → refresh → retry
  await forgeToken(page, 600);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  const statusRetried = page.waitForResponse((r) => r.url().endsWith('/api/empresas/1/status') && r.status() === 200);
  await page.goto('/admin/history');
  expect((await refreshed).status()).toBe(200);
  await statusRetried;
  await expect(page).toHaveURL(/\/admin\/history$/);
  await expect(page.getByRole('banner').getByText(DEMO_EMPRESA)).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token?: string }).token,
  );
  expect(token).not.toMatch(/forjado$/);
});

test('sem cookie de renovação, o token vencido leva ao login com redirect', async ({ page, context }) => {
  await login(page, GERENTE);
  await context.clearCookies();
  await forgeToken(page, -60);
  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcustomers$/);
  expect(await page.evaluate(() => localStorage.getItem('sessao'))).toBeNull();
});
