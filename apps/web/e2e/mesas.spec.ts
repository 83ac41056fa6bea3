import { expect, test, type Browser, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';
import { QzTraySubstituto } from './qz-tray-substituto.ts';

// A waiter's evening at one table, on a 360 px phone: open the table, a half-and-half pizza and two drinks, send to
// the kitchen (the QZ Tray stand-in receives exactly one kitchen ticket), pre-bill, three equal payments with the
// service fee, close validated — and a second browser's board shows the table free again without a reload.

let qz: QzTraySubstituto;
test.beforeAll(async () => {
  qz = await QzTraySubstituto.iniciar(8182);
});
test.afterAll(async () => {
  await qz?.parar();
});

const CELULAR = { width: 360, height: 740 };

async function celularQueImprime(browser: Browser): Promise<Page> {
  const contexto = await browser.newContext({ viewport: CELULAR, hasTouch: true, isMobile: true });
  const page = await contexto.newPage();
  await login(page, GERENTE);
  await page.goto('/admin/settings/print');
  await page.getByRole('button', { name: 'Conectar ao QZ Tray' }).click();
  await expect(page.getByTestId('qz-status')).toHaveText('Conectado ao QZ Tray');
  await expect(page.getByTestId('impressora')).toHaveValue('ELGIN i9');
  return page;
}

const texto = (b: Buffer) => b.toString('latin1');

/** The snackbar sits at the bottom centre (spec §8), over the tab's money bar, and pauses while the pointer rests on
 * it: move the pointer away (a finger lifts) and let it go before the next tap down there. */
async function semAviso(page: Page) {
  await page.mouse.move(2, 2);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 10_000 });
}

test('mesa do início ao fim no celular: itens, cozinha, pré-conta, três partes com taxa, fechar e mesa livre', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await celularQueImprime(browser);

  // the second device: the board, left open
  const outro = await (await browser.newContext()).newPage();
  await login(outro, GERENTE);
  await outro.goto('/admin/mesas');
  const mesaNoOutro = outro.getByTestId('mesa-1');
  await expect(mesaNoOutro).toHaveAttribute('data-estado', 'livre');

  await page.goto('/admin/mesas');
  await expect(page.getByRole('heading', { name: 'Mesas', level: 1 })).toBeVisible();
  await page.getByTestId('mesa-1').click();
  const abrir = page.getByRole('dialog', { name: 'Abrir comanda · mesa 1' });
  await abrir.getByLabel('Nome do grupo').fill('Família Souza');
  await abrir.getByLabel('Pessoas').fill('3');
  await expect(abrir.getByLabel('Taxa de serviço (%)')).toHaveValue('10');
  await abrir.getByRole('button', { name: 'Abrir comanda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mesas\/\d+\/comanda\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Comanda da mesa 1' })).toBeVisible();
  await expect(mesaNoOutro).toHaveAttribute('data-estado', 'ocupada');

  // a half-and-half pizza: order entry's dialog, the same price
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page.getByLabel('Buscar produto').fill('meio a meio');
  await page.getByRole('button', { name: /^Pizza meio a meio/ }).click();
  const pizza = page.getByRole('dialog', { name: 'Pizza meio a meio' });
  await pizza.getByRole('radio', { name: 'Grande' }).check();
  await pizza.getByRole('checkbox', { name: /^Calabresa/ }).check();
  await pizza.getByRole('checkbox', { name: /^Mussarela/ }).check();
  await pizza.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(pizza).toBeHidden();

  // two drinks
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page.getByLabel('Buscar produto').fill('coca-cola lata');
  await page.getByRole('button', { name: /^Coca-Cola lata/ }).click();
  const coca = page.getByRole('dialog', { name: 'Coca-Cola lata 350 ml' });
  await coca.getByLabel('Quantidade').fill('2');
  await coca.getByRole('button', { name: 'Adicionar R$ 13,00' }).click();
  await expect(coca).toBeHidden();
  await expect(page.locator('[data-status="pendente"]')).toHaveCount(2);

  // send to kitchen: one batch, one ticket
  await page.getByRole('button', { name: 'Enviar para cozinha (2)' }).click();
  await expect(page.getByText('Lote 1 enviado para a cozinha')).toBeVisible();
  await expect(page.locator('[data-status="enviado"]')).toHaveCount(2);
  await expect.poll(() => qz.trabalhos.filter((j) => texto(j.bytes).includes('Lote 1')).length).toBe(1);
  const ticket = texto(qz.trabalhos.find((j) => texto(j.bytes).includes('Lote 1'))!.bytes);
  expect(ticket).toContain('MESA 1');
  expect(ticket).toContain('2x Coca-Cola lata 350'); // large letters: the name wraps at 21 columns
  expect(ticket).toContain('1/2 Calabresa');
  expect(ticket).not.toContain('R$');
  await expect(page.getByRole('button', { name: 'Enviar para cozinha (0)' })).toBeDisabled();

  // pre-bill: 55,00 + 13,00 = 68,00; fee 6,80; 74,80 split by 3
  await semAviso(page);
  await page.getByRole('button', { name: 'Pré-conta' }).click();
  await expect(page.getByTestId('saldo')).toHaveText('R$ 74,80');
  await expect.poll(() => qz.trabalhos.filter((j) => texto(j.bytes).includes('CONTA')).length).toBe(1);
  await expect(mesaNoOutro).toHaveAttribute('data-estado', 'preconta');

  // three equal parts with the fee: 24,94 + 24,93 + 24,93
  const partes: [string, string][] = [
    ['R$ 24,94', 'R$ 49,86'],
    ['R$ 24,93', 'R$ 24,93'],
    ['R$ 24,93', 'R$ 0,00'],
  ];
  for (const [total, saldo] of partes) {
    await semAviso(page);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const pag = page.getByRole('dialog', { name: 'Pagamento' });
    await pag.getByRole('button', { name: 'Dividir igualmente' }).click();
    await pag.getByRole('button', { name: `Registrar pagamento ${total}` }).click();
    await expect(pag).toBeHidden();
    await expect(page.getByTestId('saldo')).toHaveText(saldo);
  }
  await expect(page.getByTestId('valor-pago')).toHaveText('R$ 74,80');
  await expect(page.getByTestId('status-comanda')).toHaveText('Quitada');
  await expect(mesaNoOutro).toHaveAttribute('data-estado', 'paga');

  await semAviso(page);
  await page.getByRole('button', { name: 'Fechar conta' }).click();
  await expect(page.getByTestId('status-comanda')).toHaveText('Encerrada');

  // the other device, never reloaded: the table is free
  await expect(mesaNoOutro).toHaveAttribute('data-estado', 'livre');
  expect(qz.trabalhos.filter((j) => texto(j.bytes).includes('Lote')).length).toBe(1);
  expect(qz.assinaturasInvalidas).toBe(0);
});
