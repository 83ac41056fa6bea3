// The manager reads the reports: each one opens, takes another period (kept in the URL), draws a chart, and the
// CSV it exports holds the same rows as the table on screen. The numbers come from the demo seed's orders.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatBRL, parseCentavos } from '@app/shared/domain/money.ts';
import { GERENTE, login } from './support.ts';

async function escolherPeriodo(page: Page, nome: string) {
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: nome }).click();
}

/** The table's body as text, and its header names (hidden phone columns included: they are in the DOM). */
async function tabela(secao: Locator): Promise<{ cab: string[]; linhas: string[][] }> {
  const t = secao.getByRole('table');
  await expect(t.locator('tbody tr').first()).toBeVisible();
  await expect(t).toHaveAttribute('aria-busy', 'false');
  const cab = await t.locator('thead th').allTextContents();
  const linhas = await t
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return { cab: cab.map((c) => c.trim()), linhas };
}

/** Splits one CSV line (`;`, quotes doubled inside quoted cells). */
function celulas(linha: string): string[] {
  const out: string[] = [];
  let atual = '';
  let aspas = false;
  for (let i = 0; i < linha.length; i++) {
    const c = linha[i]!;
    if (aspas && c === '"' && linha[i + 1] === '"') {
      atual += '"';
      i++;
    } else if (c === '"') aspas = !aspas;
    else if (c === ';' && !aspas) {
      out.push(atual);
      atual = '';
    } else atual += c;
  }
  return [...out, atual];
}

async function exportarCsv(page: Page, secao: Locator): Promise<{ cab: string[]; linhas: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    secao.getByRole('button', { name: 'Exportar CSV' }).first().click(),
  ]);
  const texto = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [cab, ...linhas] = texto.trimEnd().split('\r\n').map(celulas);
  return { cab: cab!, linhas };
}

/** "R$ 1.234,50" on screen, "1234,50" in the file. */
const dinheiro = (tela: string) => tela.replace(/R\$\s*/, '').replace(/\./g, '');

/** Every row of the file matches the row of the table in the same place, column by column as named. */
function conferir(
  t: { cab: string[]; linhas: string[][] },
  csv: { cab: string[]; linhas: string[][] },
  pares: [string, string, 'texto' | 'dinheiro'][],
) {
  expect(csv.linhas.length).toBe(t.linhas.length);
  for (const [colTela, colCsv, tipo] of pares) {
    const i = t.cab.indexOf(colTela);
    const j = csv.cab.indexOf(colCsv);
    expect(i, colTela).toBeGreaterThanOrEqual(0);
    expect(j, colCsv).toBeGreaterThanOrEqual(0);
    const tela = t.linhas.map((l) => (tipo === 'dinheiro' ? dinheiro(l[i]!) : l[i]));
    expect(csv.linhas.map((l) => l[j])).toEqual(tela);
  }
}

async function verGrafico(secao: Locator) {
  await expect(secao.getByTestId('grafico').locator('svg').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await login(page, GERENTE);
});

/**
 * The demo seed dates its history by rewriting the orders' rows, not through the order service, so the daily rollups
 * start without those days. A status change goes through the service, which rewrites its day from the raw rows:
 * moving one of today's orders from preparation to ready puts today (its sales and products) in the rollups.
 */
async function movimentarHoje(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const lista = (await (
    await page.request.get('/api/pedidos', { headers, params: { status: 'preparacao', per_page: 1 } })
  ).json()) as { id: number }[];
  // none left: an earlier journey of this run already moved one, and today is in the rollups
  if (!lista.length) return;
  const r = await page.request.patch(`/api/pedidos/${lista[0]!.id}/status`, { headers, data: { status: 'pronto' } });
  expect(r.ok()).toBe(true);
}

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

test('entregadores: taxas e diárias por entregador, e o extrato para pagar', async ({ page, request }) => {
  // the demo's deliveries have no courier yet: the manager hands three delivered orders to the first courier
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const entregadores = await (await request.get('/api/entregadores', { headers })).json();
  const entregador = entregadores.items[0] as { id: number; nome: string };
  const pedidos = (await (
    await request.get('/api/pedidos', { headers, params: { status: 'concluido', tipo: 'delivery', per_page: 3 } })
  ).json()) as { id: number }[];
  expect(pedidos.length).toBeGreaterThan(0);
  for (const p of pedidos) {
    const r = await request.patch(`/api/pedidos/${p.id}`, { headers, data: { entregador_id: entregador.id } });
    expect(r.ok()).toBe(true);
  }

  await page.goto('/admin/reports/couriers');
  await escolherPeriodo(page, 'Últimos 30 dias');
  const secao = page.getByRole('region', { name: 'Entregas por entregador' });
  await verGrafico(secao);
  conferir(await tabela(secao), await exportarCsv(page, secao), [
    ['Entregador', 'Entregador', 'texto'],
    ['Entregas', 'Entregas', 'texto'],
    ['Total', 'Total', 'dinheiro'],
  ]);

  await secao.getByRole('button', { name: `Ver o extrato de ${entregador.nome}` }).click();
  const extrato = page.getByRole('region', { name: 'Extrato' });
  await expect(extrato.getByRole('heading', { name: `Extrato de ${entregador.nome}` })).toBeVisible();
  await expect(extrato.getByTestId('extrato-totais')).toContainText('Total a pagar');
  await expect(extrato.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`entregador=${entregador.id}`));

  // an advance (vale) recorded on the statement comes off the total to pay; removed, the total comes back
  const aPagar = extrato.getByTestId('extrato-totais').locator('dd').last();
  const antes = parseCentavos((await aPagar.textContent())!.replace(/R\$\s*/, ''))!;
  await extrato.getByRole('button', { name: 'Registrar vale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar vale' });
  await dialogo.getByLabel('Valor').fill('20,00');
  await dialogo.getByLabel('Observação').fill('Gasolina');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(aPagar).toHaveText(formatBRL(antes - 2000));
  await expect(extrato.getByTestId('extrato-totais')).toContainText('− R$ 20,00');
  await expect(extrato.getByRole('table', { name: 'Vales do período' })).toContainText('Gasolina');
  const linha = secao.getByRole('row').filter({ hasText: entregador.nome });
  await expect(linha).toContainText(formatBRL(antes - 2000));
  await extrato.getByRole('button', { name: /^Excluir o vale de R\$ 20,00/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(aPagar).toHaveText(formatBRL(antes));
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

  test('o extrato do entregador com o vale registrado cabe na largura da tela', async ({ page }) => {
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token: string }).token,
    );
    const lista = await (
      await page.request.get('/api/entregadores', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    await page.goto(`/admin/reports/couriers?periodo=30dias&entregador=${lista.items[0].id}`);
    const extrato = page.getByRole('region', { name: 'Extrato' });
    await extrato.getByRole('button', { name: 'Registrar vale' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar vale' });
    await dialogo.getByLabel('Valor').fill('5,00');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(extrato.getByRole('table', { name: 'Vales do período' })).toContainText('R$ 5,00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const caixa = (await extrato.boundingBox())!;
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(360);
  });
});
