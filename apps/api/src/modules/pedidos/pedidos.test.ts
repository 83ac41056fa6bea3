import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aguardar, bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { queryRows } from '../../db/tenant.ts';

let f: Fixture;
let A: DadosPedido;
let B: DadosPedido;
let tA: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  B = await criarDadosPedido(f.database.db, f.B.id, 'B');
  tA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

/** Half calabresa, half marguerita, Grande, with catupiry: 50 + max(5, 8) + 6 = 64,00; ×1. Refri 7,50 ×2. Fee 8,00. */
function pedidoDelivery(d: DadosPedido, extra: Record<string, unknown> = {}) {
  return {
    tipo: 'delivery',
    canal: 'telefone',
    cliente_id: d.cliente,
    endereco_id: d.endereco,
    itens: [
      {
        produto_id: d.pizza,
        quantidade: 1,
        tamanho: 'Grande',
        opcoes: [
          { complemento_id: d.sabores, opcao_id: d.calabresa },
          { complemento_id: d.sabores, opcao_id: d.marguerita },
          { complemento_id: d.bordas, opcao_id: d.catupiry },
        ],
        observacao: 'sem cebola',
      },
      { produto_id: d.refri, quantidade: 2 },
    ],
    pagamentos: [{ forma_pagamento_padrao_id: d.dinheiro, valor: 87, troco_para: 100 }],
    ...extra,
  };
}

const post = (payload: unknown, token = tA, headers: Record<string, string> = {}) =>
  f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });

describe('POST /pedidos', () => {
  it('creates a delivery order priced by the server: half-and-half pizza, crust, fee, change for R$ 100', async () => {
    const res = await post(pedidoDelivery(A));
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      numero_pedido: 1,
      tipo: 'delivery',
      canal: 'telefone',
      status: 'preparacao',
      nome_cliente: 'Cliente A',
      telefone: '+5541987654321',
      subtotal_itens: 79,
      taxa_entrega: 8,
      desconto: 0,
      total_pedido: 87,
      troco: 13,
      nome_empresa: 'Empresa A',
      cliente_qtd_pedidos: 1,
      endereco: { rua: 'Rua Comendador Araújo', bairro: 'Batel', cidade: 'Curitiba', estado: 'PR' },
    });
    expect(p.produtos[0]).toMatchObject({
      nome: `Pizza A (Grande)`,
      quantidade: 1,
      preco_unitario: 64,
      sabores: ['Calabresa', 'Marguerita'],
      borda: 'Catupiry',
      observacao: 'sem cebola',
    });
    expect(p.produtos[1]).toMatchObject({ nome: 'Refri A', quantidade: 2, preco_unitario: 7.5 });
    expect(p.pagamentos).toEqual([
      { tipo: 'Dinheiro', forma_tipo: 'dinheiro', valor: 87, observacao: null, troco_para: 100 },
    ]);
    expect(p.codigo).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Date(p.previsao_entrega).getTime()).toBeGreaterThan(Date.now() + 40 * 60_000);
  });

  it('ignores totals sent by the client', async () => {
    const res = await post(pedidoDelivery(A, { total_pedido: 1, taxa_entrega: 0, subtotal_itens: 1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().total_pedido).toBe(87);
  });

  it('numbers orders sequentially per business', async () => {
    const b1 = await post(pedidoDelivery(B), await f.token('gerente.b@teste.com'));
    expect(b1.json().numero_pedido).toBe(1);
    const a3 = await post({
      tipo: 'retirada',
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    });
    expect(a3.statusCode, a3.body).toBe(201);
    expect(a3.json()).toMatchObject({
      numero_pedido: 3,
      tipo: 'retirada',
      taxa_entrega: 0,
      total_pedido: 7.5,
      endereco: null,
    });
  });

  it('creates a new customer and address inline and reuses the customer by phone', async () => {
    const body = {
      tipo: 'delivery',
      cliente: { nome: 'Joana Nova', telefone: '(41) 99999-1234' },
      endereco: { rua: 'Rua XV de Novembro', numero: '50', bairro: 'Centro', cidade: 'Curitiba', estado: 'pr' },
      itens: [{ produto_id: A.refri, quantidade: 4 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
    };
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nome_cliente: 'Joana Nova',
      telefone: '+5541999991234',
      total_pedido: 38,
      endereco: { bairro: 'Centro', estado: 'PR' },
    });
    const again = await post({ ...body, cliente: { nome: 'Joana', telefone: '41999991234' } });
    expect(again.json().cliente_id).toBe(res.json().cliente_id);
    expect(again.json().cliente_qtd_pedidos).toBe(2);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS n FROM enderecos WHERE cliente_id = ${res.json().cliente_id}`,
    );
    expect(n).toBe(2);
  });

  it('applies a coupon and counts its use; refuses an unknown one', async () => {
    const ok = await post(
      pedidoDelivery(A, { cupom_codigo: 'dez', pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 79.1 }] }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ desconto: 7.9, total_pedido: 79.1, cupom_codigo: 'DEZ' });
    const bad = await post(pedidoDelivery(A, { cupom_codigo: 'NADA' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Cupom não encontrado');
  });

  it('refuses payments that do not add up, change on non-cash, an address outside the areas, an order below the minimum', async () => {
    const soma = await post(pedidoDelivery(A, { pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 80 }] }));
    expect(soma.statusCode).toBe(400);
    expect(soma.json().detail).toBe('A soma dos pagamentos (R$ 80,00) difere do total do pedido (R$ 87,00)');
    const troco = await post(
      pedidoDelivery(A, { pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 87, troco_para: 100 }] }),
    );
    expect(troco.json().detail).toBe('Troco só vale para pagamento em dinheiro');
    const fora = await post({
      ...pedidoDelivery(A),
      cliente_id: undefined,
      endereco_id: undefined,
      cliente: { nome: 'X', telefone: '41988887777' },
      endereco: { rua: 'R', bairro: 'Boqueirão', cidade: 'Curitiba', estado: 'PR' },
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().detail).toBe('Endereço fora da área de entrega');
    const minimo = await post({
      ...pedidoDelivery(A),
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 15.5 }],
    });
    expect(minimo.statusCode).toBe(400);
    expect(minimo.json().detail).toBe('Pedido mínimo para Centro expandido: R$ 20,00');
  });

  it('validates items with the catalogue rules in Portuguese', async () => {
    const semSabor = await post(
      pedidoDelivery(A, { itens: [{ produto_id: A.pizza, quantidade: 1, tamanho: 'Grande', opcoes: [] }] }),
    );
    expect(semSabor.statusCode).toBe(400);
    expect(
      semSabor
        .json()
        .errors.map((e: { mensagem: string }) => e.mensagem)
        .join(' '),
    ).toMatch(/Sabores/);
    const vazio = await post(pedidoDelivery(A, { itens: [] }));
    expect(vazio.json().errors).toContainEqual({ campo: 'itens', mensagem: 'Adicione pelo menos um item' });
    const qtd = await post(pedidoDelivery(A, { itens: [{ produto_id: A.refri, quantidade: 0 }] }));
    expect(qtd.statusCode).toBe(400);
    const demais = await post(
      pedidoDelivery(A, { itens: Array.from({ length: 201 }, () => ({ produto_id: A.refri, quantidade: 1 })) }),
    );
    expect(demais.statusCode).toBe(400);
  });

  it('refuses every id of another business: customer, address, product, option, courier, payment method — nothing created', async () => {
    const [{ antes } = { antes: -1 }] = await queryRows<{ antes: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS antes FROM pedidos`,
    );
    const casos = [
      pedidoDelivery(A, { cliente_id: B.cliente, endereco_id: B.endereco }),
      pedidoDelivery(A, { endereco_id: B.endereco }),
      pedidoDelivery(A, { itens: [{ produto_id: B.refri, quantidade: 1 }] }),
      pedidoDelivery(A, {
        itens: [
          {
            produto_id: A.pizza,
            quantidade: 1,
            tamanho: 'Grande',
            opcoes: [{ complemento_id: B.sabores, opcao_id: B.calabresa }],
          },
        ],
      }),
      pedidoDelivery(A, { entregador_id: B.entregador }),
    ];
    for (const c of casos) {
      const res = await post(c);
      expect([400, 404], res.body).toContain(res.statusCode);
      expect(res.body).not.toContain('Cliente B');
    }
    const [{ depois } = { depois: -1 }] = await queryRows<{ depois: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS depois FROM pedidos`,
    );
    expect(depois).toBe(antes);
  });

  it('needs pedidos.gerenciar and rejects unknown fields', async () => {
    const extra = await post({ ...pedidoDelivery(A), empresa_id: f.B.id });
    expect(extra.statusCode).toBe(400);
    const anon = await f.app.inject({ method: 'POST', url: '/api/pedidos', payload: pedidoDelivery(A) });
    expect(anon.statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('10 concurrent replays create one order with identical answers', async () => {
    const key = 'chave-teste-0001';
    const [{ antes } = { antes: -1 }] = await queryRows<{ antes: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS antes FROM pedidos WHERE empresa_id = ${f.A.id}`,
    );
    const res = await Promise.all(
      Array.from({ length: 10 }, () => post(pedidoDelivery(A), tA, { 'idempotency-key': key })),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(res.map((r) => r.json().id)).size).toBe(1);
    const [{ depois } = { depois: -1 }] = await queryRows<{ depois: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS depois FROM pedidos WHERE empresa_id = ${f.A.id}`,
    );
    expect(depois).toBe(antes + 1);
  });

  it('the same key with another body is 422; the same key in another business is independent', async () => {
    const key = 'chave-teste-0002';
    expect((await post(pedidoDelivery(A), tA, { 'idempotency-key': key })).statusCode).toBe(201);
    const outro = await post(pedidoDelivery(A, { observacao: 'outra' }), tA, { 'idempotency-key': key });
    expect(outro.statusCode).toBe(422);
    const b = await post(pedidoDelivery(B), await f.token('gerente.b@teste.com'), { 'idempotency-key': key });
    expect(b.statusCode).toBe(201);
    expect(b.json().nome_empresa).toContain('Empresa B');
  });
});

describe('status, patch, detail', () => {
  it('follows the allowed transitions and refuses the rest with 409', async () => {
    const p = (await post(pedidoDelivery(A))).json();
    const mudar = (status: string, motivo?: string) =>
      f.app.inject({
        method: 'PATCH',
        url: `/api/pedidos/${p.id}/status`,
        headers: bearer(tA),
        payload: { status, ...(motivo ? { motivo } : {}) },
      });
    expect((await mudar('concluido')).statusCode).toBe(409);
    expect((await mudar('pronto')).json().status).toBe('pronto');
    expect((await mudar('em_entrega')).json().status).toBe('em_entrega');
    expect((await mudar('concluido')).json().status).toBe('concluido');
    const again = await mudar('preparacao');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Não é possível mudar o pedido de "Concluído" para "Em preparação"');
    const det = (await f.app.inject({ url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).json();
    expect(det.historico.map((h: { status: string }) => h.status)).toEqual([
      'preparacao',
      'pronto',
      'em_entrega',
      'concluido',
    ]);
    expect(det.proximos_status).toEqual([]);
  });

  it('sets a later status directly, one history line per step; a delivery never skips "Saiu para entrega"', async () => {
    const p = (await post(pedidoDelivery(A))).json();
    const mudar = (status: string) =>
      f.app.inject({ method: 'PATCH', url: `/api/pedidos/${p.id}/status`, headers: bearer(tA), payload: { status } });
    const pulo = await mudar('concluido');
    expect(pulo.statusCode).toBe(409);
    expect(pulo.json().detail).toBe('Não é possível mudar o pedido de "Em preparação" para "Concluído"');
    expect((await mudar('em_entrega')).json().status).toBe('em_entrega');
    const det = (await f.app.inject({ url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).json();
    expect(det.historico.map((h: { status: string }) => h.status)).toEqual(['preparacao', 'pronto', 'em_entrega']);
  });

  it('cancels with a required reason, gives the coupon use back; only cancelled orders can be deleted', async () => {
    const p = (
      await post(
        pedidoDelivery(A, { cupom_codigo: 'DEZ', pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 79.1 }] }),
      )
    ).json();
    const usos = async () =>
      (await queryRows<{ usos: number }>(f.database.db, sql`SELECT usos FROM cupons WHERE empresa_id = ${f.A.id}`))[0]!
        .usos;
    const antes = await usos();
    expect(
      (await f.app.inject({ method: 'DELETE', url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).statusCode,
    ).toBe(409);
    const semMotivo = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}/status`,
      headers: bearer(tA),
      payload: { status: 'cancelado' },
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().detail).toBe('Informe o motivo do cancelamento');
    const c = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}/status`,
      headers: bearer(tA),
      payload: { status: 'cancelado', motivo: 'Cliente desistiu' },
    });
    expect(c.json()).toMatchObject({ status: 'cancelado', motivo_cancelamento: 'Cliente desistiu' });
    expect(await usos()).toBe(antes - 1);
    expect(
      (await f.app.inject({ method: 'DELETE', url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).statusCode,
    ).toBe(204);
    expect((await f.app.inject({ url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).statusCode).toBe(404);
  });

  it('assigns a courier, notes, and marks as seen; staff orders start seen, site orders do not', async () => {
    expect((await post(pedidoDelivery(A))).json().visto).toBe(true);
    const p = (await post(pedidoDelivery(A, { canal: 'site' }))).json();
    expect(p.visto).toBe(false);
    const r = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}`,
      headers: bearer(tA),
      payload: { entregador_id: A.entregador, observacao_interna: 'portão azul', visto: true },
    });
    expect(r.json()).toMatchObject({
      entregador_id: A.entregador,
      entregador_nome: 'Motoboy A',
      observacao_interna: 'portão azul',
      visto: true,
    });
    const foreign = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}`,
      headers: bearer(tA),
      payload: { entregador_id: B.entregador },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a user with pedidos.ver only mark an order seen, nothing else', async () => {
    const p = (await post(pedidoDelivery(A, { canal: 'cardapio' }))).json();
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(tA),
      payload: { overrides: { 'pedidos.gerenciar': false } },
    });
    const t = (
      await f.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'atendente.a@teste.com', senha: 'senha-de-teste-1' },
      })
    ).json().access_token;
    const visto = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}`,
      headers: bearer(t),
      payload: { visto: true },
    });
    expect(visto.statusCode).toBe(200);
    expect(visto.json().visto).toBe(true);
    const nota = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${p.id}`,
      headers: bearer(t),
      payload: { observacao_interna: 'x' },
    });
    expect(nota.statusCode).toBe(403);
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(tA),
      payload: { overrides: {} },
    });
  });

  it('quotes a half-typed delivery draft without customer or address (no fee yet)', async () => {
    const q = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos/cotacao',
      headers: bearer(tA),
      payload: { tipo: 'delivery', itens: [{ produto_id: A.refri, quantidade: 2 }] },
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ subtotal_itens: 15, taxa_entrega: 0, total_pedido: 15, area_nome: null });
  });

  it('masks phones for a user without the customer-data permission', async () => {
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(tA),
      payload: { overrides: { 'clientes.dados': false } },
    });
    const t = await f.token('atendente.a@teste.com');
    const board = (await f.app.inject({ url: '/api/pedidos?last_hours=24', headers: bearer(t) })).json();
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((p: { telefone: string | null }) => !p.telefone || p.telefone.includes('*'))).toBe(true);
  });
});

describe('the customer side of orders', () => {
  it('fills total-pedidos and ultimos-pedidos (newest first, limit), and the LGPD export', async () => {
    const novo = (
      await post({
        tipo: 'retirada',
        cliente: { nome: 'Cliente Histórico', telefone: '41977776666' },
        itens: [{ produto_id: A.refri, quantidade: 1 }],
        pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
      })
    ).json();
    await post({
      tipo: 'retirada',
      cliente_id: novo.cliente_id,
      itens: [{ produto_id: A.refri, quantidade: 2 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 15 }],
    });
    const total = await f.app.inject({ url: `/api/clientes/${novo.cliente_id}/total-pedidos`, headers: bearer(tA) });
    expect(total.json()).toEqual({ total: 2 });
    const ultimos = (
      await f.app.inject({ url: `/api/clientes/${novo.cliente_id}/ultimos-pedidos`, headers: bearer(tA) })
    ).json();
    expect(ultimos.map((p: { total_pedido: number }) => p.total_pedido)).toEqual([15, 7.5]);
    const um = (
      await f.app.inject({ url: `/api/clientes/${novo.cliente_id}/ultimos-pedidos?limit=1`, headers: bearer(tA) })
    ).json();
    expect(um).toHaveLength(1);
    const exp = (await f.app.inject({ url: `/api/clientes/${novo.cliente_id}/exportar`, headers: bearer(tA) })).json();
    expect(exp.pedidos).toHaveLength(2);
  });

  it('anonymising a customer scrubs the copies on their orders and keeps the totals', async () => {
    const p = (
      await post(
        pedidoDelivery(A, {
          cliente_id: undefined,
          endereco_id: undefined,
          cliente: { nome: 'Fulano Sigiloso', telefone: '41966665555' },
          endereco: { rua: 'Rua Secreta', numero: '7', bairro: 'Batel', cidade: 'Curitiba', estado: 'PR' },
        }),
      )
    ).json();
    const r = await f.app.inject({
      method: 'POST',
      url: `/api/clientes/${p.cliente_id}/anonimizar`,
      headers: bearer(tA),
      payload: {},
    });
    expect(r.statusCode, r.body).toBe(200);
    const depois = (await f.app.inject({ url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).json();
    expect(depois).toMatchObject({
      nome_cliente: 'Cliente anonimizado',
      telefone: null,
      total_pedido: p.total_pedido,
      endereco: { bairro: 'Batel', rua: '' },
    });
    const [{ t } = { t: '' }] = await queryRows<{ t: string }>(
      f.database.db,
      sql`SELECT string_agg(row_to_json(x)::text, ',') AS t FROM pedidos x WHERE empresa_id = ${f.A.id}`,
    );
    expect(t).not.toContain('Sigiloso');
    expect(t).not.toContain('Rua Secreta');
    expect(t).not.toContain('966665555');
  });
});

describe('board and history', () => {
  it('answers the board with an ETag and 304 until an order changes', async () => {
    const first = await f.app.inject({ url: '/api/pedidos?last_hours=24', headers: bearer(tA) });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"q\d+/);
    expect(first.json().every((p: { nome_empresa: string }) => p.nome_empresa === 'Empresa A')).toBe(true);
    const again = await f.app.inject({
      url: '/api/pedidos?last_hours=24',
      headers: { ...bearer(tA), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await post(pedidoDelivery(A));
    const changed = await aguardar(
      async () =>
        (await f.app.inject({ url: '/api/pedidos?last_hours=24', headers: { ...bearer(tA), 'if-none-match': etag } }))
          .statusCode,
      (s) => s !== 304,
    );
    expect(changed).toBe(200);
  });

  it('filters, sorts and paginates the history on the server; 50 per page by default; bounds enforced', async () => {
    const page = (await f.app.inject({ url: '/api/pedidos?page=1', headers: bearer(tA) })).json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.length).toBe(Math.min(50, page.total));
    expect(page.items[0]).not.toHaveProperty('produtos');
    const porTelefone = (
      await f.app.inject({ url: '/api/pedidos?page=1&search=99999-1234', headers: bearer(tA) })
    ).json();
    expect(porTelefone.items.length).toBeGreaterThan(0);
    expect(porTelefone.items.every((p: { nome_cliente: string }) => p.nome_cliente === 'Joana Nova')).toBe(true);
    const retirada = (await f.app.inject({ url: '/api/pedidos?page=1&tipo=retirada', headers: bearer(tA) })).json();
    expect(retirada.items.every((p: { tipo: string }) => p.tipo === 'retirada')).toBe(true);
    const pix = (
      await f.app.inject({
        url: '/api/pedidos?page=1&pagto=pix&sort_field=total_pedido&sort_dir=asc',
        headers: bearer(tA),
      })
    ).json();
    const totais = pix.items.map((p: { total_pedido: number }) => p.total_pedido);
    expect(totais).toEqual([...totais].sort((a: number, b: number) => a - b));
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const porData = (
      await f.app.inject({
        url: `/api/pedidos?page=1&data_ini=${hoje}&data_fim=${hoje}&status=preparacao,pronto`,
        headers: bearer(tA),
      })
    ).json();
    expect(porData.items.every((p: { status: string }) => ['preparacao', 'pronto'].includes(p.status))).toBe(true);
    const alem = (await f.app.inject({ url: '/api/pedidos?page=999', headers: bearer(tA) })).json();
    expect(alem).toEqual({ items: [], total: page.total });
    expect((await f.app.inject({ url: '/api/pedidos?page=1&per_page=1000', headers: bearer(tA) })).statusCode).toBe(
      400,
    );
    expect((await f.app.inject({ url: '/api/pedidos?page=1&sort_field=senha', headers: bearer(tA) })).statusCode).toBe(
      400,
    );
    expect((await f.app.inject({ url: '/api/pedidos?page=1&data_ini=ontem', headers: bearer(tA) })).json().detail).toBe(
      'Data inválida (use aaaa-mm-dd)',
    );
  });

  it('exports the filtered history as CSV', async () => {
    const res = await f.app.inject({ url: '/api/pedidos/exportar?tipo=retirada', headers: bearer(tA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const linhas = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Número;Data;Cliente;Telefone;Tipo;Canal;Status;Bairro;Entregador;Pagamentos;Subtotal;Taxa de entrega;Desconto;Total',
    );
    expect(linhas.length).toBeGreaterThan(1);
    expect(linhas.slice(1).every((l) => l.split(';')[4] === 'retirada')).toBe(true);
    expect(linhas.slice(1).some((l) => l.endsWith(';7,50'))).toBe(true);
    expect(linhas.slice(1).every((l) => /;\d+,\d{2}$/.test(l))).toBe(true);
  });

  it('quotes a draft exactly as the order will be charged, and serves the order-entry menu', async () => {
    const q = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos/cotacao',
      headers: bearer(tA),
      payload: { ...pedidoDelivery(A, { cupom_codigo: 'DEZ' }), pagamentos: [] },
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      subtotal_itens: 79,
      taxa_entrega: 8,
      desconto: 7.9,
      total_pedido: 79.1,
      area_nome: 'Centro expandido',
      cupom: { codigo: 'DEZ', ok: true, motivo: null },
    });
    const cardapio = (await f.app.inject({ url: '/api/pedidos/cardapio', headers: bearer(tA) })).json();
    const pizza = cardapio.produtos.find((p: { id: number }) => p.id === A.pizza);
    expect(pizza).toMatchObject({
      tipo: 'pizza',
      max_sabores: 2,
      tamanhos: [
        { nome: 'Média', preco: 40 },
        { nome: 'Grande', preco: 50 },
      ],
    });
    expect(pizza.complementos[0].opcoes[0]).toMatchObject({
      nome: 'Calabresa',
      preco: 0,
      precos_tamanho: { Grande: 5 },
    });
    expect(JSON.stringify(cardapio)).not.toContain('Pizza B');
  });
});
