// What the reports' journeys share: the period picker, a table's text, the CSV export and the comparison of both.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks another period and waits until the page shows it. The range under the picker changes in the same render
 * as the reports' queries take the new period (their tables turn `aria-busy` until it answers); the URL alone
 * changes earlier, while the old period's numbers may still be what the tables show.
 */
export async function escolherPeriodo(page: Page, nome: string) {
  const atual = page.getByTestId('periodo-atual');
  const antes = await atual.textContent();
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: nome }).click();
  if (antes !== null) await expect(atual).not.toHaveText(antes);
}

/** The table's body as text, and its header names (hidden phone columns included: they are in the DOM). */
export async function tabela(secao: Locator): Promise<{ cab: string[]; linhas: string[][] }> {
  const t = secao.getByRole('table');
  await expect(t.locator('tbody tr').first()).toBeVisible();
  await expect(t).toHaveAttribute('aria-busy', 'false');
  const cab = await t.locator('thead th').allTextContents();
  const linhas = await t
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return { cab: cab.map((c) => c.trim()), linhas };
}

/** Splits one CSV line (`;`, quotes doubled inside quoted cells). */
export function celulas(linha: string): string[] {
  const out: string[] = [];
  let atual = '';
  let aspas = false;
  for (let i = 0; i < linha.length; i++) {
    const c = linha[i]!;
    if (aspas && c === '"' && linha[i + 1] === '"') {
      atual += '"';
      i++;
    } else if (c === '"') aspas = !aspas;
    else if (c === ';' && !aspas) {
      out.push(atual);
      atual = '';
    } else atual += c;
  }
  return [...out, atual];
}

export async function exportarCsv(page: Page, secao: Locator): Promise<{ cab: string[]; linhas: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    secao.getByRole('button', { name: 'Exportar CSV' }).first().click(),
  ]);
  const texto = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [cab, ...linhas] = texto.trimEnd().split('\r\n').map(celulas);
  return { cab: cab!, linhas };
}

/** "R$ 1.234,50" on screen, "1234,50" in the file. */
export const dinheiro = (tela: string) => tela.replace(/R\$\s*/, '').replace(/\./g, '');

/** Every row of the file matches the row of the table in the same place, column by column as named. */
export function conferir(
  t: { cab: string[]; linhas: string[][] },
  csv: { cab: string[]; linhas: string[][] },
  pares: [string, string, 'texto' | 'dinheiro'][],
) {
  expect(csv.linhas.length).toBe(t.linhas.length);
  for (const [colTela, colCsv, tipo] of pares) {
    const i = t.cab.indexOf(colTela);
    const j = csv.cab.indexOf(colCsv);
    expect(i, colTela).toBeGreaterThanOrEqual(0);
    expect(j, colCsv).toBeGreaterThanOrEqual(0);
    const tela = t.linhas.map((l) => (tipo === 'dinheiro' ? dinheiro(l[i]!) : l[i]));
    expect(csv.linhas.map((l) => l[j])).toEqual(tela);
  }
}

export async function verGrafico(secao: Locator) {
  await expect(secao.getByTestId('grafico').locator('svg').first()).toBeVisible();
}

/**
 * The demo seed dates its history by rewriting the orders' rows, not through the order service, so the daily rollups
 * start without those days. A status change goes through the service, which marks its day pending, and the next
 * report rewrites it from the raw rows: moving one of today's orders from preparation to ready puts today (its
 * sales and products) in the rollups.
 */
export async function movimentarHoje(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sessao') ?? '{}') as { token: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const lista = (await (
    await page.request.get('/api/pedidos', { headers, params: { status: 'preparacao', per_page: 1 } })
  ).json()) as { id: number }[];
  // none left: an earlier journey of this run already moved one, and today is in the rollups
  if (!lista.length) return;
  const r = await page.request.patch(`/api/pedidos/${lista[0]!.id}/status`, { headers, data: { status: 'pronto' } });
  expect(r.ok()).toBe(true);
}
