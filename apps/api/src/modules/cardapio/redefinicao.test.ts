import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { criarFixtureCardapio, novoIp, type FixtureCardapio } from '../../../test/cardapio-fixture.ts';
import { CODIGO_INVALIDO, MENSAGEM_PEDIDO } from './service/redefinicao.ts';

// Reset codes (security check 7): 8 digits, 10 minutes, single use, 5 attempts, 3 per hour per customer, stored as a
// keyed HMAC, the same answer for unknown phones; delivered by a connected WhatsApp, else read by the staff.

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const TEL_BALCAO = '+5541987654321'; // the fixture's counter customer of A, without a password
const pedir = (telefone: string, ip = novoIp()) =>
  fx.api('POST', '/clientes/redefinir-senha/request', { body: { slug: 'loja-a', telefone }, ip });
const confirmar = (telefone: string, reset_code: string, nova_senha = 'nova-senha-1') =>
  fx.api('POST', '/clientes/redefinir-senha/confirm', { body: { slug: 'loja-a', telefone, reset_code, nova_senha } });
const pendente = async (clienteId = fx.dA.cliente, token = fx.gerenteA) =>
  fx.api('GET', `/clientes/${clienteId}/codigo-senha`, { token });
const codigoAtual = async () => (await pendente()).json().codigo as string;
const errado = (c: string) => String((Number(c) + 1) % 100_000_000).padStart(8, '0');
const limparCodigos = () => fx.f.database.db.execute(sql`DELETE FROM cliente_codigos_senha`);

describe('redefinir-senha', () => {
  it('pedido: mesma resposta com ou sem cadastro; sem WhatsApp a loja lê o código', async () => {
    const conhecido = await pedir(TEL_BALCAO);
    const desconhecido = await pedir('+5541911112222');
    expect([conhecido.statusCode, desconhecido.statusCode]).toEqual([202, 202]);
    expect(conhecido.json()).toEqual({ mensagem: MENSAGEM_PEDIDO });
    expect(desconhecido.body).toBe(conhecido.body);
    const p = (await pendente()).json();
    expect(p.codigo).toMatch(/^\d{8}$/);
    expect(p.enviado_whatsapp).toBe(false);
    expect(new Date(p.expira_em).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('guardado como HMAC: nem o hash nem a cópia cifrada contêm o código', async () => {
    const codigo = await codigoAtual();
    const rows = await queryRows<{ codigo_hash: string; codigo_cifrado: string }>(
      fx.f.database.db,
      sql`SELECT codigo_hash, codigo_cifrado FROM cliente_codigos_senha WHERE usado_em IS NULL`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codigo_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(codigo);
  });

  it('cria a senha do cliente do balcão; o código vale uma vez; não faz login sozinho', async () => {
    const codigo = await codigoAtual();
    const ok = await confirmar(TEL_BALCAO, codigo);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('token');
    const denovo = await confirmar(TEL_BALCAO, codigo);
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().detail).toBe(CODIGO_INVALIDO);
    expect((await pendente()).json().codigo).toBeNull();
    const login = await fx.api('POST', '/clientes/login', {
      body: { slug: 'loja-a', telefone: TEL_BALCAO, senha: 'nova-senha-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a redefinição derruba os tokens antigos', async () => {
    const antigo = (
      await fx.api('POST', '/clientes/login', { body: { slug: 'loja-a', telefone: TEL_BALCAO, senha: 'nova-senha-1' } })
    ).json().token;
    await limparCodigos();
    await pedir(TEL_BALCAO);
    expect((await confirmar(TEL_BALCAO, await codigoAtual(), 'outra-senha-2')).statusCode).toBe(200);
    expect((await fx.api('GET', '/clientes/auth-check', { token: antigo })).statusCode).toBe(401);
  });

  it('5 tentativas por código: a quinta ainda vale; depois dela o código morre', async () => {
    await limparCodigos();
    await pedir(TEL_BALCAO);
    let codigo = await codigoAtual();
    for (let i = 0; i < 4; i++) expect((await confirmar(TEL_BALCAO, errado(codigo))).statusCode).toBe(400);
    expect((await confirmar(TEL_BALCAO, codigo)).statusCode).toBe(200);
    await limparCodigos();
    await pedir(TEL_BALCAO);
    codigo = await codigoAtual();
    for (let i = 0; i < 5; i++) expect((await confirmar(TEL_BALCAO, errado(codigo))).statusCode).toBe(400);
    expect((await confirmar(TEL_BALCAO, codigo)).statusCode).toBe(400);
    expect((await pendente()).json().codigo).toBeNull();
  });

  it('força bruta: 200 palpites em 3 códigos por hora não acertam nenhum (só 15 são sequer conferidos)', async () => {
    await limparCodigos();
    let acertos = 0;
    for (let rodada = 0; rodada < 4; rodada++) {
      await pedir(TEL_BALCAO); // the 4th request of the hour sends nothing
      for (let i = 0; i < 50; i++) {
        const palpite = String(rodada * 50 + i).padStart(8, '0');
        if ((await confirmar(TEL_BALCAO, palpite)).statusCode === 200) acertos++;
      }
    }
    expect(acertos).toBe(0);
    const [linha] = await queryRows<{ n: number; tentativas: number }>(
      fx.f.database.db,
      sql`SELECT count(*)::int AS n, sum(tentativas)::int AS tentativas FROM cliente_codigos_senha`,
    );
    expect(linha).toEqual({ n: 3, tentativas: 15 });
  }, 120_000);

  it('código expirado não vale', async () => {
    await limparCodigos();
    await pedir(TEL_BALCAO);
    const codigo = await codigoAtual();
    await fx.f.database.db.execute(sql`UPDATE cliente_codigos_senha SET expira_em = now() - interval '1 second'`);
    expect((await confirmar(TEL_BALCAO, codigo)).statusCode).toBe(400);
  });

  it('telefone desconhecido falha como código errado', async () => {
    const r = await confirmar('+5541911113333', '12345678');
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe(CODIGO_INVALIDO);
  });

  it('limite por endereço nos pedidos de código (429)', async () => {
    const ip = '10.251.0.1';
    const codigos = [];
    for (let i = 0; i < 6; i++) codigos.push((await pedir('+5541911114444', ip)).statusCode);
    expect(codigos).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('código pendente: só com clientes.dados, e só de clientes da própria empresa', async () => {
    // the kitchen sees orders, not customers' personal data
    await fx.f.database.db.execute(sql`UPDATE usuarios SET role = 'cozinha' WHERE email = 'atendente.a@teste.com'`);
    const cozinha = await fx.f.token('atendente.a@teste.com');
    expect((await pendente(fx.dA.cliente, cozinha)).statusCode).toBe(403);
    expect((await pendente(fx.dA.cliente, fx.gerenteB)).statusCode).toBe(404);
  });

  it('com WhatsApp conectado o código vai por mensagem e a loja não o vê', async () => {
    await limparCodigos();
    await fx.f.database.db.execute(sql`INSERT INTO whatsapp_instancias (empresa_id, nome, segredo_hash, estado)
      VALUES (${fx.f.A.id}, ${'wa-' + 'a'.repeat(32)}, ${'b'.repeat(64)}, 'open')`);
    await pedir(TEL_BALCAO);
    const p = (await pendente()).json();
    expect(p).toMatchObject({ codigo: null, enviado_whatsapp: true });
    const [m] = await queryRows<{ telefone: string; texto: string }>(
      fx.f.database.db,
      sql`SELECT telefone, texto FROM whatsapp_mensagens WHERE empresa_id = ${fx.f.A.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(m!.telefone).toBe(TEL_BALCAO);
    const codigo = /(\d{8})/.exec(m!.texto)![1]!;
    expect((await confirmar(TEL_BALCAO, codigo, 'pelo-whatsapp')).statusCode).toBe(200);
  });
});
