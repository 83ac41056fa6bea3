import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import type { Fixture } from '../helpers.ts';
import { cliente } from '../mesas-fixture.ts';

// The tables part of the tenancy matrix, its rows: B's table, tab, item, batch, payment, product, option, payment
// method, waiter and customer, and A's own table and tab (with an item and a partial payment, so a foreign id is the
// only reason a call fails). The ids are filled in by `semearMesas`, before the matrix runs.
export const A = { mesa: 0, comanda: 0, comanda2: 0, item: 0, pagamento: 0, produto: 0, pix: 0 };
export const B = {
  mesa: 0,
  comanda: 0,
  item: 0,
  lote: 0,
  pagamento: 0,
  produto: 0,
  complemento: 0,
  opcao: 0,
  forma: 0,
  cliente: 0,
  atendente: 0,
};

async function um(f: Fixture, q: ReturnType<typeof sql>): Promise<number> {
  return Number((await queryRows<{ id: number }>(f.database.db, q))[0]!.id);
}

async function produto(f: Fixture, empresaId: number, nome: string) {
  const cat = await um(
    f,
    sql`INSERT INTO categorias (empresa_id, nome) VALUES (${empresaId}, ${'Bebidas ' + nome}) RETURNING id`,
  );
  return um(
    f,
    sql`INSERT INTO produtos (empresa_id, categoria_id, nome, preco_centavos) VALUES (${empresaId}, ${cat}, ${nome}, 1000) RETURNING id`,
  );
}

export const pix = () => ({ forma_pagamento_padrao_id: A.pix });

export async function semearMesas(f: Fixture) {
  B.atendente = f.B.atendente;
  const b = cliente(f, await f.token('gerente.b@teste.com'));
  const a = cliente(f, await f.token('gerente.a@teste.com'));
  const padrao = await queryRows<{ id: number; tipo: string }>(
    f.database.db,
    sql`SELECT id, tipo FROM formas_pagamento_padrao`,
  );
  A.pix = Number(padrao.find((p) => p.tipo === 'pix')!.id);
  A.produto = await produto(f, f.A.id, 'Suco mesa A');
  B.produto = await produto(f, f.B.id, 'Suco mesa B');
  B.complemento = await um(
    f,
    sql`INSERT INTO complementos (empresa_id, nome, tipo, min_escolhas, max_escolhas, obrigatorio) VALUES (${f.B.id}, 'Gelo', 'adicional', 0, 1, false) RETURNING id`,
  );
  B.opcao = await um(f, sql`INSERT INTO opcoes (empresa_id, nome) VALUES (${f.B.id}, 'Limão') RETURNING id`);
  B.cliente = await um(
    f,
    sql`INSERT INTO clientes (empresa_id, nome, telefone, nome_busca) VALUES (${f.B.id}, 'Cliente mesa B', '+5541911112222', 'cliente mesa b') RETURNING id`,
  );
  B.forma = (
    await b.ok<{ id: number }>('POST', '/formas-pagamento', { nome: 'Ticket CANARY-B mesa', tipo: 'outro' })
  ).id;
  B.mesa = (await b.ok<{ id: number }>('POST', '/mesas', { nome: 'CANARY-B', area: 'Salão' })).id;
  B.comanda = (await b.ok('POST', `/mesas/${B.mesa}/comandas`, { grupo_nome: 'CANARY-B' })).id;
  const cb = await b.ok('POST', `/comandas/${B.comanda}/itens`, { produto_id: B.produto, quantidade: 3 });
  B.item = cb.itens[0]!.id;
  B.lote = (await b.ok<{ lote: { id: number } }>('POST', `/comandas/${B.comanda}/comandar`)).lote.id;
  const pb = await b.ok('POST', `/comandas/${B.comanda}/pagamentos`, { ...pix(), valor_base_itens: 5 });
  B.pagamento = pb.pagamentos[0]!.id;

  A.mesa = (await a.ok<{ id: number }>('POST', '/mesas', { nome: 'Tenancy A' })).id;
  A.comanda = (await a.ok('POST', `/mesas/${A.mesa}/comandas`, {})).id;
  const ca = await a.ok('POST', `/comandas/${A.comanda}/itens`, { produto_id: A.produto, quantidade: 3 });
  A.item = ca.itens[0]!.id;
  const pa = await a.ok('POST', `/comandas/${A.comanda}/pagamentos`, { ...pix(), valor_base_itens: 1 });
  A.pagamento = pa.pagamentos[0]!.id;
  A.comanda2 = (await a.ok('POST', `/mesas/${A.mesa}/comandas`, {})).id;
}
