import type { Fixture } from '../helpers.ts';
import { SENHA } from '../helpers.ts';
import { empresas, usuarios } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/auth/service/passwords.ts';
import { operacoes, type Operacao } from './openapi.ts';
import { geradorAleatorio, variantes } from './mutacoes.ts';
import { novoRelatorio, verificar, type Relatorio } from './verificar.ts';

// The fuzzer's caller: a superadmin of its own business (C), so that requests which succeed — deleting
// business 1, deactivating user 1 — never take the fuzzer's own session away. If one does anyway (a route added
// later that revokes the caller), a fresh superadmin is made and the run goes on.

export interface Alvo {
  token: string;
  ops: Operacao[];
  /** A valid token again if the current one stopped working. */
  garantirToken(): Promise<void>;
}

export async function prepararAlvo(f: Fixture): Promise<Alvo> {
  const db = f.database.db;
  const [c] = await db
    .insert(empresas)
    .values({ nome: 'Empresa do Fuzz', cidade: 'Curitiba', uf: 'PR' })
    .returning({ id: empresas.id });
  const senha_hash = await hashPassword(SENHA);
  let n = 0;
  const novoToken = async () => {
    const email = `fuzz.${++n}@teste.com`;
    await db.insert(usuarios).values({
      empresa_id: c!.id,
      nome: `Fuzz ${n}`,
      email,
      senha_hash,
      role: 'gerente',
      superadmin: true,
    });
    return f.token(email);
  };
  const doc = (await f.app.inject({ url: '/api/docs/json' })).json<unknown>();
  const alvo: Alvo = {
    token: await novoToken(),
    ops: operacoes(doc),
    async garantirToken() {
      const me = await f.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${alvo.token}` } });
      if (me.statusCode === 401) alvo.token = await novoToken();
    },
  };
  return alvo;
}

/** One pass over every operation of the document with the variants of one seed. */
export async function rodada(f: Fixture, alvo: Alvo, semente: number, porCampo: number, rel: Relatorio) {
  const rng = geradorAleatorio(semente);
  for (const op of alvo.ops) {
    await alvo.garantirToken();
    const nome = `${op.metodo} ${op.caminho}`;
    let streams = 0;
    for (const q of variantes(op, rng, { porCampo, token: alvo.token })) {
      // an event stream stays open until the app closes: a few are enough
      if (nome.includes('eventos') && q.caso !== 'plausível' && streams++ > 8) break;
      await verificar(f.app, nome, q, rel);
    }
  }
  return rel;
}

export { novoRelatorio };
