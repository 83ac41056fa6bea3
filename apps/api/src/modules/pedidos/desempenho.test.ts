import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';

// The shape of the hot paths, independent of the machine: how many statements a request costs, whatever the
// size of its data. Speed itself is measured by bench/pedidos.ts (docs/PERFORMANCE.md).

let f: Fixture;
let A: DadosPedido;
let tA: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const criar = (body: object) =>
  f.app.inject({ method: 'POST', url: '/api/pedidos', headers: bearer(tA), payload: body });

describe('order creation', () => {
  it('costs the same statements for 1 item and 1 payment as for 6 items and 3 payments (one INSERT per table)', async () => {
    await criar({
      tipo: 'retirada',
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    }); // warm caches (the signing key, the session) so both measured orders pay only their own work
    const um = await gravarSql(() =>
      criar({
        tipo: 'retirada',
        itens: [{ produto_id: A.refri, quantidade: 1 }],
        pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
      }),
    );
    expect(um.resultado.statusCode, um.resultado.body).toBe(201);
    const seis = await gravarSql(() =>
      criar({
        tipo: 'retirada',
        itens: Array.from({ length: 6 }, (_, i) => ({ produto_id: A.refri, quantidade: 1, observacao: `item ${i}` })),
        pagamentos: [
          { forma_pagamento_padrao_id: A.pix, valor: 15 },
          { forma_pagamento_padrao_id: A.dinheiro, valor: 15 },
          { forma_pagamento_padrao_id: A.pix, valor: 15 },
        ],
      }),
    );
    expect(seis.resultado.statusCode, seis.resultado.body).toBe(201);
    const p = seis.resultado.json();
    expect(p.produtos.map((i: { observacao: string }) => i.observacao)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `item ${i}`),
    );
    expect(p.pagamentos.map((g: { valor: number }) => g.valor)).toEqual([15, 15, 15]);
    expect(p.total_pedido).toBe(45);
    const insercoes = (s: string[], tabela: string) => s.filter((q) => q.includes(`INSERT INTO ${tabela} `)).length;
    expect(insercoes(seis.sql, 'pedido_itens')).toBe(1);
    expect(insercoes(seis.sql, 'pedido_pagamentos')).toBe(1);
    expect(seis.sql.length).toBe(um.sql.length);
    // the counter row is locked from its update to commit: only the write itself and the answer's read hold it
    const contador = seis.sql.findIndex((q) => q.includes('pedido_contadores'));
    const escrita = seis.sql[contador]!;
    for (const parte of ['INSERT INTO pedidos ', 'INSERT INTO pedido_historico ', 'pg_notify'])
      expect(escrita).toContain(parte);
    expect(seis.sql.length - contador).toBeLessThanOrEqual(2);
  });
});
