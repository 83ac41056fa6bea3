import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { queryRows } from '../../db/tenant.ts';
import { registrarEfeitoDeStatus, type MudancaDeStatus } from './index.ts';

// The hook through which stock, notices and reports react to orders: it runs in the order's transaction.

let f: Fixture;
let A: DadosPedido;
let tA: string;
const vistas: (MudancaDeStatus & { empresa: number })[] = [];
let falhar = false;

beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
  registrarEfeitoDeStatus('teste', async (tx, m) => {
    // writes through the order's own transaction: visible to the order's later statements, rolled back with it
    await tx.execute(
      sql`UPDATE pedidos SET observacao_interna = ${'efeito:' + m.para} WHERE empresa_id = ${tx.empresaId} AND id = ${m.pedidoId}`,
    );
    vistas.push({ ...m, empresa: tx.empresaId });
    if (falhar) throw new Error('efeito falhou');
  });
});
afterAll(async () => {
  await f?.close();
});

const criar = () =>
  f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: bearer(tA),
    payload: {
      tipo: 'retirada',
      canal: 'balcao',
      cliente_id: A.cliente,
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    },
  });
const mudar = (id: number, status: string) =>
  f.app.inject({ method: 'PATCH', url: `/api/pedidos/${id}/status`, headers: bearer(tA), payload: { status } });
const observacao = async (id: number) =>
  (
    await queryRows<{ o: string | null }>(
      f.database.db,
      sql`SELECT observacao_interna AS o FROM pedidos WHERE id = ${id}`,
    )
  )[0]?.o;

describe('registrarEfeitoDeStatus', () => {
  it('runs on creation (de = null) and on every status change, with the caller business and user', async () => {
    vistas.length = 0;
    const p = (await criar()).json();
    expect(await observacao(p.id)).toBe('efeito:preparacao');
    expect((await mudar(p.id, 'pronto')).statusCode).toBe(200);
    expect(vistas.map((v) => [v.de, v.para])).toEqual([
      [null, 'preparacao'],
      ['preparacao', 'pronto'],
    ]);
    expect(vistas.every((v) => v.empresa === f.A.id && v.pedidoId === p.id && v.canal === 'balcao')).toBe(true);
    expect(vistas[0]!.tipo).toBe('retirada');
    expect(vistas[0]!.usuarioId).toBe(f.A.gerente);
  });

  it('a status set directly runs every step in between, in order', async () => {
    const p = (await criar()).json();
    vistas.length = 0;
    expect((await mudar(p.id, 'concluido')).statusCode).toBe(200);
    expect(vistas.map((v) => [v.de, v.para])).toEqual([
      ['preparacao', 'pronto'],
      ['pronto', 'concluido'],
    ]);
  });

  it('rolls the change back when an effect fails: the status stays, nothing it wrote remains', async () => {
    const p = (await criar()).json();
    falhar = true;
    try {
      const res = await mudar(p.id, 'pronto');
      expect(res.statusCode).toBe(500);
    } finally {
      falhar = false;
    }
    const det = (await f.app.inject({ url: `/api/pedidos/${p.id}`, headers: bearer(tA) })).json();
    expect(det.status).toBe('preparacao');
    expect(await observacao(p.id)).toBe('efeito:preparacao');
  });
});
