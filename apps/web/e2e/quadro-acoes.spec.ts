import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { GERENTE, login } from './support.ts';

// The board at rush hour: find an order by phone, change its status with one tap on the card, be asked for the
// courier when a delivery goes out without one, set a status directly from the card's menu; on a phone, the closed
// store shows on the board and reopening a closing until the end of the day asks first.

interface Cardapio {
  produtos: { id: number; tipo: string; tamanhos: unknown[]; complementos: { obrigatorio: boolean }[] }[];
}
interface Forma {
  id: number;
  tipo: string;
  padrao: boolean;
  ativo: boolean;
}

/** Creates an order through the API, as the site or another counter would. */
async function criarPedido(api: APIRequestContext, headers: Record<string, string>, corpo: Record<string, unknown>) {
  const cardapio = (await (await api.get('/api/pedidos/cardapio', { headers })).json()) as Cardapio;
  const simples = cardapio.produtos.find(
    (p) => p.tipo === 'simples' && p.tamanhos.length === 0 && p.complementos.every((c) => !c.obrigatorio),
  )!;
  const formas = (await (await api.get('/api/formas-pagamento', { headers })).json()) as { items: Forma[] };
  const pix = formas.items.find((f) => f.ativo && f.tipo === 'pix') ?? formas.items.find((f) => f.ativo)!;
  const base = { ...corpo, itens: [{ produto_id: simples.id, quantidade: 4 }] };
  const cotacao = (await (
    await api.post('/api/pedidos/cotacao', { headers, data: { ...base, pagamentos: [] } })
  ).json()) as { total_pedido: number };
  const criado = await api.post('/api/pedidos', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      ...base,
      pagamentos: [
        { [pix.padrao ? 'forma_pagamento_padrao_id' : 'forma_pagamento_id']: pix.id, valor: cotacao.total_pedido },
      ],
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  return ((await criado.json()) as { numero_pedido: number }).numero_pedido;
}

async function apiDoGerente(baseURL: string | undefined) {
  const api = await apiRequest.newContext({ baseURL });
  const r = await api.post('/api/auth/login', { form: { email: GERENTE.email, senha: GERENTE.senha } });
  const { access_token } = (await r.json()) as { access_token: string };
  return { api, headers: { Authorization: `Bearer ${access_token}` } };
}

const card = (page: Page, n: number) => page.getByTestId(`pedido-card-${n}`);

test('no quadro: busca por telefone, avanço com um toque, entregador pedido na saída, status direto', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const final = String(Date.now()).slice(-8);
  const telefone = `+55419${final}`;
  const { api, headers } = await apiDoGerente(baseURL);
  const entrega = await criarPedido(api, headers, {
    tipo: 'delivery',
    canal: 'whatsapp',
    cliente: { nome: `Quadro ${final}`, telefone },
    endereco: { rua: 'Rua XV de Novembro', numero: '10', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' },
  });
  const retirada = await criarPedido(api, headers, {
    tipo: 'retirada',
    canal: 'site',
    cliente: { nome: `Retira ${final}`, telefone: `+55419${final.split('').reverse().join('')}` },
  });
  await api.dispose();

  await login(page, GERENTE);
  // a site order waits for acceptance (manual acceptance in the demo): the tab title counts the waiting ones
  const aguardando = page.getByTestId('coluna-pendente').locator('[data-testid^="pedido-card-"]');
  await expect(card(page, retirada)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(${await aguardando.count()}\\) Gestão de pedidos`));

  // search by the phone as the customer says it
  const busca = page.getByLabel('Buscar por número, nome ou telefone');
  await busca.fill(formatarTelefone(telefone).slice(5));
  await expect(card(page, entrega)).toBeVisible();
  await expect(page.locator('[data-testid^="pedido-card-"]')).toHaveCount(1);
  await expect(card(page, entrega)).toContainText(`Quadro ${final}`);
  // by number, then by channel
  await busca.fill(String(retirada));
  await expect(card(page, retirada)).toBeVisible();
  await expect(card(page, entrega)).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  await expect(card(page, entrega)).toBeVisible();
  await expect(card(page, retirada)).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();

  // one tap on the card: in preparation → ready
  await card(page, entrega)
    .getByRole('button', { name: `Pronto, pedido #${entrega}` })
    .click();
  await expect(page.getByTestId('coluna-pronto').getByTestId(`pedido-card-${entrega}`)).toBeVisible();
  await expect(page.getByText(`Pedido #${entrega}: Pronto`)).toBeVisible();

  // going out without a courier: the board asks who takes it
  await card(page, entrega)
    .getByRole('button', { name: `Saiu para entrega, pedido #${entrega}` })
    .click();
  const dialogo = page.getByRole('dialog', { name: `Quem leva o pedido #${entrega}?` });
  await dialogo.getByRole('radio', { name: 'Carlos Motoboy' }).check();
  await dialogo.getByRole('button', { name: 'Atribuir e enviar' }).click();
  const saiu = page.getByTestId('coluna-em_entrega').getByTestId(`pedido-card-${entrega}`);
  await expect(saiu).toBeVisible();
  await expect(saiu.getByTestId('pedido-entregador')).toHaveText('Carlos Motoboy');

  // a pickup handed over straight from acceptance: set "Concluído" directly from the card's menu
  await card(page, retirada)
    .getByRole('button', { name: `Mais ações do pedido #${retirada}` })
    .click();
  await page.getByRole('menuitem', { name: 'Mudar para Concluído' }).click();
  await expect(page.getByTestId('coluna-pendente').getByTestId(`pedido-card-${retirada}`)).toHaveCount(0);
  await page.getByRole('button', { name: /^Finalizados/ }).click();
  await expect(page.getByTestId('coluna-finalizados').getByTestId(`pedido-card-${retirada}`)).toContainText(
    'Concluído',
  );
  // its history has every step, by this user
  await card(page, retirada)
    .getByRole('button', { name: new RegExp(`^#${retirada} `) })
    .click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${retirada}` });
  for (const s of ['Em preparação', 'Aguardando retirada', 'Concluído']) await expect(detalhe).toContainText(s);
});

test.describe('no celular (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a loja fechada aparece no quadro; reabrir o fechamento até o fim do dia pede confirmação', async ({ page }) => {
    await login(page, GERENTE);
    // outside the demo's opening hours the line already says "Fora do horário"; a closing says until when
    const fechadaAte = page.getByTestId('aviso-loja-fechada').filter({ hasText: 'Fechada até' });
    await expect(fechadaAte).toHaveCount(0);
    await page.getByRole('button', { name: 'Mais opções' }).click();
    await page.getByRole('switch', { name: 'Loja aberta' }).click();
    await page.getByRole('menuitem', { name: 'Fechar até o fim do dia' }).click();
    await page.keyboard.press('Escape');
    await expect(fechadaAte).toBeVisible();

    await page.getByRole('button', { name: 'Mais opções' }).click();
    await page.getByRole('switch', { name: 'Loja aberta' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Reabrir a loja?' });
    await expect(confirmar).toBeVisible();
    await confirmar.getByRole('button', { name: 'Reabrir agora' }).click();
    await page.keyboard.press('Escape');
    await expect(fechadaAte).toHaveCount(0);
  });

  test('a mensagem de sucesso não cobre o botão da próxima ação', async ({ page, baseURL }) => {
    const { api, headers } = await apiDoGerente(baseURL);
    const final = String(Date.now()).slice(-8);
    const numeros: number[] = [];
    for (const i of [1, 2])
      numeros.push(
        await criarPedido(api, headers, {
          tipo: 'retirada',
          canal: 'balcao',
          cliente: { nome: `Fila ${i} ${final}`, telefone: `+55419${final.slice(0, 7)}${i}` },
        }),
      );
    await api.dispose();
    await login(page, GERENTE);
    await page.getByRole('tab', { name: /Em preparação/ }).click();
    await card(page, numeros[0]!)
      .getByRole('button', { name: `Aguardando retirada, pedido #${numeros[0]}` })
      .click();
    const aviso = page.getByTestId('snackbar');
    await expect(aviso).toContainText(`Pedido #${numeros[0]}`);
    const proximo = card(page, numeros[1]!).getByRole('button', { name: `Aguardando retirada, pedido #${numeros[1]}` });
    await proximo.scrollIntoViewIfNeeded();
    const a = (await aviso.boundingBox())!;
    const b = (await proximo.boundingBox())!;
    const sobrepoe = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(sobrepoe, `aviso ${JSON.stringify(a)} sobre o botão ${JSON.stringify(b)}`).toBe(false);
    await proximo.click();
    await expect(aviso).toContainText(`Pedido #${numeros[1]}`);
  });
});
