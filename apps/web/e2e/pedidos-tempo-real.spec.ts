import { expect, request as apiRequest, test } from '@playwright/test';
import { GERENTE, login } from './support.ts';

interface Cardapio {
  produtos: {
    id: number;
    nome: string;
    tipo: string;
    tamanhos: unknown[];
    complementos: { obrigatorio: boolean; min_escolhas: number }[];
  }[];
}
interface Forma {
  id: number;
  tipo: string;
  padrao: boolean;
  ativo: boolean;
}

// Live board: with the board open in one browser, an order created elsewhere (here: straight through the API, as the
// site would) appears without reload, with the new-order alert.
test('um pedido criado pela API aparece no quadro aberto, sem recarregar, com o alerta', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await login(page, GERENTE);
  await expect(page.getByRole('heading', { name: 'Gestão de pedidos' })).toBeVisible();
  // the event stream is connected before the order is created
  await expect(page.getByTestId('sse-estado')).toHaveAttribute('data-conectado', 'true');
  const disparosAntes = Number(await page.getByTestId('alerta-novos-pedidos').getAttribute('data-disparos'));

  // a second, independent client: its own login and token
  const api = await apiRequest.newContext({ baseURL });
  const loginResp = await api.post('/api/auth/login', { form: { email: GERENTE.email, senha: GERENTE.senha } });
  expect(loginResp.ok()).toBe(true);
  const { access_token } = (await loginResp.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };

  const cardapio = (await (await api.get('/api/pedidos/cardapio', { headers })).json()) as Cardapio;
  const simples = cardapio.produtos.find(
    (p) =>
      p.tipo === 'simples' &&
      p.tamanhos.length === 0 &&
      p.complementos.every((c) => !c.obrigatorio && c.min_escolhas === 0),
  );
  expect(simples, 'o cardápio de demonstração tem um produto simples').toBeTruthy();
  const formas = (await (await api.get('/api/formas-pagamento', { headers })).json()) as { items: Forma[] };
  const pix = formas.items.find((f) => f.ativo && f.tipo === 'pix') ?? formas.items.find((f) => f.ativo)!;

  const corpo = {
    tipo: 'retirada',
    canal: 'site',
    cliente: { nome: 'Cliente do Site', telefone: '(41) 99999-0000' },
    itens: [{ produto_id: simples!.id, quantidade: 2 }],
  };
  const cotacao = (await (
    await api.post('/api/pedidos/cotacao', { headers, data: { ...corpo, pagamentos: [] } })
  ).json()) as { total_pedido: number };
  const criado = await api.post('/api/pedidos', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      ...corpo,
      pagamentos: [
        { [pix.padrao ? 'forma_pagamento_padrao_id' : 'forma_pagamento_id']: pix.id, valor: cotacao.total_pedido },
      ],
    },
  });
  expect(criado.status()).toBe(201);
  const { numero_pedido } = (await criado.json()) as { numero_pedido: number };

  // faster than the 5 s poll: the SSE event brought it
  await expect(page.getByTestId(`pedido-card-${numero_pedido}`)).toBeVisible({ timeout: 4_000 });
  const banner = page.getByTestId('alerta-novos-pedidos');
  await expect(banner).toHaveAttribute('data-ativo', 'true');
  await expect(banner).toContainText(/pedidos? novos? aguardando atenção/);
  await expect.poll(async () => Number(await banner.getAttribute('data-disparos'))).toBeGreaterThan(disparosAntes);
  await expect(page.getByTestId(`pedido-card-${numero_pedido}`)).toContainText('Novo');

  // opening it marks it seen; accepting it ends the reminder for this order
  await page
    .getByTestId(`pedido-card-${numero_pedido}`)
    .getByRole('button', { name: new RegExp(`^#${numero_pedido} `) })
    .click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero_pedido}` });
  await detalhe.getByRole('button', { name: /^Avançar para/ }).click();
  await detalhe.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByTestId(`pedido-card-${numero_pedido}`)).not.toContainText('Novo');

  await api.dispose();
  await contexto.close();
});
