import { expect, test } from '@playwright/test';
import { EvolutionSubstituto } from '../../api/test/evolution-substituto.ts';
import { GERENTE, login } from './support.ts';

// WhatsApp, end to end, against a stand-in Evolution API v2 gateway (real paths, apikey header, JSON and webhooks)
// on the port scripts/e2e.mjs gave the server: pair the business's phone (its QR appears, the scan shows
// "Conectado" by itself), switch on the "saiu para entrega" notice, move a delivery order to delivery on the
// board, and the gateway receives the templated message exactly once.

let gw: EvolutionSubstituto;
test.beforeAll(async () => {
  const url = new URL(process.env.EVOLUTION_API_URL ?? 'http://127.0.0.1:0');
  gw = await EvolutionSubstituto.iniciar(process.env.EVOLUTION_API_KEY, Number(url.port));
});
test.afterAll(async () => {
  await gw?.fechar();
});

test('parear pelo QR, ligar "saiu para entrega", mover o pedido no quadro: o cliente recebe o aviso uma vez', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, GERENTE);
  await page.goto('/admin/settings/whatsapp');
  await page.getByRole('button', { name: 'Conectar WhatsApp' }).click();
  await expect(page.getByTestId('whatsapp-qr')).toBeVisible();
  await expect(page.getByTestId('whatsapp-estado')).toHaveText('Aguardando leitura do QR code');
  expect(gw.instancias.size).toBe(1);
  const [nome] = [...gw.instancias.keys()];
  await gw.escanear(nome!, '5541999990000');
  await expect(page.getByTestId('whatsapp-estado')).toHaveText('Conectado');
  await expect(page.getByText('Conectado ao número (41) 99999-0000')).toBeVisible();
  await expect(page.getByTestId('whatsapp-qr')).toHaveCount(0);

  const aviso = page.getByTestId('aviso-em_entrega');
  await aviso.getByRole('switch').check();
  await aviso.getByRole('textbox').fill('Olá, {nome}! O pedido #{numero} saiu para entrega.');
  await expect(aviso).toContainText('Prévia: Olá, Maria! O pedido #1234 saiu para entrega.');
  await aviso.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Aviso salvo')).toBeVisible();

  // a delivery order for a new customer, as at the counter
  const final = String(Date.now()).slice(-8);
  const telefone = `(41) 9${final.slice(0, 4)}-${final.slice(4)}`;
  await page.goto('/admin/new-order');
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(`Joana E2E ${final}`);
  await page.getByLabel('Telefone', { exact: true }).fill(telefone);
  const endereco = page.getByTestId('endereco-novo');
  await endereco.getByLabel('Rua').fill('Rua XV de Novembro');
  await endereco.getByLabel('Número').fill('1000');
  await endereco.getByLabel('Bairro').fill('Centro');
  await endereco.getByLabel('Cidade').fill('Curitiba');
  await endereco.getByLabel('UF').fill('PR');
  const busca = page.getByLabel('Buscar no cardápio');
  await busca.fill('meio a meio');
  await busca.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  await dialogo.getByRole('radio', { name: 'Grande' }).check();
  await dialogo.getByRole('checkbox', { name: /^Calabresa/ }).check();
  await dialogo.getByRole('checkbox', { name: /^Mussarela/ }).check();
  await dialogo.getByRole('button', { name: /^Adicionar/ }).click();
  // the payment row starts with the business's most used method, whichever earlier orders made it: choose cash
  const pagamento = page.getByTestId('pagamento');
  await pagamento.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Dinheiro' }).first().click();
  await expect(pagamento.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveText('Dinheiro');
  await pagamento.getByLabel('Troco para').fill('200');
  await expect(page.getByTestId('novo-pedido-total')).toHaveText(/^R\$ \d+,\d{2}$/);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const criado = page.getByText(/^Pedido #\d+ criado$/);
  await expect(criado).toBeVisible();
  const numero = /#(\d+)/.exec((await criado.textContent())!)![1]!;

  // on the board: ready, then out for delivery
  await page
    .getByTestId(`pedido-card-${numero}`)
    .getByRole('button', { name: /^#\d+ / })
    .click();
  const detalhe = page.getByRole('dialog', { name: new RegExp(`^Pedido #${numero}`) });
  for (const proximo of ['Pronto', 'Saiu para entrega']) {
    await detalhe.getByRole('button', { name: `Avançar para ${proximo}` }).click();
    if (proximo === 'Saiu para entrega') {
      // no courier yet: the screen asks who takes it
      const quem = page.getByRole('dialog', { name: `Quem leva o pedido #${numero}?` });
      await quem.getByRole('radio', { name: 'Carlos Motoboy' }).check();
      await quem.getByRole('button', { name: 'Atribuir e enviar' }).click();
    }
    await expect(page.getByText(`Pedido #${numero}: ${proximo}`)).toBeVisible();
  }

  const esperado = {
    numero: `5541${telefone.replace(/\D/g, '').slice(2)}`,
    texto: `Olá, Joana! O pedido #${numero} saiu para entrega.`,
  };
  const doPedido = () => gw.enviados().filter((e) => e.texto.includes(`#${numero} `));
  await expect.poll(() => doPedido().length, { timeout: 20_000 }).toBe(1);
  expect(doPedido()[0]).toMatchObject({ ...esperado, instancia: nome });
  // a few worker cycles later, still once
  await page.waitForTimeout(3_000);
  expect(doPedido()).toHaveLength(1);

  // the log shows it sent
  await page.goto('/admin/settings/whatsapp');
  const linha = page.getByRole('row').filter({ hasText: `Pedido #${numero}` });
  await expect(linha.getByTestId('mensagem-status')).toHaveText('Enviada');
});

test('num celular de 360 px a tela do WhatsApp cabe sem rolagem lateral', async ({ browser }) => {
  const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await contexto.newPage();
  await login(page, GERENTE);
  await page.goto('/admin/settings/whatsapp');
  await expect(page.getByRole('heading', { name: 'Avisos de pedido' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await contexto.close();
});
