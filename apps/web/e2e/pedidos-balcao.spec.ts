import { expect, test } from '@playwright/test';
import { formatBRL } from '@app/shared/domain/money.ts';
import { GERENTE, login } from './support.ts';

// Counter order: as the manager, a delivery order for a NEW customer with a half-and-half pizza and change for R$ 100;
// it shows on the board, goes all the way to done, and is found in the history by phone.
test('pedido de delivery para cliente novo, meio a meio, troco para R$ 100, do quadro ao histórico', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const final = String(Date.now()).slice(-8);
  const telefone = `(41) 9${final.slice(0, 4)}-${final.slice(4)}`;
  const nome = `Cliente E2E ${final}`;

  await login(page, GERENTE);
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/new-order$/);
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  // the draft starts as Delivery
  await expect(page.getByRole('button', { name: 'Delivery', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // new customer inline
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(nome);
  await page.getByLabel('Telefone', { exact: true }).fill(telefone);

  // new address inline (Centro is in the demo's "Centro e arredores" area)
  const endereco = page.getByTestId('endereco-novo');
  await endereco.getByLabel('Rua').fill('Rua XV de Novembro');
  await endereco.getByLabel('Número').fill('1000');
  await endereco.getByLabel('Bairro').fill('Centro');
  await endereco.getByLabel('Cidade').fill('Curitiba');
  await endereco.getByLabel('UF').fill('PR');

  // half-and-half pizza, by keyboard: search, Enter opens the first match
  const busca = page.getByLabel('Buscar no cardápio');
  await busca.fill('meio a meio');
  await busca.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('radio', { name: 'Grande' }).check();
  await dialogo.getByRole('checkbox', { name: /^Calabresa/ }).check();
  await dialogo.getByRole('checkbox', { name: /^Mussarela/ }).check();
  await dialogo.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(dialogo).toBeHidden();
  const item = page.getByTestId('item-rascunho');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('1/2 Calabresa');
  await expect(item).toContainText('1/2 Mussarela');

  // cash, change for R$ 100 (the draft starts with the business's most used method: switch to cash if needed)
  const pagamento = page.getByTestId('pagamento');
  const forma = pagamento.getByRole('combobox', { name: 'Forma de pagamento' });
  await expect(forma).not.toBeEmpty();
  if ((await forma.textContent()) !== 'Dinheiro') {
    await forma.click();
    await page.getByRole('listbox').getByRole('option', { name: 'Dinheiro' }).click();
  }
  await expect(forma).toHaveText('Dinheiro');
  await pagamento.getByLabel('Troco para').fill('100');

  // the total is the server's quote (with the area's delivery fee)
  const total = page.getByTestId('novo-pedido-total');
  await expect(total).toHaveText(/^R\$ \d+,\d{2}$/);
  await expect(page.getByText(/Taxa de entrega \(Centro e arredores\)/)).toBeVisible();
  const totalTexto = (await total.textContent())!;
  const totalCentavos = Number(totalTexto.replace(/\D/g, ''));
  await expect(pagamento.getByTestId('troco')).toHaveText(`Troco: ${formatBRL(10000 - totalCentavos)}`);

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const aviso = page.getByText(/^Pedido #\d+ criado$/);
  await expect(aviso).toBeVisible();
  const numero = /#(\d+)/.exec((await aviso.textContent())!)![1]!;

  // on the board, in preparation (staff entries are accepted)
  const card = page.getByTestId(`pedido-card-${numero}`);
  await expect(page.getByTestId('coluna-preparacao').getByTestId(`pedido-card-${numero}`)).toBeVisible();
  await expect(card).toContainText(nome);
  await expect(card).toContainText(totalTexto);

  // open it and advance to done
  await card.getByRole('button', { name: /^#\d+ / }).click();
  const detalhe = page.getByRole('dialog', { name: new RegExp(`^Pedido #${numero}`) });
  await expect(detalhe).toContainText('Calabresa');
  await expect(detalhe).toContainText('Troco para R$ 100,00');
  for (const proximo of ['Pronto', 'Saiu para entrega', 'Concluído']) {
    await detalhe.getByRole('button', { name: `Avançar para ${proximo}` }).click();
    if (proximo === 'Saiu para entrega') {
      // no courier yet: the screen asks who takes it
      const quem = page.getByRole('dialog', { name: `Quem leva o pedido #${numero}?` });
      await quem.getByRole('radio', { name: 'Carlos Motoboy' }).check();
      await quem.getByRole('button', { name: 'Atribuir e enviar' }).click();
    }
    await expect(page.getByText(`Pedido #${numero}: ${proximo}`)).toBeVisible();
  }
  await expect(detalhe.getByRole('button', { name: /^Avançar/ })).toHaveCount(0);
  await detalhe.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByTestId('coluna-preparacao').getByTestId(`pedido-card-${numero}`)).toHaveCount(0);

  // history, searched by phone
  await page.goto('/admin/history');
  await page.getByLabel('Nome, telefone ou nº do pedido').fill(final);
  const linha = page.getByTestId(`historico-${numero}`);
  await expect(linha).toBeVisible();
  await expect(linha).toContainText(nome);
  await expect(linha).toContainText('Concluído');
  await expect(page.getByRole('row')).toHaveCount(2); // header + this order
});

test('num celular de 360 px: o quadro vira abas e o novo pedido cabe na tela', async ({ browser }) => {
  const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await contexto.newPage();
  await login(page, GERENTE);
  await expect(page.getByRole('tab', { name: /Aguardando aceite/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Em preparação/ })).toBeAttached();
  const semRolagem = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await semRolagem()).toBe(true);

  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar no cardápio').fill('meio a meio');
  await page.getByRole('button', { name: /^Pizza meio a meio/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  expect(await semRolagem()).toBe(true);

  await page.goto('/admin/history');
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos' })).toBeVisible();
  expect(await semRolagem()).toBe(true);
  await contexto.close();
});
