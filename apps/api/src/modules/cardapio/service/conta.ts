import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type {
  definirSenhaBodySchema,
  loginClienteBodySchema,
  SessaoCliente,
} from '@app/shared/schemas/cliente-conta.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import { AppError, unauthorized } from '../../../lib/errors.ts';
import * as auth from '../../auth/index.ts';
import * as clientes from '../../clientes/index.ts';
import * as q from '../queries/contas.ts';
import { assinar, CLIENTE_TTL_SECONDS } from './token.ts';

// Client accounts by phone (spec §7 Public client): sign-up, login with a per-account back-off. Reset codes are in
// redefinicao.ts. Failed attempts must be written even though the call fails, so each service returns its outcome
// from the transaction and throws after it commits.

export const LOGIN_INVALIDO = 'Telefone ou senha inválidos';
/** Failures in a row before the account waits; then 1, 2, 4 … minutes, at most an hour (per account). */
export const FALHAS_LIVRES = 5;
const ESPERA_MAX_MIN = 60;

export interface Contexto {
  chave: Uint8Array;
}

async function sessao(ctx: Contexto, tx: TenantTx, c: { id: number; nome: string; telefone: string }, ver: number) {
  const token = await assinar(ctx.chave, { cliente_id: c.id, empresa_id: tx.empresaId, ver });
  return { token, expira_em: CLIENTE_TTL_SECONDS, cliente: c } satisfies SessaoCliente;
}

/** POST /clientes/definir-senha: an account for a phone that is not yet a customer of this business. */
export async function definirSenha(
  t: Tenant,
  ctx: Contexto,
  b: z.output<typeof definirSenhaBodySchema>,
): Promise<SessaoCliente> {
  const hash = await auth.hashPassword(b.senha);
  return t.transacao(async (tx) => {
    const existente = await clientes.clientePorTelefone(tx, b.telefone);
    if (existente) {
      // A counter customer's record holds addresses and orders: only the phone's owner (a code sent to it) may
      // open it, so sign-up cannot claim it.
      const msg = (await q.conta(tx, existente.id))
        ? 'Este telefone já tem cadastro. Entre com sua senha ou use "Esqueci minha senha".'
        : 'Este telefone já é cliente da loja. Use "Esqueci minha senha" para receber um código e criar sua senha.';
      throw new AppError(409, msg, [{ campo: 'telefone', mensagem: msg }]);
    }
    const id = await clientes.inserirClienteDoSite(tx, {
      nome: b.nome,
      nome_busca: normalizarTexto(b.nome),
      telefone: b.telefone,
    });
    const c = await q.gravarSenha(tx, id, hash);
    return sessao(ctx, tx, { id, nome: b.nome, telefone: b.telefone }, c.token_versao);
  });
}

type Resultado = { ok: true; sessao: SessaoCliente } | { ok: false; status: 401 | 429; mensagem: string };

/** POST /clientes/login. Unknown phone and wrong password answer alike and cost the same (a dummy verify). */
export async function login(
  t: Tenant,
  ctx: Contexto,
  b: z.output<typeof loginClienteBodySchema>,
): Promise<SessaoCliente> {
  const r = await t.transacao(async (tx): Promise<Resultado> => {
    const cli = await clientes.clientePorTelefone(tx, b.telefone);
    const conta = cli ? await q.conta(tx, cli.id) : undefined;
    if (!cli || !conta) {
      await auth.verifyPassword(await auth.dummyHash(), b.senha);
      return { ok: false, status: 401, mensagem: LOGIN_INVALIDO };
    }
    if (conta.bloqueado_ate && conta.bloqueado_ate.getTime() > Date.now()) {
      const min = Math.ceil((conta.bloqueado_ate.getTime() - Date.now()) / 60_000);
      return { ok: false, status: 429, mensagem: `Muitas tentativas. Tente de novo em ${min} min.` };
    }
    if (!(await auth.verifyPassword(conta.senha_hash, b.senha))) {
      const falhas = conta.falhas + 1;
      const espera = falhas >= FALHAS_LIVRES ? Math.min(2 ** (falhas - FALHAS_LIVRES), ESPERA_MAX_MIN) * 60_000 : 0;
      await q.registrarFalha(tx, cli.id, espera ? new Date(Date.now() + espera) : null);
      return { ok: false, status: 401, mensagem: LOGIN_INVALIDO };
    }
    await q.registrarLogin(tx, cli.id);
    const c = await clientes.clienteParaPedido(tx, cli.id);
    return {
      ok: true,
      sessao: await sessao(
        ctx,
        tx,
        { id: cli.id, nome: cli.nome, telefone: c?.telefone ?? b.telefone },
        conta.token_versao,
      ),
    };
  });
  if (!r.ok) throw r.status === 401 ? unauthorized(r.mensagem) : new AppError(429, r.mensagem);
  return r.sessao;
}

/** The customer a verified token names, if the account still exists at that token version. */
export async function clienteDoToken(
  t: Tenant,
  clienteId: number,
  ver: number,
): Promise<{ id: number; nome: string; telefone: string } | null> {
  return t.transacao(async (tx) => {
    const conta = await q.conta(tx, clienteId);
    if (!conta || conta.token_versao !== ver) return null;
    const c = await clientes.clienteParaPedido(tx, clienteId);
    return c?.telefone ? { id: c.id, nome: c.nome, telefone: c.telefone } : null;
  });
}
