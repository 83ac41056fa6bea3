// The manager reads the reports: each one opens, takes another period (kept in the URL), draws a chart, and the
// CSV it exports holds the same rows as the table on screen. The numbers come from the demo seed's orders.
import { expect, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';
import { conferir, escolherPeriodo, exportarCsv, movimentarHoje, tabela, verGrafico } from './relatorios-apoio.ts';

test.beforeEach(async ({ page }) => {
  await login(page, GERENTE);
});

test('vendas: o período muda pela URL, o resumo compara com o anterior e o CSV de pagamentos bate com a tabela', async ({
  page,
}) => {
  await movimentarHoje(page);
  await page.goto('/admin/reports/sales');
  await expect(page.getByRole('heading', { name: 'Relatório de vendas' })).toBeVisible();
  await escolherPeriodo(page, 'Últimos 30 dias');
  await expect(page).toHaveURL(/periodo=30dias/);
  await expect(page.getByTestId('cartao-liquido')).toContainText('R$');
  await expect(page.getByTestId('cartao-liquido')).toContainText('vs. anterior');
  await expect(page.getByTestId('cartao-servico')).toContainText('à parte');
  await verGrafico(page.getByRole('region', { name: 'Vendas no tempo' }));
  await expect(page.getByRole('region', { name: 'Comparativo com o período anterior' })).toContainText('Anterior');

  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  const formas = page.getByRole('region', { name: 'Formas de pagamento' });
  await verGrafico(formas);
  conferir(await tabela(formas), await exportarCsv(page, formas), [
    ['Forma', 'Forma', 'texto'],
    ['Vendas', 'Vendas', 'texto'],
    ['Valor', 'Valor', 'dinheiro'],
  ]);

  // a reload keeps the report as it was (period and tab from the URL)
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pagamentos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('periodo-atual')).toContainText(' a ');

  // an empty period says so
  await page.goto('/admin/reports/sales?periodo=personalizado&inicio=2001-01-01&fim=2001-01-31&aba=bairros');
  await expect(page.getByRole('region', { name: 'Bairros' }).getByText('Nenhum dado encontrado')).toBeVisible();
});

test('catálogo: a curva ABC desenha o Pareto e o CSV traz as mesmas classes e valores', async ({ page }) => {
  await movimentarHoje(page);
  await page.goto('/admin/reports/catalog');
  await escolherPeriodo(page, 'Últimos 30 dias');
  const abc = page.getByRole('region', { name: 'Curva ABC' });
  await verGrafico(abc);
  await expect(abc.getByTestId('classe-A')).toBeVisible();
  conferir(await tabela(abc), await exportarCsv(page, abc), [
    ['Produto', 'Produto', 'texto'],
    ['Classe', 'Classe', 'texto'],
    ['Faturamento', 'Faturamento', 'dinheiro'],
  ]);
});

test('funil de vendas: visão geral, tipos de cliente com gráfico e CSV igual à tabela', async ({ page }) => {
  await page.goto('/admin/reports/clients');
  await expect(page.getByRole('heading', { name: 'Funil de vendas' })).toBeVisible();
  await escolherPeriodo(page, 'Últimos 30 dias');
  await expect(page.getByTestId('cartao-clientes')).toBeVisible();
  const tipos = page.getByRole('region', { name: 'Tipos de cliente' });
  await verGrafico(tipos);
  conferir(await tabela(tipos), await exportarCsv(page, tipos), [
    ['Tipo', 'Tipo', 'texto'],
    ['Clientes', 'Clientes', 'texto'],
  ]);

  await page.getByRole('tab', { name: 'Clientes' }).click();
  const clientes = page.getByRole('region', { name: 'Clientes do período' });
  const t = await tabela(clientes);
  expect(t.linhas.length).toBeGreaterThan(0);
  await clientes.getByRole('button', { name: 'Vendas' }).click();
  await expect(page).toHaveURL(/sort_field=pedidos/);
});

test('desempenho de vendas: hoje contra as últimas 4 semanas, ao vivo', async ({ page }) => {
  // the sidebar of the spec has no entry for it: the sales report leads there
  await page.goto('/admin/reports/sales');
  await page.getByRole('link', { name: 'Desempenho de hoje' }).click();
  await expect(page).toHaveURL(/\/admin\/performance\/sales$/);
  await expect(page.getByRole('heading', { name: 'Desempenho de vendas' })).toBeVisible();
  await expect(page.getByTestId('sse-estado')).toHaveAttribute('data-conectado', 'true');
  await expect(page.getByTestId('cartao-pedidos')).toBeVisible();
  await expect(page.getByTestId('cartao-abertos')).toBeVisible();
  await verGrafico(page.getByRole('region', { name: 'Pedidos abertos por status' }));

  // an order cancelled elsewhere leaves the open count at once: the event stream refreshes the dashboard
  const abertos = page.getByTestId('cartao-abertos').locator('p').nth(1);
  const antes = Number(await abertos.textContent());
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const pendentes = (await (
    await page.request.get('/api/pedidos', { headers, params: { status: 'pendente', per_page: 1 } })
  ).json()) as { id: number }[];
  expect(pendentes.length).toBeGreaterThan(0);
  const r = await page.request.patch(`/api/pedidos/${pendentes[0]!.id}/status`, {
    headers,
    data: { status: 'cancelado', motivo: 'Cliente desistiu' },
  });
  expect(r.ok()).toBe(true);
  await expect(abertos).toHaveText(String(antes - 1));
});

test.describe('num celular de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('cada relatório cabe na largura da tela: nada rola de lado além das tabelas', async ({ page }) => {
    test.setTimeout(120_000);
    const telas = [
      ['/admin/reports/sales?periodo=30dias&aba=pagamentos', 'Formas de pagamento'],
      ['/admin/reports/catalog?periodo=30dias', 'Curva ABC'],
      ['/admin/reports/couriers?periodo=30dias', 'Entregas por entregador'],
      ['/admin/reports/clients?periodo=30dias', 'Tipos de cliente'],
      ['/admin/performance/sales', 'Pedidos abertos por status'],
    ] as const;
    for (const [rota, secao] of telas) {
      await page.goto(rota);
      const regiao = page.getByRole('region', { name: secao });
      await expect(regiao.getByRole('table')).toBeVisible();
      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(largura, rota).toBeLessThanOrEqual(360);
      const caixa = (await regiao.boundingBox())!;
      expect(caixa.x + caixa.width, rota).toBeLessThanOrEqual(360);
    }
  });
});
