import { expect, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Regression: the payment-methods screen and the order screen once cached different shapes under one query key,
// so opening Formas de pagamento first made "Adicionar pagamento" crash the order screen. The journey moves inside
// the app (no page reload), so the second screen reads what the first one left in the cache. The demo's standard
// "Dinheiro" and the business's own "Fiado (clientes da casa)" share id 1: picking one must not pick the other.
test('abre Formas de pagamento e depois o Novo pedido: o pagamento funciona e o pedido é finalizado', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const erros: string[] = [];
  page.on('pageerror', (e) => erros.push(e.message));
  await login(page, GERENTE);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation');
  await nav.getByRole('button', { name: 'Minha Empresa' }).click();
  await nav.getByRole('link', { name: 'Formas de Pagamento' }).click();
  await expect(page).toHaveURL(/\/admin\/business\/payment-methods$/);
  await expect(page.getByRole('heading', { name: 'Formas de pagamento', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Fiado (clientes da casa)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Dinheiro' })).toBeVisible();

  // back to the board and into a new order, without reloading the page
  await page.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar' }).click(); // pickup: no customer or address needed

  const busca = page.getByLabel('Buscar no cardápio');
  await busca.fill('Água mineral');
  await busca.press('Enter');
  const produto = page.getByRole('dialog', { name: 'Água mineral 500 ml' });
  await produto.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(produto).toBeHidden();
  await expect(page.getByTestId('item-rascunho')).toHaveCount(1);
  await expect(page.getByTestId('novo-pedido-total')).toHaveText('R$ 4,00');

  // the draft starts with one payment in the business's most used method, following the total
  const pagamento = page.getByTestId('pagamento');
  await expect(pagamento).toHaveCount(1);
  const forma = pagamento.getByRole('combobox', { name: 'Forma de pagamento' });
  await expect(forma).not.toBeEmpty();
  await expect(pagamento.getByLabel('Valor')).toHaveValue('4,00');

  // the own method with the same id as the standard "Dinheiro": the list holds both, and the choice sticks
  await forma.click();
  const opcoes = page.getByRole('listbox').getByRole('option');
  await expect(opcoes.filter({ hasText: 'Dinheiro' })).toHaveCount(1);
  await opcoes.filter({ hasText: 'Fiado (clientes da casa)' }).click();
  await expect(forma).toHaveText('Fiado (clientes da casa)');
  await expect(pagamento.getByLabel('Troco para')).toHaveCount(0); // change is for cash only

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const aviso = page.getByText(/^Pedido #\d+ criado$/);
  await expect(aviso).toBeVisible();
  const numero = /#(\d+)/.exec((await aviso.textContent())!)![1]!;

  await page
    .getByTestId(`pedido-card-${numero}`)
    .getByRole('button', { name: new RegExp(`^#${numero} `) })
    .click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe).toContainText('Água mineral 500 ml');
  await expect(detalhe).toContainText('Fiado (clientes da casa)');
  expect(erros).toEqual([]);
});
