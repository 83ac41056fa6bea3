import { expect, test, type Locator, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Stock of a pizza, end to end and all by hand, as a manager would: mozzarella bought by the kg, a dough produced in
// house from its own sub-recipe, a flavour sheet for Marguerita in size Grande with both, a purchase of 5 kg for
// R$ 225,00, then a half-Marguerita Grande sold through order entry. The sale (created in `preparacao`, the moment
// an order deducts) takes half the sheet's quantities, and the sheet shows its cost and CMV beside the flavour's
// price.
//
// The demo already has a sheet for Marguerita Grande, and a sale uses one sheet per flavour and size: the manager
// creates the new sheet and turns the demo's off in its form, so the expected drop is exactly half of this sheet's
// 200 g. Names carry the run's digits, so the other journeys on the same demo database never meet these items.

async function escolher(page: Page, campo: Locator, nome: string) {
  await campo.click();
  await page.getByRole('option', { name: nome, exact: true }).click();
}

async function escolherInsumo(page: Page, campo: Locator, nome: string) {
  await campo.fill(nome);
  await page.getByRole('option', { name: nome }).click();
}

async function novoInsumo(page: Page, nome: string, custoKg: string | null) {
  await page.getByRole('button', { name: 'Novo ingrediente' }).click();
  const d = page.getByRole('dialog', { name: 'Novo ingrediente' });
  await d.getByLabel(/^Nome/).fill(nome);
  if (custoKg) await d.getByLabel('Custo por kg (R$)').fill(custoKg);
  else await escolher(page, d.getByRole('combobox', { name: /^Tipo/ }), 'Produzido na casa');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
}

/** Adds one item, in grams, to the sheet open in `editor`. */
async function adicionarItem(page: Page, editor: Locator, insumo: string, gramas: string, mostrado = `${gramas} g`) {
  const item = editor.getByRole('form', { name: 'Adicionar item' });
  await escolherInsumo(page, item.getByRole('combobox', { name: /^Ingrediente/ }), insumo);
  await item.getByLabel(/^Quantidade/).fill(gramas);
  await item.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(editor.getByRole('row', { name: new RegExp(insumo) })).toContainText(mostrado);
}

// a step that cannot happen fails at once instead of at the test's end
test.use({ actionTimeout: 20_000 });

test('pizza: mussarela por kg, massa da casa, ficha do sabor Grande, compra, meia Marguerita vendida baixa o saldo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sufixo = String(Date.now()).slice(-6);
  const mussarela = `Mussarela E2E ${sufixo}`;
  const farinha = `Farinha E2E ${sufixo}`;
  const massa = `Massa E2E ${sufixo}`;
  const fichaMassa = `Massa da casa E2E ${sufixo}`;
  const fichaSabor = `Margherita E2E ${sufixo}`;
  await login(page, GERENTE);

  // 1. ingredients: mozzarella and flour bought by the kg, the dough made in house
  await page.goto('/admin/stock/insumos');
  await novoInsumo(page, mussarela, '40,00');
  await novoInsumo(page, farinha, '5,00');
  await novoInsumo(page, massa, null);
  await page.getByLabel('Buscar').fill(massa);
  await expect(page.getByRole('row', { name: new RegExp(massa) })).toContainText('Produzido na casa');

  // 2. the purchase: 5 kg for R$ 225,00 — the balance was zero, so the average becomes R$ 45,00/kg
  await page.goto('/admin/stock/movimentos');
  await page.getByRole('button', { name: 'Lançar movimento' }).click();
  const dMov = page.getByRole('dialog', { name: 'Lançar movimento' });
  await escolherInsumo(page, dMov.getByRole('combobox', { name: /^Ingrediente/ }), mussarela);
  await dMov.getByLabel(/^Quantidade/).fill('5');
  await dMov.getByLabel(/^Custo total da compra/).fill('225,00');
  await expect(dMov.getByText('Custo por kg: R$ 45,00/kg')).toBeVisible();
  await dMov.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Movimento registrado. Saldo de ${mussarela}: 5,000 kg`)).toBeVisible();

  // 3. the dough's sub-recipe: 1.000 g of flour make 1 kg of dough → R$ 5,00/kg
  await page.goto('/admin/stock/fichatecnica');
  await page.getByRole('button', { name: 'Nova ficha' }).click();
  const dMassa = page.getByRole('dialog', { name: 'Nova ficha' });
  await dMassa.getByLabel(/^Descrição/).fill(fichaMassa);
  await escolher(page, dMassa.getByRole('combobox', { name: /^Tipo/ }), 'Produção (sub-receita)');
  await escolherInsumo(page, dMassa.getByRole('combobox', { name: /^Ingrediente produzido/ }), massa);
  await dMassa.getByLabel(/^Rendimento/).fill('1');
  await dMassa.getByRole('button', { name: 'Salvar' }).click();
  const editorMassa = page.getByRole('dialog', { name: new RegExp(fichaMassa) });
  await expect(editorMassa).toBeVisible();
  await adicionarItem(page, editorMassa, farinha, '1000', '1.000 g');
  await expect(editorMassa.getByTestId('ficha-custo-unitario')).toHaveText('R$ 5,00/kg');
  await editorMassa.getByRole('button', { name: 'Fechar' }).click();

  // 4. the flavour's sheet, Marguerita Grande: 200 g of mozzarella (R$ 9,00) + 400 g of dough (R$ 2,00)
  await page.getByRole('button', { name: 'Nova ficha' }).click();
  const dSabor = page.getByRole('dialog', { name: 'Nova ficha' });
  await dSabor.getByLabel(/^Descrição/).fill(fichaSabor);
  await escolher(page, dSabor.getByRole('combobox', { name: /^Tipo/ }), 'Opção / sabor');
  await escolher(page, dSabor.getByRole('combobox', { name: /^Opção/ }), 'Marguerita');
  await dSabor.getByRole('combobox', { name: /^Tamanho/ }).fill('Grande');
  // the demo's own Marguerita Grande sheet is named: a sale uses one sheet per flavour and size
  const aviso = dSabor.getByText(/^Este vínculo já tem a ficha #\d+/);
  await expect(aviso).toBeVisible();
  const daDemo = /#(\d+)/.exec((await aviso.textContent())!)![1]!;
  await dSabor.getByRole('button', { name: 'Salvar' }).click();
  const editorSabor = page.getByRole('dialog', { name: new RegExp(fichaSabor) });
  await expect(editorSabor).toBeVisible();
  await adicionarItem(page, editorSabor, mussarela, '200');
  await adicionarItem(page, editorSabor, massa, '400');
  // R$ 11,00 of R$ 56,00 (Marguerita Grande): 19,642… % → 19,64 %
  await expect(editorSabor.getByTestId('ficha-custo-porcao')).toHaveText('R$ 11,00');
  await expect(editorSabor.getByTestId('ficha-preco')).toHaveText('R$ 56,00');
  await expect(editorSabor.getByTestId('ficha-cmv')).toHaveText('19,64 %');
  await editorSabor.getByRole('button', { name: 'Fechar' }).click();

  // the demo's sheet goes off, so this one is the flavour's
  await page.getByLabel('Buscar').fill('Sabor Marguerita (Grande)');
  await page
    .getByTestId(`ficha-${daDemo}`)
    .getByRole('button', { name: /^Editar/ })
    .click();
  const dDemo = page.getByRole('dialog', { name: 'Editar ficha' });
  await dDemo.getByRole('switch', { name: 'Ativo' }).uncheck();
  await dDemo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dDemo).toBeHidden();

  // 5. order entry: a Grande half Marguerita, half Calabresa, picked up at the counter
  await page.goto('/admin/new-order');
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  await expect(page.getByTestId('pagamento')).toHaveCount(1);
  await page.getByRole('button', { name: 'Retirada', exact: true }).click();
  const busca = page.getByLabel('Buscar no cardápio');
  await busca.fill('meio a meio');
  await busca.press('Enter');
  const pizza = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  await pizza.getByRole('radio', { name: 'Grande' }).check();
  await pizza.getByRole('checkbox', { name: /^Marguerita/ }).check();
  await pizza.getByRole('checkbox', { name: /^Calabresa/ }).check();
  await pizza.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(pizza).toBeHidden();
  await expect(page.getByTestId('item-rascunho')).toContainText('1/2 Marguerita');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const criado = page.getByText(/^Pedido #\d+ criado$/);
  await expect(criado).toBeVisible();
  const numero = /#(\d+)/.exec((await criado.textContent())!)![1]!;
  // a staff order starts in the kitchen, the status that deducts: nothing to move
  await page.getByTestId(`pedido-card-${numero}`).getByRole('button').first().click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe).toContainText('Em preparação');
  await expect(detalhe).toContainText('Marguerita');
  await detalhe.press('Escape');

  // 6. half the sheet's 200 g left: 5,000 kg → 4,900 kg (still valued at R$ 45,00/kg); the dough went 200 g negative
  await page.goto('/admin/stock/saldos');
  await page.getByLabel('Buscar').fill(mussarela);
  const saldo = page.getByRole('row', { name: new RegExp(mussarela) });
  await expect(saldo).toContainText('4,900 kg');
  await expect(saldo).toContainText('4.900 g');
  await expect(saldo).toContainText('R$ 220,50');
  await page.getByLabel('Buscar').fill(massa);
  await expect(page.getByRole('row', { name: new RegExp(massa) })).toContainText('-0,200 kg');

  // the sale in the ledger, from this order
  await page.goto('/admin/stock/movimentos');
  await escolherInsumo(page, page.getByRole('combobox', { name: 'Ingrediente' }), mussarela);
  const venda = page.getByRole('row', { name: /Venda/ });
  await expect(venda).toHaveCount(1);
  await expect(venda).toContainText(`Pedido #${numero}`);

  // 7. the sheet, opened from the list, still shows its cost and CMV
  await page.goto('/admin/stock/fichatecnica');
  await page.getByLabel('Buscar').fill(fichaSabor);
  const linha = page.getByRole('row', { name: new RegExp(fichaSabor) });
  await expect(linha).toContainText('19,64 %');
  await linha.click();
  const aberta = page.getByRole('dialog', { name: new RegExp(fichaSabor) });
  await expect(aberta.getByTestId('ficha-custo-porcao')).toHaveText('R$ 11,00');
  await expect(aberta.getByTestId('ficha-cmv')).toHaveText('19,64 %');
});
