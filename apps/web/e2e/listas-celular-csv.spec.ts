import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// The shared list (DataTable) on a 360 px phone, and its CSV export: what is on screen, with a name that a spreadsheet
// would run as a formula written as text.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const semRolagemDaPagina = () => document.documentElement.scrollWidth <= window.innerWidth;

test('num celular de 360 px, a lista de clientes cabe na tela e o CSV exportado não executa fórmulas', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sufixo = String(Date.now()).slice(-6);
  const nome = `=2+3 E2E ${sufixo}`;
  await login(page, GERENTE);

  await page.goto('/admin/customers');
  const tabela = page.getByRole('table', { name: 'Clientes' });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();
  // the page never gets wider than the phone: a wide table scrolls inside its own box
  expect(await page.evaluate(semRolagemDaPagina)).toBe(true);

  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await form.getByLabel('Nome').fill(nome);
  await form.getByLabel('Telefone').fill(`41 9${sufixo.slice(0, 4)}-${sufixo.slice(2)}`);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: nome }).getByRole('button', { name: 'Fechar' }).click();

  await page.getByLabel('Buscar por nome ou telefone').fill(`E2E ${sufixo}`);
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByRole('row').nth(1)).toContainText(nome);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('clientes.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [cabecalho, linha, ...resto] = csv.trim().split('\r\n');
  expect(cabecalho).toBe('Nome;Telefone;Bairro;Pedidos;Último pedido');
  expect(linha!.startsWith(`'${nome};`)).toBe(true);
  expect(resto).toEqual([]);

  // the history, the widest table, fits the phone too
  await page.goto('/admin/history');
  await expect(page.getByRole('table', { name: 'Histórico de pedidos' })).toBeVisible();
  expect(await page.evaluate(semRolagemDaPagina)).toBe(true);
});
