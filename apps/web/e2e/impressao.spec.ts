import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';
import { QzTraySubstituto } from './qz-tray-substituto.ts';

// Printing through QZ Tray (a stand-in speaking its real WebSocket protocol on its first insecure port): the settings
// screen, the automatic printing of site orders exactly once, and the warning when printing fails.

let qz: QzTraySubstituto;
test.beforeAll(async () => {
  qz = await QzTraySubstituto.iniciar(8182);
});
test.afterAll(async () => {
  await qz?.parar();
});

interface Api {
  headers: Record<string, string>;
  dispose(): Promise<void>;
  siteEmPreparacao(): Promise<{ id: number; numero_pedido: number }>;
  marca(id: number): Promise<{ impresso: boolean; impressora: string | null; tentativas: number }>;
}

/** An independent client (as the customer's site would be): creates a site order and moves it to preparation. */
async function api(baseURL: string): Promise<Api> {
  const ctx = await apiRequest.newContext({ baseURL });
  const login = await ctx.post('/api/auth/login', { form: { email: GERENTE.email, senha: GERENTE.senha } });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const cardapio = (await (await ctx.get('/api/pedidos/cardapio', { headers })).json()) as {
    produtos: { id: number; tipo: string; tamanhos: unknown[]; complementos: { min_escolhas: number }[] }[];
  };
  const simples = cardapio.produtos.find(
    (p) => p.tipo === 'simples' && p.tamanhos.length === 0 && p.complementos.every((c) => c.min_escolhas === 0),
  )!;
  const formas = (await (await ctx.get('/api/formas-pagamento', { headers })).json()) as {
    items: { id: number; tipo: string; padrao: boolean; ativo: boolean }[];
  };
  const pix = formas.items.find((f) => f.ativo && f.tipo === 'pix')!;
  return {
    headers,
    dispose: () => ctx.dispose(),
    async siteEmPreparacao() {
      const corpo = {
        tipo: 'retirada',
        canal: 'site',
        cliente: { nome: 'Cliente do Site', telefone: '(41) 99999-0001' },
        itens: [{ produto_id: simples.id, quantidade: 1, observacao: 'sem gelo' }],
      };
      const cot = (await (
        await ctx.post('/api/pedidos/cotacao', { headers, data: { ...corpo, pagamentos: [] } })
      ).json()) as { total_pedido: number };
      const r = await ctx.post('/api/pedidos', {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          ...corpo,
          pagamentos: [
            { [pix.padrao ? 'forma_pagamento_padrao_id' : 'forma_pagamento_id']: pix.id, valor: cot.total_pedido },
          ],
        },
      });
      expect(r.status()).toBe(201);
      const p = (await r.json()) as { id: number; numero_pedido: number; status: string };
      if (p.status !== 'preparacao') {
        const s = await ctx.patch(`/api/pedidos/${p.id}/status`, { headers, data: { status: 'preparacao' } });
        expect(s.status()).toBe(200);
      }
      return p;
    },
    async marca(id) {
      return (await (await ctx.get(`/api/impressao/pedidos/${id}`, { headers })).json()) as Awaited<
        ReturnType<Api['marca']>
      >;
    },
  };
}

/** A computer set up to print: logged in, connected to QZ on the settings screen, the Elgin chosen. */
async function computadorQueImprime(browser: Browser): Promise<{ page: Page; fechar: () => Promise<void> }> {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await login(page, GERENTE);
  await page.goto('/admin/settings/print');
  await page.getByRole('button', { name: 'Conectar ao QZ Tray' }).click();
  await expect(page.getByTestId('qz-status')).toHaveText('Conectado ao QZ Tray');
  await expect(page.getByTestId('impressora')).toHaveValue('ELGIN i9');
  return { page, fechar: () => contexto.close() };
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('configuração: conecta, pré-seleciona a Elgin, prévia de 32 colunas em 58 mm e página de teste assinada', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, GERENTE);
  await page.goto('/admin/settings/print');
  await expect(page.getByRole('heading', { name: 'Impressão', exact: true })).toBeVisible();

  // silent printing: a certificate generated for the business, which QZ then verifies every signature against
  await page.getByRole('button', { name: 'Gerar certificado' }).click();
  const confirmar = page.getByRole('dialog').getByRole('button', { name: 'Gerar certificado' });
  if (await confirmar.isVisible().catch(() => false)) await confirmar.click();
  await expect(page.getByTestId('certificado-dados')).toContainText('CN=Pizzaria Demo');

  await page.getByRole('button', { name: 'Conectar ao QZ Tray' }).click();
  await expect(page.getByTestId('qz-status')).toHaveText('Conectado ao QZ Tray');
  await expect(page.getByTestId('impressora')).toHaveValue('ELGIN i9');

  // 80 mm: 42 columns; 58 mm: 32 (the draft shows at once, before saving)
  const previa = page.getByTestId('previa');
  await expect(previa).toHaveAttribute('data-colunas', '42');
  await page.getByLabel('Papel').click();
  await page.getByRole('option', { name: '58 mm (32 colunas)' }).click();
  await expect(previa).toHaveAttribute('data-colunas', '32');
  await expect(page.getByTestId('previa-colunas')).toHaveText('32 colunas');
  const larguras = await page.getByTestId('previa-linha').evaluateAll((ls) => ls.map((l) => l.textContent!.length));
  expect(larguras.length).toBeGreaterThan(20);
  expect(new Set(larguras)).toEqual(new Set([32, 16])); // 16: the double-size lines (the order number)
  await expect(page.getByTestId('previa-linha').filter({ hasText: 'Troco para R$ 100,00: R$ 12,50' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Imprimir página de teste' }).click();
  await expect(page.getByText('Página de teste enviada')).toBeVisible();
  const [teste] = qz.trabalhosCom('12345678901234567890123456789012');
  expect(teste).toBeTruthy();
  expect(teste!.impressora).toBe('ELGIN i9');
  expect(teste!.assinado).toBe(true);
  expect(teste!.bytes.subarray(0, 2).toString('hex')).toBe('1b40');
  expect(teste!.bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true); // CP860
  expect(teste!.bytes.subarray(-4).toString('hex')).toBe('1d56000a'); // the cut
  expect(qz.assinaturasInvalidas).toBe(0);
});

test('pedido do site em preparação sai uma única vez: duas abas, recarga e dois computadores', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await computadorQueImprime(browser);
  const b = await computadorQueImprime(browser);
  const aba2 = await a.page.context().newPage();
  await a.page.goto('/admin/orders');
  await aba2.goto('/admin/orders');
  await b.page.goto('/admin/orders');

  const cliente = await api(baseURL!);
  const pedido = await cliente.siteEmPreparacao();
  const marcador = `PEDIDO #${pedido.numero_pedido}`;
  await expect.poll(() => qz.trabalhosCom(marcador).length, { timeout: 20_000 }).toBe(1);
  const [job] = qz.trabalhosCom(marcador);
  // one job: the delivery receipt and the kitchen ticket (one copy each), both cut
  expect(job!.bytes.includes(Buffer.from('DOCUMENTO FISCAL', 'latin1'))).toBe(true); // the delivery receipt
  expect(job!.bytes.toString('latin1').split('\x1dV\x00').length - 1).toBe(2);
  expect(job!.bytes.includes(Buffer.from('OBS: sem gelo', 'latin1'))).toBe(true);
  expect(job!.assinado).toBe(true);
  await expect.poll(async () => (await cliente.marca(pedido.id)).impresso).toBe(true);
  expect((await cliente.marca(pedido.id)).impressora).toBe('ELGIN i9');

  // several polls later, and after reloading every tab, still once
  await espera(11_000);
  await Promise.all([a.page.reload(), aba2.reload(), b.page.reload()]);
  await espera(11_000);
  expect(qz.trabalhosCom(marcador)).toHaveLength(1);
  // the browser that printed it keeps its id (spec §4: tracked in browser storage)
  const registros = await Promise.all(
    [a.page, b.page].map((p) => p.evaluate(() => localStorage.getItem('impressao-impressos') ?? '{}')),
  );
  expect(registros.filter((r) => String(pedido.id) in (JSON.parse(r) as object))).toHaveLength(1);

  await cliente.dispose();
  await a.fechar();
  await b.fechar();
});

test('QZ que recusa: o aviso aparece e o pedido continua não impresso; volta a imprimir quando o QZ aceita', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cliente = await api(baseURL!);
  const a = await computadorQueImprime(browser);
  qz.modo = 'recusar';
  await a.page.goto('/admin/orders');
  const pedido = await cliente.siteEmPreparacao();
  const aviso = a.page.getByTestId('aviso-impressao');
  await expect(aviso).toBeVisible({ timeout: 20_000 });
  await expect(aviso).toContainText('A impressão automática está falhando');
  await expect(aviso).toContainText('A impressora recusou o trabalho');
  await expect.poll(async () => (await cliente.marca(pedido.id)).tentativas).toBeGreaterThan(0);
  expect((await cliente.marca(pedido.id)).impresso).toBe(false);
  expect(qz.trabalhosCom(`PEDIDO #${pedido.numero_pedido}`)).toHaveLength(0);

  // QZ Tray closed: the spec's message
  await qz.parar();
  await expect(aviso).toContainText('QZ Tray não carregado', { timeout: 20_000 });
  expect((await cliente.marca(pedido.id)).impresso).toBe(false);

  // back, accepting: the order prints on the next poll and the warning goes away
  qz = await QzTraySubstituto.iniciar(8182);
  await expect.poll(() => qz.trabalhosCom(`PEDIDO #${pedido.numero_pedido}`).length, { timeout: 30_000 }).toBe(1);
  await expect(aviso).toBeHidden();
  await expect.poll(async () => (await cliente.marca(pedido.id)).impresso).toBe(true);

  await cliente.dispose();
  await a.fechar();
});
