import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { cliente, montarSalao, type Salao } from '../../../test/mesas-fixture.ts';
import { usuarioPermissoes, usuarios } from '../../db/schema/index.ts';
import type { Painel } from '@app/shared/schemas/mesas.ts';

// The waiter of a tab: the picker's list (who can take tables, readable by a waiter) and the checks on the
// garcom_id a tab is opened or changed with.
let f: Fixture;
let S: Salao;
let caixa: ReturnType<typeof cliente>;
let gerente: ReturnType<typeof cliente>;
const U = { joana: 0, pedro: 0, cozinha: 0, cozinhaComMesas: 0, caixaSemMesas: 0, inativo: 0, entregador: 0 };

async function usuario(empresaId: number, nome: string, role: string, ativo = true): Promise<number> {
  const [u] = await f.database.db
    .insert(usuarios)
    .values({
      empresa_id: empresaId,
      nome,
      email: `${nome.replace(/\W/g, '').toLowerCase()}@t.com`,
      senha_hash: 'x',
      role,
      ativo,
    })
    .returning({ id: usuarios.id });
  return u!.id;
}

beforeAll(async () => {
  f = await createFixture();
  const t = await f.token('gerente.a@teste.com');
  S = await montarSalao(f, t, f.A.id, 'A');
  gerente = cliente(f, t);
  // the counter (atendente) runs tables but may not manage users
  caixa = cliente(f, await f.token('atendente.a@teste.com'));
  U.joana = await usuario(f.A.id, 'Joana Garçom', 'garcom');
  U.pedro = await usuario(f.A.id, 'Pedro Garçom', 'garcom');
  U.cozinha = await usuario(f.A.id, 'Cozinheiro', 'cozinha');
  U.cozinhaComMesas = await usuario(f.A.id, 'Cozinheira que atende', 'cozinha');
  U.caixaSemMesas = await usuario(f.A.id, 'Caixa sem mesas', 'atendente');
  U.inativo = await usuario(f.A.id, 'Antigo Garçom', 'garcom', false);
  await usuario(f.B.id, 'Garçom da B', 'garcom');
  await f.database.db.insert(usuarioPermissoes).values([
    { empresa_id: f.A.id, usuario_id: U.cozinhaComMesas, chave: 'mesas.operar', permitido: true },
    { empresa_id: f.A.id, usuario_id: U.caixaSemMesas, chave: 'mesas.operar', permitido: false },
  ]);
});
afterAll(async () => {
  await f?.close();
});

describe('GET /mesas/garcons', () => {
  it("lists the business's active staff who can take tables, by name, to a caller without usuarios.gerenciar", async () => {
    expect((await caixa.req('GET', '/usuarios')).statusCode).toBe(403);
    const { items } = await caixa.ok<{ items: { id: number; nome: string }[] }>('GET', '/mesas/garcons');
    // role defaults and overrides both count; the kitchen, the inactive, the superadmin and business B do not
    expect(items.map((u) => u.nome)).toEqual([
      'Atendente a',
      'Cozinheira que atende',
      'Gerente a',
      'Joana Garçom',
      'Pedro Garçom',
    ]);
    expect(items.find((u) => u.nome === 'Joana Garçom')).toEqual({ id: U.joana, nome: 'Joana Garçom' });
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'nome']);
  });

  it('is refused to whoever cannot operate tables', async () => {
    const [u] = await f.database.db
      .insert(usuarios)
      .values({
        empresa_id: f.A.id,
        nome: 'Motoboy',
        email: 'motoboy@t.com',
        senha_hash: (await f.database.db.select().from(usuarios).where(eq(usuarios.id, f.A.atendente)))[0]!.senha_hash,
        role: 'entregador',
      })
      .returning({ id: usuarios.id });
    U.entregador = u!.id;
    const moto = cliente(f, await f.token('motoboy@t.com'));
    const res = await moto.req('GET', '/mesas/garcons');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Você não tem permissão para esta ação');
  });
});

describe('the waiter of a tab', () => {
  it('opens a tab served by another waiter, shown by name on the tab and the board', async () => {
    const c = await caixa.ok('POST', `/mesas/${S.mesa}/comandas`, { garcom_id: U.joana });
    expect(c).toMatchObject({ garcom_id: U.joana, garcom_nome: 'Joana Garçom' });
    const painel = await caixa.ok<Painel>('GET', '/mesas/painel');
    const mesa = painel.mesas.find((m) => m.id === S.mesa)!;
    expect(mesa.comandas.map((x) => x.garcom_nome)).toEqual(['Joana Garçom']);
    const p = await caixa.ok('PATCH', `/comandas/${c.id}`, { garcom_id: U.pedro });
    expect(p).toMatchObject({ garcom_id: U.pedro, garcom_nome: 'Pedro Garçom' });
  });

  it('refuses an inactive user in Portuguese (422), on open and on change', async () => {
    const res = await caixa.req('POST', `/mesas/${S.mesa2}/comandas`, { garcom_id: U.inativo });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      detail: 'Este usuário está desativado e não pode atender mesas',
      errors: [{ campo: 'garcom_id' }],
    });
    const c = await caixa.ok('POST', `/mesas/${S.mesa2}/comandas`, {});
    expect((await caixa.req('PATCH', `/comandas/${c.id}`, { garcom_id: U.inativo })).statusCode).toBe(422);
    expect((await caixa.ok('GET', `/comandas/${c.id}`)).garcom_id).toBeNull();
  });

  it("refuses another business's user and an unknown id (404, nothing changed)", async () => {
    const c = await caixa.ok('POST', `/mesas/${S.mesa2}/comandas`, { garcom_id: U.joana });
    for (const id of [f.B.atendente, 999_999]) {
      const open = await caixa.req('POST', `/mesas/${S.mesa2}/comandas`, { garcom_id: id });
      expect(open.statusCode).toBe(404);
      expect(open.json().detail).toBe('Garçom não encontrado');
      expect((await caixa.req('PATCH', `/comandas/${c.id}`, { garcom_id: id })).statusCode).toBe(404);
    }
    expect((await caixa.ok('GET', `/comandas/${c.id}`)).garcom_id).toBe(U.joana);
  });

  it('keeps a waiter deactivated mid-service on their tab while the rest of it is edited', async () => {
    const c = await caixa.ok('POST', `/mesas/${S.mesa2}/comandas`, { garcom_id: U.pedro });
    await gerente.ok('PATCH', `/usuarios/${U.pedro}`, { ativo: false });
    const p = await caixa.ok('PATCH', `/comandas/${c.id}`, { garcom_id: U.pedro, pessoas_qtd: 5 });
    expect(p).toMatchObject({ garcom_id: U.pedro, pessoas_qtd: 5 });
    const { items } = await caixa.ok<{ items: { id: number }[] }>('GET', '/mesas/garcons');
    expect(items.map((u) => u.id)).not.toContain(U.pedro);
    // but nobody may give them a new tab
    expect((await caixa.req('POST', `/mesas/${S.mesa2}/comandas`, { garcom_id: U.pedro })).statusCode).toBe(422);
  });
});
