import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, ultimaInstrucao, type EmpresaId } from '../src/db/tenant.ts';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import { criarDadosPedido, type DadosPedido } from './pedidos-fixture.ts';
import { mensagens } from './mensagens-pg.ts';

// On a server, a transaction's last statement travels with its COMMIT (`ultimaInstrucao`): what it locks (an
// order's number: the business's counter row) is held for one message. These tests pin the message, that nothing
// can run after it, that a failure in it commits nothing, and that order creation ends that way.

let f: Fixture;
let A: DadosPedido;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
});
afterAll(async () => {
  await f.close();
});

const t = () => tenantDe(f.database.db, f.A.id as EmpresaId);
const existe = async (nome: string) =>
  (await queryRows(f.database.db, sql`SELECT 1 FROM clientes WHERE nome = ${nome}`)).length > 0;

describe('the last statement with COMMIT', () => {
  it('travels in one message with COMMIT, its values as literals, scoped to the business', async () => {
    const { r, textos } = await mensagens(() =>
      t().transacao(async (tx) => {
        await tx.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Antes', 'antes')`);
        return ultimaInstrucao<{ nome: string; papel: string }>(
          tx,
          sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, ${"D'Ávila \\ 🍕"}, 'd')
            RETURNING nome, current_user AS papel`,
        );
      }),
    );
    expect(r).toEqual([{ nome: "D'Ávila \\ 🍕", papel: 'app_tenant' }]);
    expect(textos).toHaveLength(3);
    expect(textos[2]).toMatch(/^INSERT INTO clientes [\s\S]*;\nCOMMIT$/);
    expect(await existe('Antes')).toBe(true);
    expect(await existe("D'Ávila \\ 🍕")).toBe(true);
  });

  it('refuses any statement after it (it would run outside the transaction, unscoped)', async () => {
    await expect(
      t().transacao(async (tx) => {
        await ultimaInstrucao(tx, sql`SELECT 1`);
        await tx.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Depois', 'x')`);
      }),
    ).rejects.toThrow(/já confirmada/);
    expect(await existe('Depois')).toBe(false);
  });

  it('a failure in it commits nothing and leaves the pooled connection clean', async () => {
    await expect(
      t().transacao(async (tx) => {
        await tx.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Desfeito', 'x')`);
        await ultimaInstrucao(tx, sql`SELECT 1 / ${0}`);
      }),
    ).rejects.toThrow();
    expect(await existe('Desfeito')).toBe(false);
    for (let i = 0; i < 8; i++) {
      const [c] = await queryRows<{ papel: string; em_tx: boolean }>(
        f.database.db,
        sql`SELECT current_user AS papel, now() <> statement_timestamp() AS em_tx`,
      );
      expect(c).toEqual({ papel: 'postgres', em_tx: false });
    }
  });

  it('a value that cannot be a literal keeps the statement and the COMMIT apart', async () => {
    const { r, textos } = await mensagens(() =>
      t().transacao((tx) => ultimaInstrucao<{ n: number }>(tx, sql`SELECT ${-1}::int AS n`)),
    );
    expect(r).toEqual([{ n: -1 }]);
    expect(textos.slice(1)).toEqual([expect.stringContaining('$1'), 'COMMIT']);
  });
});

describe('order creation on a server', () => {
  it('opens with the key in the BEGIN message and ends with the number, the event and the answer with COMMIT', async () => {
    const token = await f.token('gerente.a@teste.com');
    const { r, textos } = await mensagens(() =>
      f.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { ...bearer(token), 'idempotency-key': 'ultima-instrucao-1' },
        payload: {
          tipo: 'retirada',
          itens: [{ produto_id: A.refri, quantidade: 1 }],
          pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
        },
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    // and it opens with the key's row in the same message as BEGIN and the scope
    const abertura = textos.find((q) => q.includes('INSERT INTO idempotencia'))!;
    expect(abertura).toMatch(/^BEGIN; SELECT set_config\('app\.empresa_id'[\s\S]*;\n\s*INSERT INTO idempotencia/);
    const ultima = textos.find((q) => q.includes('pedido_contadores'))!;
    for (const parte of ['pedido_contadores', 'UPDATE pedidos SET numero_pedido', 'pg_notify', 'UPDATE idempotencia'])
      expect(ultima).toContain(parte);
    expect(ultima).toMatch(/;\nCOMMIT$/);
    // nothing of the order's transaction follows it: no statement mentions the order after its number
    expect(textos.slice(textos.indexOf(ultima) + 1).filter((q) => /idempotencia|INSERT INTO pedido/.test(q))).toEqual(
      [],
    );
  });
});
