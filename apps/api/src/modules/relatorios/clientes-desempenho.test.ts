import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { cliente } from '../../../test/mesas-fixture.ts';
import { reconstruirRollup } from './index.ts';

// Customers and the funnel (hand-made rows with known answers), the live dashboard, the rollup kept by the
// orders' effects, and the superadmin's summary.

let f: Fixture;
let token: string;
let d: DadosPedido;
const db = () => f.database.db;
const id = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db(), q))[0]!.id);
const get = (url: string, t = token) => f.app.inject({ url: `/api${url}`, headers: bearer(t) });
const json = async <T = Record<string, unknown>>(url: string, t = token): Promise<T> => {
  const res = await get(url, t);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
let n = 1000;
const venda = (cliente: number | null, local: string, total: number, status = 'concluido') =>
  id(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, cliente_id, subtotal_itens_centavos,
      total_centavos, criado_em)
    VALUES (${f.A.id}, ${++n}, ${'cli-' + n}, 'retirada', 'site', ${status}, ${cliente}, ${total}, ${total},
      (${local}::timestamp AT TIME ZONE 'America/Sao_Paulo')) RETURNING id`);

const cl: Record<string, number> = {};
beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  d = await criarDadosPedido(db(), f.A.id, 'A');
  const A = f.A.id;
  for (const nome of ['Antiga', 'Nova', 'Volta', 'Sumida'])
    cl[nome] = await id(sql`INSERT INTO clientes (empresa_id, nome, telefone, nome_busca)
      VALUES (${A}, ${nome}, ${'+554199999' + String(Object.keys(cl).length).padStart(4, '0')}, ${nome.toLowerCase()}) RETURNING id`);
  // Antiga bought in September and twice in the period; Nova only in the period; Volta long ago and once in the
  // period; Sumida only in August (inactive for the period); one anonymous sale; a cancelled one of Nova
  await venda(cl.Antiga!, '2026-09-10 12:00', 5000);
  await venda(cl.Antiga!, '2026-10-05 12:00', 3000);
  await venda(cl.Antiga!, '2026-10-20 12:00', 4000);
  await venda(cl.Nova!, '2026-10-07 12:00', 2000);
  await venda(cl.Nova!, '2026-10-08 12:00', 9900, 'cancelado');
  await venda(cl.Volta!, '2026-01-10 12:00', 1000);
  await venda(cl.Volta!, '2026-10-31 23:30', 1000);
  await venda(cl.Sumida!, '2026-08-01 12:00', 1000);
  await venda(null, '2026-10-10 12:00', 7000);

  // the funnel (V8-like): two sessions visit; v1's cart stops at the cart; v2 checks out and orders
  await db().execute(sql`INSERT INTO visitas_cardapio (empresa_id, session, dia) VALUES
    (${A}, 'sessao-v1-xx', '2026-10-12'), (${A}, 'sessao-v2-xx', '2026-10-12'), (${A}, 'sessao-v1-xx', '2026-10-13')`);
  const pedidoV2 = await venda(null, '2026-10-12 20:10', 3000);
  const c1 =
    await id(sql`INSERT INTO carrinhos (empresa_id, codigo, session, nome, telefone, step_atual, subtotal_centavos,
      qtde_itens, criado_em, atualizado_em)
    VALUES (${A}, 'carrinho-v1-abcdefgh', 'sessao-v1-xx', 'Vera', '+5541988887777', 'carrinho', 4590, 2,
      '2026-10-12 22:00+00', '2026-10-12 22:05+00') RETURNING id`);
  const c2 = await id(sql`INSERT INTO carrinhos (empresa_id, codigo, session, step_atual, subtotal_centavos, qtde_itens,
      pedido_id, criado_em, atualizado_em)
    VALUES (${A}, 'carrinho-v2-abcdefgh', 'sessao-v2-xx', 'confirmado', 3000, 1, ${pedidoV2},
      '2026-10-12 23:00+00', '2026-10-12 23:10+00') RETURNING id`);
  await db().execute(sql`INSERT INTO carrinho_etapas (empresa_id, carrinho_id, etapa) VALUES
    (${A}, ${c1}, 'carrinho'), (${A}, ${c2}, 'carrinho'), (${A}, ${c2}, 'identificacao'), (${A}, ${c2}, 'entrega'),
    (${A}, ${c2}, 'pagamento'), (${A}, ${c2}, 'confirmado')`);
  await reconstruirRollup(tenantDe(db(), A as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const OUT = 'inicio=2026-10-01&fim=2026-10-31';

describe('customers', () => {
  it('overview: new vs returning, frequency, recency; the funnel and its conversion', async () => {
    const r = await json<Record<string, unknown>>(`/relatorios/clientes/visao-geral?${OUT}`);
    expect(r).toMatchObject({
      clientes: 3,
      novos: 1,
      recorrentes: 2,
      pedidos: 4,
      faturamento_liquido: 100,
      ticket_medio: 25,
      frequencia_media: 1.33,
      // days from each one's last sale to 31/10: Antiga 11, Nova 24, Volta 0 (23:30 local is still the 31st)
      recencia_media_dias: 11.7,
      funil: { visitas: 3, carrinho: 2, identificacao: 1, entrega: 1, pagamento: 1, pedidos: 1, conversao_pct: 33.3 },
    });
  });

  it('types: novo, recorrente and inativo (no sale for 60 days before the end)', async () => {
    const r = await json<{ items: { tipo: string; clientes: number; pedidos: number; faturamento_liquido: number }[] }>(
      `/relatorios/clientes/tipos?${OUT}`,
    );
    expect(r.items.map((i) => [i.tipo, i.clientes, i.pedidos, i.faturamento_liquido])).toEqual([
      ['novo', 1, 1, 20],
      ['recorrente', 2, 3, 80],
      ['inativo', 1, 0, 0],
    ]);
  });

  it('the table: paged and sorted, first and last sale ever, phones masked without the data permission', async () => {
    const r = await json<{
      total: number;
      items: { nome: string; pedidos: number; faturamento: number; primeiro_pedido: string; telefone: string }[];
    }>(`/relatorios/clientes/tabela?${OUT}&sort_field=faturamento&sort_dir=desc&per_page=2`);
    expect(r.total).toBe(3);
    expect(r.items.map((i) => [i.nome, i.pedidos, i.faturamento])).toEqual([
      ['Antiga', 2, 70],
      ['Nova', 1, 20],
    ]);
    expect(r.items[0]!.primeiro_pedido).toBe('2026-09-10T15:00:00Z');
    const busca = await json<{ items: { nome: string }[] }>(`/relatorios/clientes/tabela?${OUT}&search=vol`);
    expect(busca.items.map((i) => i.nome)).toEqual(['Volta']);
    const at = await f.token('atendente.a@teste.com');
    const mascarado = await get(`/relatorios/clientes/tabela?${OUT}`, at);
    if (mascarado.statusCode === 200) expect(mascarado.body).not.toContain('+5541999990000');
  });

  it('visitor history per day and abandoned carts with phone, value and both rates', async () => {
    const h = await json<{
      items: { dia: string; visitas: number; carrinhos: number; checkouts: number; pedidos: number }[];
    }>(`/relatorios/clientes/historico-visitantes?inicio=2026-10-12&fim=2026-10-13`);
    expect(h.items).toEqual([
      { dia: '2026-10-12', visitas: 2, carrinhos: 2, checkouts: 1, pedidos: 1 },
      { dia: '2026-10-13', visitas: 1, carrinhos: 0, checkouts: 0, pedidos: 0 },
    ]);
    const a = await json<Record<string, unknown> & { items: Record<string, unknown>[] }>(
      `/relatorios/clientes/abandonos?${OUT}`,
    );
    expect(a).toMatchObject({
      carrinhos: 2,
      checkouts: 1,
      pedidos: 1,
      abandonados: 1,
      valor_abandonado: 45.9,
      taxa_abandono_carrinho_pct: 50,
      taxa_abandono_checkout_pct: 0,
      total: 1,
    });
    expect(a.items[0]).toMatchObject({ nome: 'Vera', telefone: '+5541988887777', valor: 45.9, etapa: 'carrinho' });
    const csv = await get(`/relatorios/clientes/abandonos/csv?${OUT}`);
    expect(csv.body.split('\r\n')[1]).toContain(';Vera;(41) 98888-7777;45,90;2;carrinho;');
  });
});

describe('the rollup follows the orders through their effects', () => {
  it('an order created, accepted and cancelled through the API is in the rollup at each step, equal to a rebuild', async () => {
    const hoje = (await json<{ periodo: { inicio: string } }>('/relatorios/vendas/resumo?preset=hoje')).periodo.inicio;
    const criar = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(token),
      payload: {
        tipo: 'retirada',
        canal: 'balcao',
        itens: [{ produto_id: d.refri, quantidade: 2 }],
        pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 15 }],
      },
    });
    expect(criar.statusCode, criar.body).toBe(201);
    const pid = criar.json<{ id: number }>().id;
    const mudar = (status: string, motivo?: string) =>
      f.app.inject({
        method: 'PATCH',
        url: `/api/pedidos/${pid}/status`,
        headers: bearer(token),
        payload: { status, ...(motivo ? { motivo } : {}) },
      });
    const linhas = () =>
      Promise.all([
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date`,
        ),
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_produtos_diarios WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date ORDER BY tipo, canal, chave`,
        ),
      ]);
    const resumo = () =>
      json<{ pedidos: number; cancelados: { quantidade: number } }>('/relatorios/vendas/resumo?preset=hoje');
    const status = await json<{ status: string }>(`/pedidos/${pid}`);
    const antes = await resumo();
    if (status.status === 'pendente') {
      expect(antes.pedidos).toBe(0);
      expect((await mudar('preparacao')).statusCode).toBe(200);
    }
    expect((await resumo()).pedidos).toBe(1);
    expect((await mudar('cancelado', 'Cliente desistiu')).statusCode).toBe(200);
    expect(await resumo()).toMatchObject({ pedidos: 0, cancelados: { quantidade: 1 } });
    const pelosEfeitos = await linhas();
    await reconstruirRollup(tenantDe(db(), f.A.id as EmpresaId), hoje, hoje);
    expect(await linhas()).toEqual(pelosEfeitos);
  });
});

describe('concurrent changes of one day', () => {
  it('two orders of the same day changing status at once both succeed, and the day equals a rebuild', async () => {
    const novo = async () => {
      const r = await f.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: bearer(token),
        payload: {
          tipo: 'retirada',
          canal: 'balcao',
          itens: [{ produto_id: d.refri, quantidade: 1 }],
          pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 7.5 }],
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ id: number }>().id;
    };
    const ids = [await novo(), await novo(), await novo()];
    const respostas = await Promise.all(
      ids.map((pid) =>
        f.app.inject({
          method: 'PATCH',
          url: `/api/pedidos/${pid}/status`,
          headers: bearer(token),
          payload: { status: 'cancelado', motivo: 'teste de concorrência' },
        }),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const hoje = (await json<{ periodo: { inicio: string } }>('/relatorios/vendas/resumo?preset=hoje')).periodo.inicio;
    const linhas = () =>
      Promise.all([
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date`,
        ),
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_produtos_diarios WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date ORDER BY tipo, canal, chave`,
        ),
      ]);
    const pelosEfeitos = await linhas();
    await reconstruirRollup(tenantDe(db(), f.A.id as EmpresaId), hoje, hoje);
    expect(await linhas()).toEqual(pelosEfeitos);
  });
});

describe('the rollup follows the tabs through their effects', () => {
  it('a tab settled through the API counts as a mesa sale (fee apart); a reversal takes it out; equal to a rebuild', async () => {
    const api = cliente(f, token);
    const mesa = (await api.ok<{ id: number }>('POST', '/mesas', { nome: 'R1', area: 'Salão', lugares: 4 })).id;
    const c = await api.ok<{ id: number }>('POST', `/mesas/${mesa}/comandas`, { pessoas_qtd: 2 });
    await api.ok('POST', `/comandas/${c.id}/itens`, { produto_id: d.refri, quantidade: 4 });
    const pago = await api.ok<{ status: string; pagamentos: { id: number }[] }>('POST', `/comandas/${c.id}/quitar`, {
      forma_pagamento_padrao_id: d.pix,
    });
    expect(pago.status).toBe('quitada');
    const mesas = () =>
      json<{ items: { grupo: string; pedidos: number; faturamento_liquido: number; taxa_servico: number }[] }>(
        '/relatorios/vendas/tipos-pedido?preset=hoje&tipo=mesa',
      );
    // 4 × 7,50 = 30,00 of items; the 10 % service fee (3,00) beside, not in the revenue
    expect((await mesas()).items).toMatchObject([
      { grupo: 'mesa', pedidos: 1, faturamento_liquido: 30, taxa_servico: 3 },
    ]);
    const produtos = await json<{ items: { produto_id: number; quantidade: number; faturamento: number }[] }>(
      '/relatorios/catalogo/produtos?preset=hoje&tipo=mesa',
    );
    expect(produtos.items).toMatchObject([{ produto_id: d.refri, quantidade: 4, faturamento: 30 }]);
    await api.ok('POST', `/comandas/${c.id}/pagamentos/${pago.pagamentos[0]!.id}/estornar`, {
      motivo: 'cartão errado',
    });
    expect((await mesas()).items).toEqual([]);
    const hoje = (await json<{ periodo: { inicio: string } }>('/relatorios/vendas/resumo?preset=hoje')).periodo.inicio;
    const linhas = () =>
      Promise.all([
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date`,
        ),
        queryRows(
          db(),
          sql`SELECT * FROM relatorio_produtos_diarios WHERE empresa_id = ${f.A.id} AND dia = ${hoje}::date ORDER BY tipo, canal, chave`,
        ),
      ]);
    const pelosEfeitos = await linhas();
    await reconstruirRollup(tenantDe(db(), f.A.id as EmpresaId), hoje, hoje);
    expect(await linhas()).toEqual(pelosEfeitos);
  });
});

describe('live dashboard and platform summary', () => {
  it('performance/sales: today so far vs the last four same weekdays, open orders, late ones', async () => {
    const A = f.A.id;
    // today: two sales now; 7 and 14 days ago at an earlier hour: one sale each; a late open order
    for (const dias of [0, 0, 7, 14])
      await db().execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
          subtotal_itens_centavos, total_centavos, criado_em)
        VALUES (${A}, ${++n}, ${'dash-' + n}, 'retirada', 'balcao', 'concluido', 4000, 4000,
          now() - make_interval(days => ${dias}, secs => 1))`);
    await db().execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
        subtotal_itens_centavos, total_centavos, criado_em, status_em)
      VALUES (${A}, ${++n}, ${'dash-' + n}, 'retirada', 'balcao', 'preparacao', 1000, 1000, now() - interval '50 minutes',
        now() - interval '45 minutes')`);
    const r = await json<
      Record<string, unknown> & {
        atrasados: { minutos: number }[];
        semanas_anteriores: { pedidos: number }[];
        abertos_por_status: { status: string; quantidade: number }[];
      }
    >('/relatorios/desempenho/vendas');
    expect((r.hoje as { pedidos: number }).pedidos).toBeGreaterThanOrEqual(2);
    expect(r.semanas_anteriores.map((s) => s.pedidos)).toEqual([1, 1, 0, 0]);
    expect(r.media_semanas).toEqual({ pedidos: 0.5, faturamento_liquido: 20 });
    expect(r.abertos_por_status.find((s) => s.status === 'preparacao')!.quantidade).toBeGreaterThanOrEqual(1);
    expect(r.atrasados.some((a) => a.minutos >= 50)).toBe(true);
  });

  it("the superadmin's summary of every business; a business user is refused", async () => {
    const s = await f.token('super@teste.com');
    const r = await json<{ items: { empresa_id: number; pedidos: number }[]; totais: { pedidos: number } }>(
      `/relatorios/plataforma/resumo?${OUT}`,
      s,
    );
    expect(r.items.map((i) => [i.empresa_id, i.pedidos])).toEqual([[f.A.id, 6]]);
    expect(r.totais.pedidos).toBe(6);
    expect((await get(`/relatorios/plataforma/resumo?${OUT}`)).statusCode).toBe(403);
  });
});
