import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// WCAG 2.2 AA with axe-core on the screens the floor uses most, at the counter's 1366 px and on a 360 px phone:
// no critical and no serious violation. Each violation is listed with its rule and elements, so a failure says what
// to fix.
const LARGURAS = [
  { nome: '1366 px', viewport: { width: 1366, height: 768 } },
  { nome: '360 px', viewport: { width: 360, height: 740 } },
];
const TELAS = [
  { rota: '/admin/orders', pronta: (p: Page) => p.getByRole('heading', { name: 'Gestão de pedidos', level: 1 }) },
  { rota: '/admin/new-order', pronta: (p: Page) => p.getByRole('heading', { name: 'Novo pedido', level: 1 }) },
  { rota: '/admin/customers', pronta: (p: Page) => p.getByRole('heading', { name: 'Clientes', level: 1 }) },
  { rota: '/admin/catalog/products', pronta: (p: Page) => p.getByRole('heading', { name: 'Produtos', level: 1 }) },
];

// the other lists and forms the clerk and the manager open on a phone
const OUTRAS = [
  ['/admin/history', 'Histórico de pedidos'],
  ['/admin/delivery/areas', 'Áreas de entrega'],
  ['/admin/delivery/personnel', 'Entregadores'],
  ['/admin/business/coupons', 'Cupons'],
  ['/admin/business/profile', 'Perfil da empresa'],
  ['/admin/business/schedule', 'Horários'],
  ['/admin/settings/general', 'Configurações gerais'],
] as const;

async function violacoesGraves(page: Page): Promise<string[]> {
  // judge the page at rest: a button fading from disabled to enabled is not its colour (endless pulses excepted)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}\n    ${n.failureSummary ?? ''}`).join('\n  ')}`,
    );
}

for (const { nome, viewport } of LARGURAS) {
  test.describe(`axe-core a ${nome}`, () => {
    test.use({ viewport });

    test('login sem violações críticas ou sérias', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
      expect(await violacoesGraves(page)).toEqual([]);
    });

    test('quadro, novo pedido, clientes e produtos sem violações críticas ou sérias', async ({ page }) => {
      test.setTimeout(90_000);
      await login(page, GERENTE);
      for (const tela of TELAS) {
        await page.goto(tela.rota);
        await expect(tela.pronta(page)).toBeVisible();
        // lists load after the heading: judge the page once nothing is loading (the board's live stream never idles)
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await violacoesGraves(page), tela.rota).toEqual([]);
      }
    });

    test('histórico, entrega, cupons, perfil, horários e configurações sem violações críticas ou sérias', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await login(page, GERENTE);
      for (const [rota, titulo] of OUTRAS) {
        await page.goto(rota);
        await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        // the hours form shows no progress bar: its buttons turn from disabled to enabled once the hours load, and a
        // colour caught in that transition is not the page's
        if (rota === '/admin/business/schedule')
          await expect(page.getByRole('button', { name: /^Adicionar intervalo/ }).first()).toBeEnabled();
        expect(await violacoesGraves(page), rota).toEqual([]);
      }
    });
  });
}
