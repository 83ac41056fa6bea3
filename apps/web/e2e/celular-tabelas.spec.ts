import { expect, test, type Locator, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Lists on a 360 px phone: the row's actions and the pager stay on screen (the table may scroll sideways inside its
// box, the actions column is pinned), and phones read as (41) 98800-1895, never +5541….
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** On screen as the page loads sideways: the window may scroll down to it, nothing scrolls sideways. */
async function dentroDaTela(page: Page, alvo: Locator) {
  await alvo.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const caixa = (await alvo.boundingBox())!;
  const largura = page.viewportSize()!.width;
  expect(caixa.x, 'começa dentro da tela').toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width, 'termina dentro da tela').toBeLessThanOrEqual(largura);
}

const TELAS = [
  { rota: '/admin/delivery/areas', tabela: 'Áreas de entrega', acao: /^Editar / },
  { rota: '/admin/delivery/personnel', tabela: 'Entregadores', acao: /^Editar / },
  { rota: '/admin/business/coupons', tabela: 'Cupons', acao: /^Editar / },
  { rota: '/admin/settings/general', tabela: 'Outras configurações', acao: /^Editar / },
];

test('tabelas no celular: ações e paginação visíveis, telefones formatados', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, GERENTE);
  for (const tela of TELAS) {
    await page.goto(tela.rota);
    const tabela = page.getByRole('table', { name: tela.tabela });
    await expect(tabela.getByRole('row').nth(1)).toBeVisible();
    await dentroDaTela(page, tabela.getByRole('button', { name: tela.acao }).first());
  }

  // couriers' phones are formatted
  await page.goto('/admin/delivery/personnel');
  await expect(page.getByRole('table', { name: 'Entregadores' })).not.toContainText('+55');

  // the history: number, status and total on screen, the pager whole, phones formatted in the detail
  await page.goto('/admin/history');
  const historico = page.getByRole('table', { name: 'Histórico de pedidos' });
  const linha = historico.getByRole('row').nth(1);
  await expect(linha).toBeVisible();
  const celulas = linha.getByRole('cell');
  await expect(celulas.last()).toContainText(/^R\$ /);
  for (const celula of await celulas.all()) {
    if (await celula.isVisible()) await dentroDaTela(page, celula);
  }
  await dentroDaTela(page, page.getByRole('button', { name: 'Ir para a próxima página' }));
  await linha.click();
  const detalhe = page.getByRole('dialog', { name: /^Pedido #\d+/ });
  await expect(detalhe).toBeVisible();
  await expect(detalhe).not.toContainText('+55');
});
