import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { clientes, empresas, enderecos } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import {
  LIMITE_BUSCA_CLIENTES, type ClienteCriar, type ClienteDetalhe, type ClienteExportacao, type ClientePatch, type ClientesFiltros,
} from '@app/shared/schemas/clientes.ts';
import { toCliente, toEndereco } from './mapper.ts';
import { inserirEndereco } from './enderecos.ts';
import { carregarCliente, MSG_ANONIMIZADO, MSG_TELEFONE_DUPLICADO } from './comum.ts';
import { pedidosDoCliente } from './service/pedidos-do-cliente.ts';

// an export carries the customer's whole order history, bounded
const LIMITE_PEDIDOS_EXPORTACAO = 5000;

type Row = typeof clientes.$inferSelect & { bairro: string | null };
const NAO_ENCONTRADO = 'Cliente não encontrado';
const NOME_ANONIMO = 'Cliente anonimizado';

const escLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search by any part of the name (accent/case-insensitive) or of the phone digits. Three characters and more use
 * the trigram indexes (`%x%`); a shorter name uses the prefix index; one or two digits alone match nothing
 * (too unselective to be useful, and it would scan the whole business).
 */
function condicaoBusca(search: string): SQL | null {
  const texto = normalizarTexto(search);
  const digitos = search.replace(/\D/g, '');
  const temLetras = /\p{L}/u.test(texto);
  const partes: SQL[] = [];
  if (temLetras) {
    partes.push(texto.length >= 3
      ? sql`c.nome_busca LIKE ${`%${escLike(texto)}%`}`
      : sql`c.nome_busca LIKE ${`${escLike(texto)}%`}`);
  }
  if (digitos.length >= 3) partes.push(sql`c.telefone LIKE ${`%${digitos}%`}`);
  if (partes.length === 0) return texto ? sql`false` : null;
  return sql`(${sql.join(partes, sql` OR `)})`;
}

const SORT: Record<string, SQL> = {
  nome: sql`c.nome_busca`, telefone: sql`c.telefone`, bairro: sql`translate(lower(pe.bairro), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`, criado_em: sql`c.criado_em`,
  total_pedidos: sql`c.total_pedidos`, ultimo_pedido_em: sql`c.ultimo_pedido_em`,
};

export interface ListarClientes {
  page: number; per_page: number; search?: string | undefined; filtros: ClientesFiltros; sort_field: string; sort_dir: 'asc' | 'desc';
}

export async function listar(db: Db, empresaId: number, q: ListarClientes, verDados: boolean) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where: SQL[] = [sql`c.empresa_id = ${empresaId}`];
    const busca = q.search ? condicaoBusca(q.search) : null;
    if (busca) where.push(busca);
    const f = q.filtros;
    if (f.bairro) where.push(sql`lower(pe.bairro) = lower(${f.bairro})`);
    if (f.cidade) where.push(sql`lower(pe.cidade) = lower(${f.cidade})`);
    if (f.origem_cliente) where.push(sql`c.origem_cliente = ${f.origem_cliente}`);
    if (f.com_pedidos === true) where.push(sql`c.total_pedidos > 0`);
    if (f.com_pedidos === false) where.push(sql`c.total_pedidos = 0`);
    if (f.anonimizados === true) where.push(sql`c.anonimizado_em IS NOT NULL`);
    if (f.anonimizados === false) where.push(sql`c.anonimizado_em IS NULL`);
    const from = sql`FROM clientes c LEFT JOIN enderecos pe ON pe.empresa_id = c.empresa_id AND pe.cliente_id = c.id AND pe.endereco_padrao
      WHERE ${sql.join(where, sql` AND `)}`;
    const dir = q.sort_dir === 'desc' ? sql`DESC` : sql`ASC`;
    const rows = await queryRows<Row>(tx, sql`
      SELECT c.*, pe.bairro ${from}
      ORDER BY ${SORT[q.sort_field] ?? SORT.nome} ${dir} NULLS LAST, c.id ${dir}
      LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`);
    // The count joins the default address only when a filter needs it (the join alone costs a scan of enderecos).
    const precisaEndereco = Boolean(f.bairro || f.cidade);
    const fromContagem = precisaEndereco ? from : sql`FROM clientes c WHERE ${sql.join(where, sql` AND `)}`;
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total ${fromContagem}`);
    return { items: rows.map((r) => toCliente(r, verDados)), total: Number(total) };
  });
}

/**
 * GET /clientes/busca: ≤ 20 quick matches for the counter (spec §9). Names that start with the text come first,
 * in alphabetical order, straight from the prefix index; the rest is filled with other matches (any part of the
 * name or phone) WITHOUT an ORDER BY, so a common fragment ("silva": thousands of rows) stops at the first few
 * matches instead of sorting all of them; those are then sorted here. Measured in docs/PERFORMANCE.md.
 */
export async function buscar(db: Db, empresaId: number, search: string, verDados: boolean) {
  const cond = condicaoBusca(search);
  if (!cond) return [];
  const texto = normalizarTexto(search);
  const prefixo = /\p{L}/u.test(texto) ? `${escLike(texto)}%` : null;
  return withTenantLegado(db, empresaId, async (tx) => {
    const select = sql`SELECT c.*, pe.bairro
      FROM clientes c LEFT JOIN enderecos pe ON pe.empresa_id = c.empresa_id AND pe.cliente_id = c.id AND pe.endereco_padrao
      WHERE c.empresa_id = ${empresaId} AND c.anonimizado_em IS NULL`;
    const primeiros = prefixo
      ? await queryRows<Row>(tx, sql`${select} AND c.nome_busca LIKE ${prefixo} ORDER BY c.nome_busca, c.id LIMIT ${LIMITE_BUSCA_CLIENTES}`)
      : [];
    const falta = LIMITE_BUSCA_CLIENTES - primeiros.length;
    const outros = falta > 0
      ? await queryRows<Row>(tx, sql`${select} AND ${cond} ${prefixo ? sql`AND c.nome_busca NOT LIKE ${prefixo}` : sql``} LIMIT ${falta}`)
      : [];
    outros.sort((a, b) => (a.nome_busca < b.nome_busca ? -1 : a.nome_busca > b.nome_busca ? 1 : Number(a.id) - Number(b.id)));
    return [...primeiros, ...outros].map((r) => toCliente(r, verDados));
  });
}

async function detalheTx(tx: Tx, empresaId: number, id: number, verDados: boolean): Promise<ClienteDetalhe> {
  const row = await carregarCliente(tx, empresaId, id);
  const ends = await tx.select().from(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, id)))
    .orderBy(sql`${enderecos.endereco_padrao} DESC`, asc(enderecos.id));
  return { ...toCliente(row, verDados), enderecos: ends.map(toEndereco) };
}

export function detalhe(db: Db, empresaId: number, id: number, verDados: boolean) {
  return withTenantLegado(db, empresaId, (tx) => detalheTx(tx, empresaId, id, verDados));
}

async function telefoneLivre(tx: Tx, empresaId: number, telefone: string, exceto?: number) {
  const [outro] = await tx.select({ id: clientes.id }).from(clientes)
    .where(and(eq(clientes.empresa_id, empresaId), eq(clientes.telefone, telefone))).limit(1);
  if (outro && outro.id !== exceto) throw conflict(MSG_TELEFONE_DUPLICADO);
}

/** The unique index still has the last word under concurrency: its violation answers the same 409. */
async function comTelefoneUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'clientes_telefone_uq')) throw conflict(MSG_TELEFONE_DUPLICADO);
    throw err;
  }
}

export function criar(db: Db, empresaId: number, dados: ClienteCriar, verDados: boolean) {
  return comTelefoneUnico(() => withTenantLegado(db, empresaId, async (tx) => {
    await telefoneLivre(tx, empresaId, dados.telefone);
    const [c] = await tx.insert(clientes).values({
      empresa_id: empresaId, nome: dados.nome, nome_busca: normalizarTexto(dados.nome), telefone: dados.telefone,
      origem_cliente: dados.origem_cliente ?? 'portal', email: dados.email ?? null, observacoes: dados.observacoes ?? null,
    }).returning({ id: clientes.id });
    const lista = dados.enderecos ?? [];
    if (lista.filter((e) => e.endereco_padrao).length > 1) throw conflict('Apenas um endereço pode ser o padrão');
    for (const e of lista) await inserirEndereco(tx, empresaId, c!.id, e);
    return detalheTx(tx, empresaId, c!.id, verDados);
  }));
}

/** PUT (all own fields) and PATCH (some). Anonymised customers stay anonymous. */
export function alterar(db: Db, empresaId: number, id: number, dados: ClientePatch, verDados: boolean) {
  return comTelefoneUnico(() => withTenantLegado(db, empresaId, async (tx) => {
    const atual = await carregarCliente(tx, empresaId, id, true);
    if (atual.anonimizado_em) throw conflict(MSG_ANONIMIZADO);
    if (dados.telefone) await telefoneLivre(tx, empresaId, dados.telefone, id);
    const set: Partial<typeof clientes.$inferInsert> = { atualizado_em: new Date() };
    if (dados.nome !== undefined) Object.assign(set, { nome: dados.nome, nome_busca: normalizarTexto(dados.nome) });
    if (dados.telefone !== undefined) set.telefone = dados.telefone;
    if (dados.origem_cliente !== undefined) set.origem_cliente = dados.origem_cliente;
    if (dados.email !== undefined) set.email = dados.email;
    if (dados.observacoes !== undefined) set.observacoes = dados.observacoes;
    await tx.update(clientes).set(set).where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id)));
    return detalheTx(tx, empresaId, id, verDados);
  }));
}

export function excluir(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    // Addresses go with it (FK ON DELETE CASCADE). Once orders exist, a customer with orders is anonymised instead.
    const apagados = await tx.delete(clientes).where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id))).returning({ id: clientes.id });
    if (apagados.length === 0) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}

/** GET /clientes/{id}/total-pedidos — the counter the orders module keeps (0 until orders exist). */
export function totalPedidos(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => ({ total: Number((await carregarCliente(tx, empresaId, id)).total_pedidos) }));
}

/** LGPD art. 18 II/V: every personal field held on the customer, unmasked (route requires `clientes.dados`). */
export function exportar(db: Db, empresaId: number, id: number): Promise<ClienteExportacao> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const d = await detalheTx(tx, empresaId, id, true);
    const [e] = await tx.select({ id: empresas.id, nome: empresas.nome }).from(empresas).where(eq(empresas.id, empresaId));
    const { enderecos: ends, ...cliente } = d;
    const pedidos = await pedidosDoCliente.listar(tx, id, LIMITE_PEDIDOS_EXPORTACAO);
    return { exportado_em: new Date().toISOString(), empresa: { id: Number(e!.id), nome: e!.nome }, cliente, enderecos: ends, pedidos };
  });
}

/**
 * LGPD art. 18 IV/VI: irreversibly removes the customer's name, phone, e-mail, notes and addresses while the row
 * (and so the order history and its totals, kept for fiscal retention — art. 16) stays. Idempotent.
 * The orders keep their totals but lose the copies of name, phone and street address they hold.
 */
export function anonimizar(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atual = await carregarCliente(tx, empresaId, id, true);
    if (!atual.anonimizado_em) {
      await pedidosDoCliente.anonimizar(tx, id, NOME_ANONIMO);
      await tx.delete(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, id)));
      await tx.update(clientes).set({
        nome: NOME_ANONIMO, nome_busca: normalizarTexto(NOME_ANONIMO), telefone: null, email: null, observacoes: null,
        anonimizado_em: new Date(), atualizado_em: new Date(),
      }).where(and(eq(clientes.empresa_id, empresaId), eq(clientes.id, id)));
    }
    return detalheTx(tx, empresaId, id, true);
  });
}
