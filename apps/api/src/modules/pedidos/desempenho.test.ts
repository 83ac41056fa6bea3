import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguardar, bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { mensagens } from '../../../test/mensagens-pg.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { sql } from 'drizzle-orm';
import { comoEmpresaId, tenantDe } from '../../db/tenant.ts';
import * as consulta from './service/consulta.ts';
import { registrarEfeitoDeStatus } from './index.ts';

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

const criar = (body: object, chave?: string) =>
  f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(tA), ...(chave ? { 'idempotency-key': chave } : {}) },
    payload: body,
  });

describe('order creation', () => {
  it('costs the same statements for 1 item and 1 payment as for 6 items and 3 payments (one INSERT per table)', async () => {
    // registered last, so it runs after every module's effect that does not need the number (stock deduction, the
    // reports' day): it marks where those effects end in the statement log
    const FIM_DOS_EFEITOS = 'SELECT 1 AS fim_dos_efeitos';
    registrarEfeitoDeStatus('zz-marcador-do-teste', async (tx) => {
      await tx.execute(sql.raw(FIM_DOS_EFEITOS));
    });
    await criar({
      tipo: 'retirada',
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    }); // warm caches (the signing key, the session) so both measured orders pay only their own work
    const um = await gravarSql(() =>
      criar(
        {
          tipo: 'retirada',
          itens: [{ produto_id: A.refri, quantidade: 1 }],
          pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
        },
        'desempenho-um-item',
      ),
    );
    expect(um.resultado.statusCode, um.resultado.body).toBe(201);
    const seis = await gravarSql(() =>
      criar(
        {
          tipo: 'retirada',
          itens: Array.from({ length: 6 }, (_, i) => ({ produto_id: A.refri, quantidade: 1, observacao: `item ${i}` })),
          pagamentos: [
            { forma_pagamento_padrao_id: A.pix, valor: 15 },
            { forma_pagamento_padrao_id: A.dinheiro, valor: 15 },
            { forma_pagamento_padrao_id: A.pix, valor: 15 },
          ],
        },
        'desempenho-seis-itens',
      ),
    );
    expect(seis.resultado.statusCode, seis.resultado.body).toBe(201);
    const p = seis.resultado.json();
    expect(p.produtos.map((i: { observacao: string }) => i.observacao)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `item ${i}`),
    );
    expect(p.pagamentos.map((g: { valor: number }) => g.valor)).toEqual([15, 15, 15]);
    expect(p.total_pedido).toBe(45);
    expect(p.numero_pedido).toBe(um.resultado.json().numero_pedido + 1);
    const insercoes = (s: string[], tabela: string) => s.filter((q) => q.includes(`INSERT INTO ${tabela} `)).length;
    expect(insercoes(seis.sql, 'pedido_itens')).toBe(1);
    expect(insercoes(seis.sql, 'pedido_pagamentos')).toBe(1);
    expect(seis.sql.length).toBe(um.sql.length);
    // One statement writes the order (unnumbered) with its items, payments and first history row.
    const escrita = seis.sql.findIndex((q) => q.includes('INSERT INTO pedidos '));
    for (const parte of [
      'INSERT INTO pedido_itens ',
      'INSERT INTO pedido_pagamentos ',
      'INSERT INTO pedido_historico ',
    ])
      expect(seis.sql[escrita]).toContain(parte);
    // The business's counter row is locked from the statement that takes the number until commit, and every other
    // order of the business waits that long. So that statement comes after the order's rows and the effects, it
    // also stores the idempotency key's answer, and it is the last one (on a server it travels with COMMIT): a
    // change that adds a statement under the lock fails here. The answer is the write's own (no read-back).
    for (const s of [um.sql, seis.sql]) {
      const contador = s.findIndex((q) => q.includes('pedido_contadores'));
      expect(s.filter((q) => q.includes('pedido_contadores'))).toHaveLength(1);
      for (const parte of ['UPDATE pedidos SET numero_pedido', 'pg_notify', 'UPDATE idempotencia'])
        expect(s[contador]).toContain(parte);
      expect(s.findIndex((q) => q.includes('INSERT INTO pedidos '))).toBeLessThan(contador);
      expect(s.indexOf(FIM_DOS_EFEITOS)).toBeLessThan(contador);
      expect(s.findIndex((q) => q.includes('INSERT INTO relatorio_dias_pendentes'))).toBeLessThan(contador);
      expect(contador).toBe(s.length - 1);
      expect(s.filter((q) => /FROM pedidos p\s+WHERE/.test(q))).toEqual([]);
    }
    // the whole creation, counted (a regression test of the count, not of time): the key's row, the business's
    // settings, the products with the price rule, the payment methods, the order's write, the stock's sheets, the
    // reports' day, the test's marker, the number with the key's answer
    const semEscopo = um.sql.filter((q) => !q.includes("set_config('app.empresa_id'"));
    const marcas = [
      'INSERT INTO idempotencia',
      'FROM empresas e LEFT JOIN configuracoes_core',
      'FROM produtos p JOIN categorias',
      'FROM formas_pagamento',
      'INSERT INTO pedidos ',
      'FROM fichas_tecnicas',
      'INSERT INTO relatorio_dias_pendentes',
      FIM_DOS_EFEITOS,
      'INSERT INTO pedido_contadores',
    ];
    expect(semEscopo).toHaveLength(marcas.length);
    marcas.forEach((m, i) => expect(semEscopo[i], m).toContain(m));
    // the effects' work does not grow with the order's items and payments
    const efeitos = (s: string[]) =>
      s.indexOf(FIM_DOS_EFEITOS) - s.findIndex((q) => q.includes('INSERT INTO pedidos '));
    expect(efeitos(seis.sql)).toBe(efeitos(um.sql));
  });
});

describe('order creation, a delivery for a saved customer and address', () => {
  it("reads the plan in one go and writes the customer's count with the order (one message each on a server)", async () => {
    const corpo = {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: A.cliente,
      endereco_id: A.endereco,
      itens: [{ produto_id: A.refri, quantidade: 3 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 30.5 }],
    };
    const { r: gravado, textos } = await mensagens(() => gravarSql(() => criar(corpo, 'desempenho-delivery')));
    expect(gravado.resultado.statusCode, gravado.resultado.body).toBe(201);
    expect(gravado.resultado.json().total_pedido).toBe(30.5);
    // the plan's reads, then the writes: every statement, in order (both drivers)
    const marcas = [
      'INSERT INTO idempotencia',
      'FROM empresas e LEFT JOIN configuracoes_core',
      'FROM clientes WHERE',
      'FROM enderecos WHERE',
      'FROM produtos p JOIN categorias',
      'FROM areas_entrega a',
      'FROM formas_pagamento',
      'UPDATE clientes SET total_pedidos',
      'INSERT INTO pedidos ',
      'FROM fichas_tecnicas',
      'INSERT INTO relatorio_dias_pendentes',
    ];
    const s = gravado.sql.filter((q) => !q.includes("set_config('app.empresa_id'") && !q.includes('fim_dos_efeitos'));
    expect(s.at(-1)).toContain('INSERT INTO pedido_contadores');
    expect(s).toHaveLength(marcas.length + 1);
    marcas.forEach((m, i) => expect(s[i], m).toContain(m));
    if (f.database.kind !== 'postgres') return;
    // on a server: BEGIN with the key, the six reads, the count with the order, the effects, the number with COMMIT
    const grupos = textos.map((t) => marcas.filter((m) => t.includes(m)));
    expect(grupos.filter((g) => g.length)).toEqual([
      marcas.slice(0, 1),
      marcas.slice(1, 7),
      marcas.slice(7, 9),
      marcas.slice(9, 11),
    ]);
    expect(textos).toHaveLength(5);
    expect(textos[4]).toMatch(/pedido_contadores[\s\S]*;\nCOMMIT$/);
  });
});

describe('history pages', () => {
  const pagina = async (qs: string) => {
    const res = await f.app.inject({ url: `/api/pedidos?${qs}`, headers: bearer(tA) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: number; total_pedido: number }[]; total: number };
  };

  beforeAll(async () => {
    // 30 more orders: totals of 1 to 7 drinks, some for named customers, some cancelled
    for (let i = 0; i < 30; i++) {
      const n = (i % 7) + 1;
      const res = await criar({
        tipo: 'retirada',
        ...(i % 3
          ? {
              cliente: {
                nome: `Cliente ${String.fromCharCode(65 + (i % 5))}`,
                telefone: `4199999${String(i).padStart(4, '0')}`,
              },
            }
          : {}),
        itens: [{ produto_id: A.refri, quantidade: n }],
        pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 * n }],
      });
      expect(res.statusCode, res.body).toBe(201);
      if (i % 4 === 0) {
        const s = await f.app.inject({
          method: 'PATCH',
          url: `/api/pedidos/${res.json().id}/status`,
          headers: bearer(tA),
          payload: { status: 'cancelado', motivo: 'Cliente desistiu' },
        });
        expect(s.statusCode, s.body).toBe(200);
      }
    }
  });

  it.each([
    'sort_field=data_criacao&sort_dir=desc',
    'sort_field=total_pedido&sort_dir=asc',
    'sort_field=total_pedido&sort_dir=desc&tipo=retirada',
    'sort_field=status&sort_dir=desc',
    'sort_field=numero_pedido&sort_dir=asc',
    'sort_field=nome_cliente&sort_dir=asc',
  ])('pages by offset and by anchor give the same rows as one long page (%s)', async (ordem) => {
    const tudo = await pagina(`page=1&per_page=100&${ordem}`);
    const ids = tudo.items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(30);
    const visto = async (p: number) => (await pagina(`page=${p}&per_page=7&${ordem}`)).items.map((i) => i.id);
    // a jump to a deep page (offset), then back and forth around it (anchors), then the first pages in order
    for (const p of [5, 4, 5, 6, 3, 1, 2, 3, 6, 7])
      expect(await visto(p), `page ${p}`).toEqual(ids.slice((p - 1) * 7, p * 7));
  });

  it('counts the total once per board version and reads a revisited deep page by keyset', async () => {
    await pagina('page=3&per_page=5');
    const again = await gravarSql(() => pagina('page=4&per_page=5'));
    const texto = again.sql.join('\n');
    expect(texto).not.toContain('count(*)');
    expect(texto).toMatch(/\(p\.criado_em, p\.id\) < \(/);
  });

  it('answers a page past the last row from the total: empty, the exact total, no page read', async () => {
    // first time for this filter: the count, and no page query (it would skip every matching row to find none)
    const frio = await gravarSql(() => pagina('page=200&per_page=50&status=cancelado'));
    expect(frio.sql.join('\n')).toContain('count(*)');
    expect(frio.sql.join('\n')).not.toMatch(/\bLIMIT\b/i);
    const todos = await pagina('page=1&per_page=100&status=cancelado');
    expect(todos.total).toBe(todos.items.length);
    expect(todos.total).toBeGreaterThan(2);
    expect(frio.resultado).toEqual({ items: [], total: todos.total });
    // the total known: no statement at all
    const quente = await gravarSql(() => pagina('page=200&per_page=50&status=cancelado'));
    expect(quente.resultado).toEqual({ items: [], total: todos.total });
    expect(quente.sql).toEqual([]);
    // the edges: a page starting at the last row has it; one starting just past it is empty
    const n = todos.total;
    expect((await pagina(`page=2&per_page=${n - 1}&status=cancelado`)).items.map((i) => i.id)).toEqual([
      todos.items[n - 1]!.id,
    ]);
    expect(await pagina(`page=2&per_page=${n}&status=cancelado`)).toEqual({ items: [], total: n });
  });

  it('a page that was past the end shows the order that reaches it once its event arrives', async () => {
    const antes = await pagina('page=1&per_page=100&tipo=retirada');
    const n = antes.total;
    expect(await pagina(`page=2&per_page=${n}&tipo=retirada`)).toEqual({ items: [], total: n });
    await criar({
      tipo: 'retirada',
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    });
    const depois = await aguardar(
      () => pagina(`page=2&per_page=${n}&tipo=retirada`),
      (d) => d.total !== n,
    );
    expect(depois.total).toBe(n + 1);
    // newest first: the order that was last on page 1 moves to page 2
    expect(depois.items.map((i) => i.id)).toEqual([antes.items[n - 1]!.id]);
  });

  it('a new order changes the total and the pages at once its event arrives', async () => {
    const antes = await pagina('page=1&per_page=5');
    const novo = await criar({
      tipo: 'retirada',
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    });
    const depois = await aguardar(
      () => pagina('page=1&per_page=5'),
      (d) => d.total !== antes.total,
    );
    expect(depois.total).toBe(antes.total + 1);
    expect(depois.items[0]!.id).toBe(novo.json().id);
    expect((await pagina('page=2&per_page=5')).items[0]!.id).toBe(antes.items[4]!.id);
  });
});

describe('CSV export', () => {
  it('streams batch by batch: each chunk holds at most one batch, each batch is one bounded keyset query', async () => {
    const res = await f.app.inject({ url: '/api/pedidos/exportar', headers: bearer(tA) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-length']).toBeUndefined(); // sent as it is produced, not as one buffer
    const inteiro = res.body;
    const pedidos = inteiro.trim().split('\r\n').length - 1;
    expect(pedidos).toBeGreaterThan(30);

    const t = tenantDe(f.database.db, comoEmpresaId(f.A.id));
    const lote = 7;
    let terminou = -1;
    const { resultado: pedacos, sql: consultas } = await gravarSql(async () => {
      const out: string[] = [];
      for await (const c of consulta.exportarCsv(t, {}, true, { lote, aoTerminar: (n) => (terminou = n) })) out.push(c);
      return out;
    });
    expect(pedacos.join('')).toBe(inteiro);
    expect(pedacos).toHaveLength(Math.ceil(pedidos / lote));
    // the header rides with the first batch; every chunk carries at most one batch of orders
    expect(pedacos[0]!.startsWith('\uFEFFNúmero;Data;')).toBe(true);
    for (const c of pedacos)
      expect(c.replace(/^\uFEFF[^\r]*\r\n/, '').split('\r\n').length - 1).toBeLessThanOrEqual(lote);
    expect(terminou).toBe(pedidos);
    const lotes = consultas.filter((q) => q.includes('FROM pedidos p'));
    expect(lotes).toHaveLength(Math.floor(pedidos / lote) + 1); // the last one finds the end
    expect(lotes.slice(1).every((q) => q.includes('(p.criado_em, p.id) < ('))).toBe(true);
  });
});
