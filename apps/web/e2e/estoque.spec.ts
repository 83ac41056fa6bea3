import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

interface Forma {
  id: number;
  tipo: string;
  padrao: boolean;
  ativo: boolean;
}

/** The manager's own API client (a second login), for what the journey does not do by hand: the catalogue and the sale. */
async function api(baseURL: string | undefined) {
  const ctx = await apiRequest.newContext({ baseURL });
  const r = await ctx.post('/api/auth/login', { form: { email: GERENTE.email, senha: GERENTE.senha } });
  expect(r.ok()).toBe(true);
  const { access_token } = (await r.json()) as { access_token: string };
  return { ctx, headers: { Authorization: `Bearer ${access_token}` } };
}

async function escolherNoAutocomplete(page: Page, campo: ReturnType<Page['getByRole']>, nome: string) {
  await campo.fill(nome);
  await page.getByRole('option', { name: nome }).click();
}

// Stock, end to end: the manager registers an ingredient, buys 5 kg of it, builds the technical sheet of a product
// and reads its cost and CMV beside the price; a counter order of that product (staff orders start in the kitchen,
// `preparacao`, the moment the API deducts a sale) lowers the balance by the sheet's quantity × the items sold.
test('ingrediente, compra, ficha técnica com custo e CMV, e a venda baixa o saldo', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const sufixo = String(Date.now()).slice(-6);
  const insumo = `Mussarela E2E ${sufixo}`;
  const produtoNome = `X-Queijo E2E ${sufixo}`;
  const { ctx, headers } = await api(baseURL);

  // a product of its own (R$ 30,00), so no demo sheet competes with the one built here
  const cats = (await (await ctx.get('/api/categorias', { headers })).json()) as { items: { id: number }[] };
  const criado = await ctx.post('/api/produtos', {
    headers,
    data: { categoria_id: cats.items[0]!.id, nome: produtoNome, preco: 30, tipo: 'simples' },
  });
  expect(criado.status()).toBe(201);
  const produto = (await criado.json()) as { id: number };

  await login(page, GERENTE);

  // 1. the ingredient, bought by the kg, minimum 1 kg: balance zero, flagged below minimum
  await page.goto('/admin/stock/insumos');
  await page.getByRole('button', { name: 'Novo ingrediente' }).click();
  const dIns = page.getByRole('dialog', { name: 'Novo ingrediente' });
  await dIns.getByLabel(/^Nome/).fill(insumo);
  await dIns.getByLabel('Custo por kg (R$)').fill('40,00');
  await dIns.getByLabel('Estoque mínimo (kg)').fill('1');
  await expect(dIns.getByText('= 1.000 g')).toBeVisible();
  await dIns.getByRole('button', { name: 'Salvar' }).click();
  await expect(dIns).toBeHidden();
  await page.getByLabel('Buscar').fill(insumo);
  const linhaIns = page.getByRole('row', { name: new RegExp(insumo) });
  await expect(linhaIns).toContainText('0,000 kg');
  await expect(linhaIns).toContainText('Abaixo do mínimo');
  await expect(linhaIns).toContainText('R$ 40,00/kg');

  // 2. a purchase: 5 kg for R$ 225,00 (R$ 45,00/kg; the balance was zero, so the average becomes 45,00)
  await page.goto('/admin/stock/movimentos');
  await page.getByRole('button', { name: 'Lançar movimento' }).click();
  const dMov = page.getByRole('dialog', { name: 'Lançar movimento' });
  await escolherNoAutocomplete(page, dMov.getByRole('combobox', { name: /^Ingrediente/ }), insumo);
  await dMov.getByLabel(/^Quantidade/).fill('5');
  await dMov.getByLabel(/^Custo total da compra/).fill('225,00');
  await expect(dMov.getByText('Custo por kg: R$ 45,00/kg')).toBeVisible();
  await dMov.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Movimento registrado. Saldo de ${insumo}: 5,000 kg`)).toBeVisible();

  // 3. the product's sheet: 200 g of it → R$ 9,00 a portion, CMV 30,00 % of R$ 30,00
  await page.goto('/admin/stock/fichatecnica');
  await page.getByRole('button', { name: 'Nova ficha' }).click();
  const dFicha = page.getByRole('dialog', { name: 'Nova ficha' });
  await dFicha.getByLabel(/^Descrição/).fill(`Ficha ${produtoNome}`);
  await dFicha.getByRole('combobox', { name: /^Produto/ }).click();
  await page.getByRole('option', { name: produtoNome }).click();
  await dFicha.getByRole('button', { name: 'Salvar' }).click();
  const editor = page.getByRole('dialog', { name: new RegExp(`Ficha ${produtoNome}`) });
  await expect(editor).toBeVisible();
  const item = editor.getByRole('form', { name: 'Adicionar item' });
  await escolherNoAutocomplete(page, item.getByRole('combobox', { name: /^Ingrediente/ }), insumo);
  await item.getByLabel(/^Quantidade/).fill('200');
  await expect(item.getByTestId('item-custo-previa')).toHaveText('Custo deste item: R$ 9,00');
  await item.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(editor.getByRole('row', { name: new RegExp(insumo) })).toContainText('200 g');
  await expect(editor.getByTestId('ficha-custo-porcao')).toHaveText('R$ 9,00');
  await expect(editor.getByTestId('ficha-preco')).toHaveText('R$ 30,00');
  await expect(editor.getByTestId('ficha-cmv')).toHaveText('30,00 %');
  await editor.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Ficha ${produtoNome}`) })).toContainText('30,00 %');

  // 4. two of them sold at the counter: the order starts in `preparacao`, which deducts 2 × 200 g
  const formas = (await (await ctx.get('/api/formas-pagamento', { headers })).json()) as { items: Forma[] };
  const forma = formas.items.find((f) => f.ativo && f.tipo === 'dinheiro') ?? formas.items.find((f) => f.ativo)!;
  const corpo = { tipo: 'retirada', canal: 'balcao', itens: [{ produto_id: produto.id, quantidade: 2 }] };
  const cotacao = (await (
    await ctx.post('/api/pedidos/cotacao', { headers, data: { ...corpo, pagamentos: [] } })
  ).json()) as { total_pedido: number };
  const pedido = await ctx.post('/api/pedidos', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      ...corpo,
      pagamentos: [
        { [forma.padrao ? 'forma_pagamento_padrao_id' : 'forma_pagamento_id']: forma.id, valor: cotacao.total_pedido },
      ],
    },
  });
  expect(pedido.status()).toBe(201);
  expect(((await pedido.json()) as { status: string }).status).toBe('preparacao');

  await page.goto('/admin/stock/saldos');
  await page.getByLabel('Buscar').fill(insumo);
  const saldo = page.getByRole('row', { name: new RegExp(insumo) });
  await expect(saldo).toContainText('4,600 kg');
  await expect(saldo).toContainText('4.600 g');
  await expect(saldo).toContainText('R$ 207,00'); // 4,6 kg × R$ 45,00

  // the sale is in the ledger, filtered by the ingredient
  await page.goto('/admin/stock/movimentos');
  await escolherNoAutocomplete(page, page.getByRole('combobox', { name: 'Ingrediente' }), insumo);
  await expect(page.getByRole('row', { name: /Venda/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Compra/ })).toHaveCount(1);
  await ctx.dispose();
});

test('fornecedor e categoria de ingredientes: cadastrar, buscar, desativar e exportar', async ({ page }) => {
  const sufixo = String(Date.now()).slice(-6);
  await login(page, GERENTE);
  for (const [rota, botao, nome] of [
    ['fornecedores', 'Novo fornecedor', `Laticínios E2E ${sufixo}`],
    ['categorias', 'Nova categoria', `Frios E2E ${sufixo}`],
  ] as const) {
    await page.goto(`/admin/stock/${rota}`);
    await page.getByRole('button', { name: botao }).click();
    const dialogo = page.getByRole('dialog', { name: botao });
    await dialogo.getByLabel(/^Nome/).fill(nome);
    if (rota === 'fornecedores') {
      await dialogo.getByLabel('E-mail').fill('nao-e-email');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialogo.getByText('Informe um e-mail válido')).toBeVisible();
      await dialogo.getByLabel('E-mail').fill('');
    }
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await page.getByLabel('Buscar').fill(nome);
    const linha = page.getByRole('row', { name: new RegExp(nome) });
    await expect(linha).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // header + this one
    await linha.getByLabel(`Desativar: ${nome}`).click();
    await expect(linha).toContainText('Não');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Ativos', exact: true }).click();
    await expect(page.getByText('Nenhum dado encontrado')).toBeVisible();
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Inativos' }).click();
    await expect(linha).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  }
});

test('num celular de 360 px as telas de estoque cabem na largura', async ({ browser }) => {
  const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await contexto.newPage();
  await login(page, GERENTE);
  const semRolagem = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [rota, titulo] of [
    ['saldos', 'Saldo de estoque'],
    ['insumos', 'Ingredientes'],
    ['movimentos', 'Movimentação de estoque'],
    ['fichatecnica', 'Ficha técnica'],
    ['categorias', 'Categorias de ingredientes'],
    ['fornecedores', 'Fornecedores'],
  ]) {
    await page.goto(`/admin/stock/${rota}`);
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await semRolagem(), rota).toBe(true);
  }
  await contexto.close();
});
