import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// The customer side end to end on a 360 px phone: a customer opens the public menu, builds a half-and-half pizza
// with crust plus a drink, signs up, orders for delivery paying cash with change; the manager's board (a second
// browser context) shows the order at once and rings; the customer's tracking page moves to "Em preparação" when
// the manager accepts.

const SLUG = 'pizzaria-demo';
const DIAS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** Serious and critical WCAG 2.2 AA findings on the page as it is now. */
async function violacoesGraves(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface Sessao {
  api: APIRequestContext;
  headers: Record<string, string>;
  empresaId: number;
}

async function apiDoGerente(baseURL: string | undefined): Promise<Sessao> {
  const api = await apiRequest.newContext({ baseURL });
  const r = await api.post('/api/auth/login', { form: { email: GERENTE.email, senha: GERENTE.senha } });
  const { access_token, empresa } = (await r.json()) as { access_token: string; empresa: { id: number } };
  return { api, headers: { Authorization: `Bearer ${access_token}` }, empresaId: empresa.id };
}

/** The demo store keeps evening hours: open it all day for the journey, and put its hours back afterwards. */
async function abrirLoja(s: Sessao): Promise<() => Promise<void>> {
  const atual = (await (await s.api.get(`/api/empresas/${s.empresaId}`, { headers: s.headers })).json()) as {
    horarios_funcionamento: unknown;
  };
  const todoDia = Object.fromEntries(DIAS.map((d) => [d, [{ inicio: '00:00', fim: '23:59' }]]));
  const abrir = await s.api.patch(`/api/empresas/${s.empresaId}`, {
    headers: s.headers,
    data: { aberto: true, horarios_funcionamento: JSON.stringify(todoDia) },
  });
  expect(abrir.ok(), await abrir.text()).toBe(true);
  return async () => {
    await s.api.patch(`/api/empresas/${s.empresaId}`, {
      headers: s.headers,
      data: { horarios_funcionamento: JSON.stringify(atual.horarios_funcionamento) },
    });
  };
}

test('um cliente pede pelo cardápio no celular e acompanha o pedido aceito no quadro', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const gerente = await apiDoGerente(baseURL);
  const restaurar = await abrirLoja(gerente);
  try {
    // the manager's board, open before the order exists
    const quadroCtx = await browser.newContext();
    const quadro = await quadroCtx.newPage();
    await login(quadro, GERENTE);
    await expect(quadro.getByTestId('sse-estado')).toHaveAttribute('data-conectado', 'true');
    const alerta = quadro.getByTestId('alerta-novos-pedidos');
    const disparosAntes = Number(await alerta.getAttribute('data-disparos'));

    // the customer's phone
    const celularCtx = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const cel = await celularCtx.newPage();
    const scripts: string[] = [];
    cel.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await cel.goto(`/cardapio/${SLUG}`);
    await expect(cel.getByRole('heading', { level: 1, name: 'Pizzaria Demo' })).toBeVisible();
    await expect(cel.getByTestId('situacao-loja')).toHaveText('Aberto agora');
    // its own bundle: none of the back-office's code (MUI, the board) came down
    expect(scripts.some((s) => /\/(main|admin-layout|orders-page|Typography)-/.test(s))).toBe(false);
    // no horizontal scroll on a 360 px screen, and nothing a screen reader or low vision would trip on
    expect(await cel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await violacoesGraves(cel)).toEqual([]);

    // a half-and-half Grande: Calabresa (55,00) and Portuguesa (60,00) → the dearest, + catupiry crust (12,00)
    await cel.getByRole('button', { name: /^Pizza salgada/ }).click();
    const item = cel.getByRole('dialog', { name: 'Pizza salgada' });
    await item.getByRole('radio', { name: /^Grande/ }).check();
    await item.getByRole('checkbox', { name: /^Calabresa/ }).check();
    await item.getByRole('checkbox', { name: /^Portuguesa/ }).check();
    await item.getByRole('radio', { name: /^Borda de catupiry/ }).check();
    expect(await violacoesGraves(cel)).toEqual([]);
    await item.getByRole('button', { name: 'Adicionar · R$ 72,00' }).click();
    await expect(item).toBeHidden();
    await cel.getByRole('button', { name: /^Coca-Cola lata 350 ml/ }).click();
    await cel
      .getByRole('dialog', { name: 'Coca-Cola lata 350 ml' })
      .getByRole('button', { name: /^Adicionar/ })
      .click();

    // the cart survives a reload
    await expect(cel.getByRole('button', { name: /Ver carrinho \(2 itens\)/ })).toContainText('R$ 78,50');
    await cel.reload();
    await cel.getByRole('button', { name: /Ver carrinho \(2 itens\)/ }).click();
    const carrinho = cel.getByRole('dialog', { name: 'Seu carrinho' });
    await expect(carrinho.getByTestId('item-carrinho').first()).toContainText(
      'Grande · ½ Calabresa, ½ Portuguesa · Borda de catupiry',
    );
    await carrinho.getByRole('button', { name: 'Continuar · R$ 78,50' }).click();

    // sign up by phone with a password
    const final = String(Date.now()).slice(-8);
    const passo = cel.getByRole('dialog', { name: 'Identificação' });
    await passo.getByRole('radio', { name: 'Criar conta' }).check();
    await passo.getByLabel('Nome').fill(`Cliente Site ${final}`);
    await passo.getByLabel('Celular (WhatsApp)').fill(`(41) 9${final}`);
    await passo.getByLabel('Senha').fill('segredo123');
    await passo.getByRole('button', { name: 'Continuar' }).click();

    // delivery to a neighbourhood of the first area (fee 5,00)
    const entrega = cel.getByRole('dialog', { name: 'Entrega' });
    await entrega.getByRole('radio', { name: 'Entrega' }).check();
    await entrega.getByLabel('Rua').fill('Rua XV de Novembro');
    await entrega.getByLabel('Número').fill('100');
    await entrega.getByLabel('Bairro').fill('Centro');
    await entrega.getByLabel('Cidade').fill('Curitiba');
    await entrega.getByLabel('UF').fill('PR');
    await entrega.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    // cash with change for 100,00
    const pagamento = cel.getByRole('dialog', { name: 'Pagamento' });
    await expect(pagamento.getByTestId('totais-pedido')).toContainText('Taxa de entregaR$ 5,00');
    await expect(pagamento.getByTestId('totais-pedido')).toContainText('TotalR$ 83,50');
    await pagamento.getByRole('radio', { name: /^Dinheiro/ }).check();
    await pagamento.getByLabel('Troco para quanto?').fill('100,00');
    const carrinhoId = await cel.evaluate((slug) => localStorage.getItem(`cardapio:${slug}:carrinho-id`), SLUG);
    expect(carrinhoId, 'the cart was mirrored to the server').toBeTruthy();
    const criado = cel.waitForResponse((r) => r.url().endsWith(`/api/publico/cardapio/${SLUG}/pedidos`));
    await pagamento.getByRole('button', { name: 'Fazer pedido · R$ 83,50' }).click();
    const resposta = await criado;
    expect(resposta.status(), await resposta.text()).toBe(201);
    const { numero_pedido, codigo } = (await resposta.json()) as { numero_pedido: number; codigo: string };

    // the board shows it within a second of its creation, and rings
    await expect(quadro.getByTestId(`pedido-card-${numero_pedido}`)).toBeVisible({ timeout: 1_000 });
    await expect.poll(async () => Number(await alerta.getAttribute('data-disparos'))).toBeGreaterThan(disparosAntes);

    // the confirmation page: order number, unguessable address, status
    await expect(cel).toHaveURL(new RegExp(`/cardapio/${SLUG}/pedido/${codigo}$`));
    expect(codigo).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await expect(cel.getByRole('heading', { name: `Pedido nº ${numero_pedido}` })).toBeVisible();
    await expect(cel.getByTestId('status-pedido')).not.toHaveText('Em preparação');

    // the server cart went through every checkout step and is now this order (the sales funnel's data)
    const servidor = (await (await gerente.api.get(`/api/carrinhos/${carrinhoId}?slug=${SLUG}`)).json()) as {
      etapas: string[];
      pedido_codigo: string | null;
      qtde_itens: number;
    };
    expect(servidor).toMatchObject({
      etapas: ['carrinho', 'identificacao', 'entrega', 'pagamento', 'confirmado'],
      pedido_codigo: codigo,
      qtde_itens: 2,
    });

    // the manager accepts; the tracking page follows by itself
    await quadro.getByRole('button', { name: `Aceitar, pedido #${numero_pedido}` }).click();
    await expect(cel.getByTestId('status-pedido')).toHaveText('Em preparação', { timeout: 10_000 });

    // back on the menu, the logged-in customer sees the order among their last ones
    await cel.getByRole('link', { name: 'Voltar ao cardápio' }).click();
    await cel.getByText('Seus últimos pedidos').click();
    await expect(cel.getByRole('link', { name: `Pedido nº ${numero_pedido}` })).toBeVisible();

    await quadroCtx.close();
    await celularCtx.close();
  } finally {
    await restaurar();
    await gerente.api.dispose();
  }
});

test('o gerente muda o texto e o pedido mínimo do site e o cardápio mostra na hora', async ({ browser, page }) => {
  test.setTimeout(60_000);
  await login(page, GERENTE);
  await page.goto('/admin/settings/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Site', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver o cardápio/ })).toHaveAttribute(
    'href',
    /\/cardapio\/pizzaria-demo$/,
  );
  expect(await violacoesGraves(page)).toEqual([]);
  const texto = `Promoção de hoje ${Date.now()}`;
  await page.getByLabel('Texto de boas-vindas').fill(texto);
  await page.getByLabel('Pedido mínimo do site').fill('25,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();

  const cel = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })).newPage();
  await cel.goto(`/cardapio/${SLUG}`);
  await expect(cel.getByText(texto)).toBeVisible();
  await expect(cel.getByText('Pedido mínimo: R$ 25,00')).toBeVisible();

  // back to the seed's text and minimum, so other journeys see the demo as seeded
  await page
    .getByLabel('Texto de boas-vindas')
    .fill('Pizzas no forno a lenha, direto para a sua casa. Peça pelo site!');
  await page.getByLabel('Pedido mínimo do site').fill('20,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas').first()).toBeVisible();
  await cel.context().close();
});
