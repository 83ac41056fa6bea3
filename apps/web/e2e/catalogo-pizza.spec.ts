import { expect, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Catalogue journey: a category, a pizza with two sizes, half-and-half flavours and a crust (priced by the shared
// function in the preview), product reorder, and a deactivated product gone from the public listing.

const sufixo = Date.now().toString(36);
const CAT = `Pizzas ${sufixo}`;
const PIZZA = `Pizza ${sufixo}`;
const REFRI = `Refri ${sufixo}`;

async function abrir(page: Page, path: string, titulo: string) {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
}

async function dialogo(page: Page) {
  const d = page.getByRole('dialog');
  await expect(d).toBeVisible();
  return d;
}

test('cria categoria e pizza meio a meio com borda, reordena e some do cardápio público ao desativar', async ({
  page,
}) => {
  test.setTimeout(180_000); // many screens on a 2-core machine: ~40 s alone, ~80 s under load
  await login(page, GERENTE);

  await abrir(page, 'catalog/categories', 'Categorias');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  let d = await dialogo(page);
  await d.getByLabel('Nome').fill(CAT);
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(CAT)).toBeVisible();

  await abrir(page, 'catalog/options', 'Opções');
  for (const [nome, preco] of [
    [`Calabresa ${sufixo}`, '40,00'],
    [`Portuguesa ${sufixo}`, '45,00'],
    [`Catupiry ${sufixo}`, '8,00'],
  ]) {
    await page.getByRole('button', { name: 'Nova opção' }).click();
    d = await dialogo(page);
    await d.getByLabel('Nome').fill(nome!);
    await d.getByLabel('Preço').fill(preco!);
    await d.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(nome!, { exact: true })).toBeVisible();
  }

  await abrir(page, 'catalog/complements', 'Complementos');
  const complementos: [string, string, string[], string][] = [
    [`Sabores ${sufixo}`, 'Sabor', [`Calabresa ${sufixo}`, `Portuguesa ${sufixo}`], '2'],
    [`Borda ${sufixo}`, 'Borda', [`Catupiry ${sufixo}`], '1'],
  ];
  for (const [nome, tipo, opcoes, max] of complementos) {
    await page.getByRole('button', { name: 'Novo complemento' }).click();
    d = await dialogo(page);
    await d.getByLabel('Nome').fill(nome);
    await d.getByLabel('Tipo').click();
    await page.getByRole('option', { name: tipo, exact: true }).click();
    await d.getByLabel('Máximo').fill(max);
    await d.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: `Opções do complemento: ${nome}` }).click();
    d = await dialogo(page);
    for (const opcao of opcoes) {
      await d.getByLabel('Opção', { exact: true }).fill(opcao);
      await page.getByRole('option', { name: opcao }).click();
      await d.getByRole('button', { name: 'Incluir' }).click();
      await expect(d.getByText(opcao, { exact: true })).toBeVisible();
    }
    await d.getByRole('button', { name: 'Voltar' }).click();
  }

  await abrir(page, 'catalog/products', 'Produtos');
  await page.getByRole('button', { name: 'Novo produto' }).click();
  d = await dialogo(page);
  await d.getByLabel('Categoria').click();
  await page.getByRole('option', { name: CAT }).click();
  await d.getByLabel('Nome').fill(PIZZA);
  await d.getByLabel('Preço', { exact: true }).fill('0');
  await d.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Pizza' }).click();
  for (const [i, [nome, preco]] of [
    ['Média', '0'],
    ['Grande', '10,00'],
  ].entries()) {
    await d.getByRole('button', { name: 'Adicionar tamanho' }).click();
    await d.getByLabel(`Tamanho ${i + 1}`).fill(nome!);
    await d.getByLabel(`Preço ${i + 1}`).fill(preco!);
  }
  await d.getByLabel('Máximo de sabores').click();
  await page.getByRole('option', { name: '2' }).click();
  for (const [nome] of complementos) {
    await d.getByLabel('Complementos').fill(nome);
    await page.getByRole('option', { name: nome }).click();
  }
  // preview: Grande + ½ Calabresa ½ Portuguesa + crust = 10 + 45 (most expensive flavour) + 8
  const previa = d.getByRole('region', { name: 'Prévia do preço' });
  await previa.getByLabel('Tamanho').click();
  await page.getByRole('option', { name: 'Grande' }).click();
  await previa.getByLabel(`Calabresa ${sufixo}`).check();
  await previa.getByLabel(`Portuguesa ${sufixo}`).check();
  await previa.getByLabel(`Catupiry ${sufixo}`).check();
  await expect(previa.getByText('Preço calculado: R$ 63,00')).toBeVisible();
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Novo produto' }).click();
  d = await dialogo(page);
  await d.getByLabel('Categoria').click();
  await page.getByRole('option', { name: CAT }).click();
  await d.getByLabel('Nome').fill(REFRI);
  await d.getByLabel('Preço', { exact: true }).fill('6,50');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // reorder inside the category: the drink goes first
  await page.getByLabel('Categoria').click();
  await page.getByRole('option', { name: CAT }).click();
  const linhas = page.locator('[data-testid^="linha-"]');
  await expect(linhas).toHaveCount(2);
  await expect(linhas.first()).toContainText(PIZZA);
  await page.getByRole('button', { name: `Mover para cima: ${REFRI}` }).click();
  await expect(page.getByText('Ordem salva')).toBeVisible();
  await page.reload();
  await page.getByLabel('Categoria').click();
  await page.getByRole('option', { name: CAT }).click();
  await expect(linhas.first()).toContainText(REFRI);

  const publicos = async () =>
    (await page.request.get('/api/produtos/publicos?empresa_id=1&per_page=100')).json() as Promise<{
      items: { nome: string; complementos: { nome: string }[] }[];
    }>;
  const antes = await publicos();
  expect(antes.items.map((p) => p.nome)).toEqual(expect.arrayContaining([PIZZA, REFRI]));
  expect(antes.items.find((p) => p.nome === PIZZA)!.complementos.map((c) => c.nome)).toEqual([
    `Sabores ${sufixo}`,
    `Borda ${sufixo}`,
  ]);

  await page.getByLabel(`Desativar: ${REFRI}`).click();
  // exact: "Ativar: X" is also a substring of "Desativar: X", which would match before the change lands
  await expect(page.getByLabel(`Ativar: ${REFRI}`, { exact: true })).toBeVisible();
  const depois = await publicos();
  expect(depois.items.map((p) => p.nome)).toContain(PIZZA);
  expect(depois.items.map((p) => p.nome)).not.toContain(REFRI);
});
