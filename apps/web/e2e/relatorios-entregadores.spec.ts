// The couriers' report: fees and daily pay per courier, the statement to pay one, and an advance (vale) recorded on
// it coming off the total to pay — at the counter's width and on a 360 px phone.
import { expect, test } from '@playwright/test';
import { formatBRL, parseCentavos } from '@app/shared/domain/money.ts';
import { GERENTE, login } from './support.ts';
import { conferir, escolherPeriodo, exportarCsv, tabela, verGrafico } from './relatorios-apoio.ts';

test.beforeEach(async ({ page }) => {
  await login(page, GERENTE);
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

test.describe('num celular de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

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
