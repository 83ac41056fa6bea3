import { expect, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Order entry at rush hour, measured: the browser counts every real click (pointerdown) and every key pressed
// (keydown; Shift/Ctrl alone are not keys) while the clerk enters an order, from the empty screen to FINALIZAR.
// Goals: a delivery for a new customer with a half-and-half pizza, a drink and cash with change in ≤ 10 clicks and
// ≤ 70 keys; the same customer again, ordering a pizza, in ≤ 6 clicks and ≤ 15 keys; and all of it by keyboard.

declare global {
  interface Window {
    __cliques: number;
    __teclas: number;
  }
}

const MODIFICADORES = ['Shift', 'Control', 'Alt', 'Meta'];

async function contar(page: Page) {
  await page.addInitScript((modificadores: string[]) => {
    window.__cliques = 0;
    window.__teclas = 0;
    addEventListener('pointerdown', (e) => e.isTrusted && window.__cliques++, true);
    addEventListener('keydown', (e) => e.isTrusted && !modificadores.includes(e.key) && window.__teclas++, true);
  }, MODIFICADORES);
}
const zerar = (page: Page) => page.evaluate(() => ((window.__cliques = 0), (window.__teclas = 0)));
const contagem = (page: Page) => page.evaluate(() => ({ cliques: window.__cliques, teclas: window.__teclas }));

/** The new-order screen, ready, counters at zero (getting there is not part of entering an order). */
async function novoPedido(page: Page) {
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  // the menu and the business's usual channel and payment have arrived
  await expect(page.getByTestId('pagamento')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Pizza salgada/ })).toContainText('a partir de R$');
  await expect(page.getByLabel('Buscar cliente por telefone ou nome')).toBeFocused();
  await zerar(page);
}

/** Field labels of the order screen that do not fit (MUI ends them with "…"). */
const labelsCortados = (page: Page) =>
  page
    .getByTestId('novo-pedido')
    .locator('label')
    .evaluateAll((ls) => ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));

/** Places the order and returns its number from the board's notice. */
async function finalizado(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const aviso = page.getByText(/^Pedido #\d+ criado$/);
  await expect(aviso).toBeVisible();
  return /#(\d+)/.exec((await aviso.textContent())!)![1]!;
}

test.describe.serial('lançamento rápido', () => {
  const final = String(Date.now()).slice(-8);
  const telefone = `419${final}`;
  // four letters made of the run's digits: the returning customer is found by them alone
  const letras = [...final.slice(-4)].map((d) => 'bcdfghjklm'[Number(d)]).join('');
  const nome = `Zuleica ${letras[0]!.toUpperCase()}${letras.slice(1)}`;

  test('cliente novo, delivery, meio a meio, bebida, dinheiro com troco: ≤ 10 cliques e ≤ 70 teclas', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await contar(page);
    await login(page, GERENTE);
    await novoPedido(page);
    const kb = page.keyboard;

    // the phone goes into the search; nobody has it, Enter starts the new customer with it
    await kb.type(telefone);
    await expect(page.getByText('Nenhum cliente encontrado — Enter cadastra um novo')).toBeVisible();
    await kb.press('Enter');
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue(telefone);
    // Enter walks name → street → number → neighbourhood; city and state are the business's
    await kb.type(nome);
    await kb.press('Enter');
    await kb.type('Rua Sete');
    await kb.press('Enter');
    await kb.type('10');
    await kb.press('Enter');
    await kb.type('Centro');
    await kb.press('Enter');
    const endereco = page.getByTestId('endereco-novo');
    await expect(endereco.getByLabel('Cidade')).toHaveValue('Curitiba');
    await expect(page.getByLabel('Buscar no cardápio')).toBeFocused();

    // "calabresa" opens the pizza with Calabresa chosen; one click for the other half, one to add
    await kb.type('calabresa');
    await kb.press('Enter');
    const pizza = page.getByRole('dialog', { name: 'Pizza salgada' });
    await expect(pizza.getByRole('checkbox', { name: /^Calabresa — R\$/ })).toBeChecked();
    await pizza.getByRole('checkbox', { name: /^Mussarela/ }).click();
    await pizza.getByRole('button', { name: /^Adicionar/ }).click();
    await expect(pizza).toBeHidden();

    // the drink: search, Enter opens it, Enter adds it
    await expect(page.getByLabel('Buscar no cardápio')).toBeFocused();
    await kb.type('coca 2');
    await kb.press('Enter');
    const bebida = page.getByRole('dialog', { name: 'Coca-Cola 2 L' });
    await expect(bebida).toBeVisible();
    await kb.press('Enter');
    await expect(bebida).toBeHidden();
    const itens = page.getByTestId('item-rascunho');
    await expect(itens).toHaveCount(2);
    await expect(itens.first()).toContainText('1/2 Calabresa');
    await expect(itens.first()).toContainText('1/2 Mussarela');

    // the usual payment is there already; this customer pays cash, change for R$ 100
    const pagamento = page.getByTestId('pagamento');
    const forma = pagamento.getByRole('combobox', { name: 'Forma de pagamento' });
    if ((await forma.textContent()) !== 'Dinheiro') {
      await forma.click();
      await page.getByRole('listbox').getByRole('option', { name: 'Dinheiro' }).click();
    }
    await pagamento.getByLabel('Troco para').click();
    await kb.type('100');
    await expect(pagamento.getByTestId('troco')).toHaveText(/^Troco: R\$ \d+,\d{2}$/);
    await expect(page.getByText(/Taxa de entrega \(Centro e arredores\)/)).toBeVisible();
    expect(await labelsCortados(page)).toEqual([]);

    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    const numero = await finalizado(page);
    const { cliques, teclas } = await contagem(page);
    console.log(`cliente novo: ${cliques} cliques, ${teclas} teclas`);
    expect(cliques).toBeLessThanOrEqual(10);
    expect(teclas).toBeLessThanOrEqual(70);

    await page.getByTestId(`pedido-card-${numero}`).getByRole('button').first().click();
    const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
    await expect(detalhe).toContainText(nome);
    await expect(detalhe).toContainText('Calabresa');
    await expect(detalhe).toContainText('Coca-Cola 2 L');
    await expect(detalhe).toContainText('Troco para R$ 100,00');
  });

  test('o mesmo cliente de volta, uma pizza, só teclado: 0 cliques e ≤ 15 teclas', async ({ page }) => {
    test.setTimeout(60_000);
    await contar(page);
    await login(page, GERENTE);
    await novoPedido(page);
    const kb = page.keyboard;

    // four letters of the name find the customer; Enter takes the highlighted match and moves to the menu
    await kb.type(letras);
    await expect(page.getByRole('option', { name: new RegExp(nome) })).toBeVisible();
    await kb.press('Enter');
    await expect(page.getByTestId('cliente-escolhido')).toContainText(nome);
    // the saved address is preselected
    await expect(page.getByRole('radio', { name: /Rua Sete, 10/ })).toBeChecked();
    await expect(page.getByLabel('Buscar no cardápio')).toBeFocused();
    // a pizza of one flavour (the area's minimum order is R$ 20,00): the flavour, Enter opens it, Enter adds it
    await kb.type('atum');
    await kb.press('Enter');
    const pizza = page.getByRole('dialog', { name: 'Pizza salgada' });
    await expect(pizza.getByRole('checkbox', { name: /^Atum/ })).toBeChecked();
    await kb.press('Enter');
    await expect(pizza).toBeHidden();
    await expect(page.getByTestId('item-rascunho')).toContainText('Atum');
    // the usual payment follows the total with the fee; Ctrl+Enter places the order once the quote is in
    await expect(page.getByText(/Taxa de entrega \(Centro e arredores\)/)).toBeVisible();
    await kb.press('Control+Enter');
    const numero = await finalizado(page);
    const { cliques, teclas } = await contagem(page);
    console.log(`cliente de volta: ${cliques} cliques, ${teclas} teclas`);
    expect(cliques).toBe(0);
    expect(teclas).toBeLessThanOrEqual(15);
    await expect(page.getByTestId(`pedido-card-${numero}`)).toContainText(nome);
  });

  test('cliente novo inteiro só com o teclado, meio a meio e troco', async ({ page }) => {
    test.setTimeout(90_000);
    await contar(page);
    await login(page, GERENTE);
    await novoPedido(page);
    const kb = page.keyboard;
    const outro = `419${String(Number(final) + 1).padStart(8, '0')}`;

    await kb.type(outro);
    await expect(page.getByText('Nenhum cliente encontrado — Enter cadastra um novo')).toBeVisible();
    await kb.press('Enter');
    for (const campo of [`Teclado ${final.slice(-4)}`, 'Rua Oito', '20', 'Centro']) {
      await kb.type(campo);
      await kb.press('Enter');
    }
    await expect(page.getByLabel('Buscar no cardápio')).toBeFocused();
    // both flavours named: the dialog opens with them, Enter adds
    await kb.type('calabresa mussarela');
    await kb.press('Enter');
    const pizza = page.getByRole('dialog', { name: 'Pizza salgada' });
    await expect(pizza.getByRole('checkbox', { name: /^Mussarela/ })).toBeChecked();
    await kb.press('Enter');
    await expect(pizza).toBeHidden();
    await kb.type('coca 2');
    await kb.press('Enter');
    await kb.press('Enter');
    await expect(page.getByTestId('item-rascunho')).toHaveCount(2);

    // Tab reaches the payment method and the change field
    const pagamento = page.getByTestId('pagamento');
    const forma = pagamento.getByRole('combobox', { name: 'Forma de pagamento' });
    for (let i = 0; i < 80 && !(await forma.evaluate((el) => el === document.activeElement)); i++)
      await kb.press('Tab');
    await expect(forma).toBeFocused();
    await kb.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await kb.type('Dinheiro'); // type-ahead in the list
    await kb.press('Enter');
    await expect(forma).toHaveText('Dinheiro');
    const troco = pagamento.getByLabel('Troco para');
    for (let i = 0; i < 5 && !(await troco.evaluate((el) => el === document.activeElement)); i++) await kb.press('Tab');
    await expect(troco).toBeFocused();
    await kb.type('100');
    await expect(page.getByText(/Taxa de entrega \(Centro e arredores\)/)).toBeVisible();
    await kb.press('Control+Enter');
    await finalizado(page);
    const { cliques, teclas } = await contagem(page);
    console.log(`cliente novo só teclado: ${cliques} cliques, ${teclas} teclas`);
    expect(cliques).toBe(0);
  });
});

test.describe('no celular (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('o total e FINALIZAR ficam à vista; o aviso de nenhum cliente não cobre NOVO CLIENTE', async ({ page }) => {
    await login(page, GERENTE);
    await page.goto('/admin/new-order');
    await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
    const finalizar = page.getByRole('button', { name: 'Finalizar pedido' });
    await expect(finalizar).toBeInViewport();
    await page.getByLabel('Buscar cliente por telefone ou nome').fill('41900000001');
    await expect(page.getByText('Nenhum cliente encontrado — Enter cadastra um novo')).toBeVisible();
    // trial: Playwright checks that nothing covers the button where the finger would land
    await page.getByRole('button', { name: 'Novo cliente' }).click({ trial: true, timeout: 3000 });
    await page.getByLabel('Buscar no cardápio').scrollIntoViewIfNeeded();
    await expect(finalizar).toBeInViewport();
    await expect(page.getByTestId('novo-pedido-barra')).toContainText('Total');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // no field label is cut ("Cupom de desco…", "Troco para (R…"), cash's change-for included
    const forma = page.getByTestId('pagamento').getByRole('combobox', { name: 'Forma de pagamento' });
    await forma.click();
    await page.getByRole('listbox').getByRole('option', { name: 'Dinheiro' }).click();
    await expect(page.getByTestId('pagamento').getByLabel('Troco para')).toBeVisible();
    expect(await labelsCortados(page)).toEqual([]);
  });
});

test('o servidor envia JS e CSS pré-comprimidos (br, gzip) com cache longo; index.html sem cache', async ({
  request,
}) => {
  const html = await request.get('/login');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  let comprimidos = 0;
  for (const asset of assets) {
    // the build compresses what is worth it: a chunk under 1 KiB (the page preloads a few) is sent as it is
    const plano = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    const pequeno = (await plano.body()).length < 1024;
    if (!pequeno) comprimidos++;
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['content-encoding'], asset).toBe(pequeno ? undefined : encoding);
      if (!pequeno) expect(res.headers()['vary']?.toLowerCase(), asset).toContain('accept-encoding');
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  }
  expect(comprimidos).toBeGreaterThan(1);
});
