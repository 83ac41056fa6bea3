import crypto from 'node:crypto';
import type { Tenant } from '../../../db/tenant.ts';
import { permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import type {
  Usuario,
  UsuarioCriado,
  UsuarioCriar,
  UsuarioPatch,
  UsuariosQuery,
} from '@app/shared/schemas/usuarios.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import * as auth from '../../auth/index.ts';
import * as q from '../queries/usuarios.ts';
import { emitir } from './convites.ts';
import { exigirPodeMexer, type Quem } from './guardas.ts';

export type { Quem };

// A business's users: create, edit, deactivate, delete, with the guards a team needs — the business keeps an
// active manager, nobody locks themselves out, only a superadmin touches the platform's superadmin account.
// A deactivated user (or one whose password a manager set) loses every session at once: their refresh tokens are
// revoked here, and the route drops their cached session so the next call with their access token is a 401.

const NAO_ENCONTRADO = 'Usuário não encontrado';
const ULTIMO_GERENTE = 'A empresa precisa de pelo menos um gerente ativo';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
function paraApi(u: q.UsuarioLinha): Usuario {
  return { ...u, ultimo_login: iso(u.ultimo_login), criado_em: iso(u.criado_em)! };
}

export function listar(t: Tenant, filtro: UsuariosQuery) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

export function obter(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const u = await q.buscar(tx, id);
    if (!u) throw notFound(NAO_ENCONTRADO);
    return paraApi(u);
  });
}

/** A new user with an initial password, or with a one-time set-password link (answered once, here). */
export async function criar(t: Tenant, d: UsuarioCriar): Promise<UsuarioCriado> {
  // without a password the account gets the hash of 256 random bits: nobody can log in until the link is used
  const senha_hash = await auth.hashPassword(d.senha ?? crypto.randomBytes(32).toString('base64url'));
  return t.transacao(async (tx) => {
    const id = await q.inserir(tx, { nome: d.nome, email: d.email, senha_hash, role: d.role, ativo: d.ativo ?? true });
    const convite = d.convite ? await emitir(tx, id) : null;
    return { ...paraApi((await q.buscar(tx, id))!), convite };
  });
}

/**
 * PUT and PATCH: the fields given change. Answers the user and whether their sessions were ended (the route then
 * drops their cached session in every process).
 */
export async function alterar(t: Tenant, quem: Quem, id: number, d: UsuarioPatch) {
  const senha_hash = d.senha === undefined ? undefined : await auth.hashPassword(d.senha);
  return t.transacao(async (tx) => {
    const atual = await q.buscar(tx, id);
    if (!atual) throw notFound(NAO_ENCONTRADO);
    exigirPodeMexer(quem, atual);
    const role = d.role ?? atual.role;
    const ativo = d.ativo ?? atual.ativo;
    if (quem.id === id && !ativo) throw conflict('Você não pode desativar o seu próprio usuário');
    if (quem.id === id && !quem.superadmin && role !== atual.role) {
      const overrides = await auth.overridesDoUsuario(tx, id);
      const efetivas = permissoesEfetivas(role, overrides);
      if (!efetivas.includes('*') && !efetivas.includes('usuarios.gerenciar'))
        throw conflict('Você não pode remover a sua própria permissão de gerenciar usuários');
    }
    const deixaDeSerGerente = atual.role === 'gerente' && atual.ativo && (role !== 'gerente' || !ativo);
    if (deixaDeSerGerente && (await q.outrosGerentesAtivos(tx, id)) === 0) throw conflict(ULTIMO_GERENTE);
    await q.atualizar(tx, id, {
      ...(d.nome !== undefined && { nome: d.nome }),
      ...(d.email !== undefined && { email: d.email }),
      ...(d.role !== undefined && { role: d.role }),
      ...(d.ativo !== undefined && { ativo: d.ativo }),
      ...(senha_hash !== undefined && { senha_hash }),
    });
    const revogar = (atual.ativo && !ativo) || senha_hash !== undefined;
    if (revogar) await auth.revogarSessoesDoUsuario(tx, id, ativo ? 'senha alterada' : 'usuário desativado');
    return paraApi((await q.buscar(tx, id))!);
  });
}

export function excluir(t: Tenant, quem: Quem, id: number) {
  return t.transacao(async (tx) => {
    const atual = await q.buscar(tx, id);
    if (!atual) throw notFound(NAO_ENCONTRADO);
    exigirPodeMexer(quem, atual);
    if (quem.id === id) throw conflict('Você não pode excluir o seu próprio usuário');
    if (atual.role === 'gerente' && atual.ativo && (await q.outrosGerentesAtivos(tx, id)) === 0)
      throw conflict(ULTIMO_GERENTE);
    await q.remover(tx, id);
    return { ok: true as const };
  });
}
