import crypto from 'node:crypto';
import type { PlataformaDb, Tenant } from '../../../db/tenant.ts';
import { CONVITE_HORAS, type Convite } from '@app/shared/schemas/usuarios.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import * as auth from '../../auth/index.ts';
import * as convites from '../queries/convites.ts';
import * as q from '../queries/usuarios.ts';
import { exigirPodeMexer, type Quem } from './guardas.ts';

// A one-time "set your password" link, for a user created without a password or who forgot theirs. The token is
// 256 random bits, travels in the link's fragment (never sent to a server by the browser, so it stays out of logs
// and referrers) and only its SHA-256 is kept; it works once, for CONVITE_HORAS hours, for an active user.

const LINK_INVALIDO = 'Link inválido ou expirado. Peça um novo link ao gerente.';
const hash = (token: string) => crypto.createHash('sha256').update(token).digest();

/** A fresh link for a user (their earlier unused links stop working), in the caller's transaction. */
export async function emitir(tx: Parameters<typeof convites.criar>[0], usuarioId: number): Promise<Convite> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expira = new Date(Date.now() + CONVITE_HORAS * 3_600_000);
  await convites.criar(tx, usuarioId, hash(token), expira);
  return { convite_url: `/definir-senha#${token}`, expira_em: expira.toISOString() };
}

/** POST /usuarios/{id}/convite: a new link for an existing user. */
export function novo(t: Tenant, quem: Quem, usuarioId: number): Promise<Convite> {
  return t.transacao(async (tx) => {
    const u = await q.buscar(tx, usuarioId);
    if (!u) throw notFound('Usuário não encontrado');
    exigirPodeMexer(quem, u);
    if (!u.ativo) throw badRequest('Ative o usuário antes de gerar o link');
    return emitir(tx, usuarioId);
  });
}

/** The business a link belongs to (the public route then opens that business's transaction); 400 if unknown. */
export async function empresaDoLink(p: PlataformaDb, token: string): Promise<number> {
  const empresaId = await convites.empresaDoToken(p, hash(token));
  if (empresaId === undefined) throw badRequest(LINK_INVALIDO, 'token');
  return empresaId;
}

/** Sets the password through a link: claims it, stores the new hash, ends the user's old sessions. */
export async function definirSenha(t: Tenant, token: string, senha: string): Promise<number> {
  const senhaHash = await auth.hashPassword(senha);
  return t.transacao(async (tx) => {
    const usuarioId = await convites.usar(tx, hash(token));
    if (usuarioId === undefined) throw badRequest(LINK_INVALIDO, 'token');
    const u = await q.buscar(tx, usuarioId);
    if (!u || !u.ativo) throw badRequest(LINK_INVALIDO, 'token');
    await q.atualizar(tx, usuarioId, { senha_hash: senhaHash });
    await auth.revogarSessoesDoUsuario(tx, usuarioId, 'senha definida por link');
    return usuarioId;
  });
}
