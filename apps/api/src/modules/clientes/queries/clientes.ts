import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { clientes, enderecos } from '../../../db/schema/index.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type { z } from 'zod';
import type { ClientesFiltros, clientesQuerySchema } from '@app/shared/schemas/clientes.ts';

export type ClienteLinha = typeof clientes.$inferSelect & { bairro: string | null };
export type ClienteGravar = Partial<
  Pick<
    typeof clientes.$inferInsert,
    'nome' | 'nome_busca' | 'telefone' | 'origem_cliente' | 'email' | 'observacoes' | 'anonimizado_em' | 'atualizado_em'
  >
>;

const doTenant = (tx: TenantTx) => eq(clientes.empresa_id, tx.empresaId);
const escLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search by any part of the name (accent/case-insensitive) or of the phone digits. Three characters and more use
 * the trigram indexes (`%x%`); a shorter name uses the prefix index; one or two digits alone match nothing
 * (too unselective to be useful, and it would scan the whole business).
 */
export function condicaoBusca(search: string): SQL | null {
  const texto = normalizarTexto(search);
  const digitos = search.replace(/\D/g, '');
  const temLetras = /\p{L}/u.test(texto);
  const partes: SQL[] = [];
  if (temLetras) {
    partes.push(
      texto.length >= 3
        ? sql`c.nome_busca LIKE ${`%${escLike(texto)}%`}`
        : sql`c.nome_busca LIKE ${`${escLike(texto)}%`}`,
    );
  }
  if (digitos.length >= 3) partes.push(sql`c.telefone LIKE ${`%${digitos}%`}`);
  if (partes.length === 0) return texto ? sql`false` : null;
  return sql`(${sql.join(partes, sql` OR `)})`;
}

const SORT: Record<string, SQL> = {
  nome: sql`c.nome_busca`,
  telefone: sql`c.telefone`,
  bairro: sql`translate(lower(pe.bairro), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`,
  criado_em: sql`c.criado_em`,
  total_pedidos: sql`c.total_pedidos`,
  ultimo_pedido_em: sql`c.ultimo_pedido_em`,
};

/** GET /clientes's query (its `filtros` parsed from JSON). */
export type FiltroClientes = Omit<z.output<typeof clientesQuerySchema>, 'filtros'> & { filtros: ClientesFiltros };

/** A page of customers with their default address's neighbourhood, and the total. */
export async function listar(tx: TenantTx, q: FiltroClientes): Promise<{ linhas: ClienteLinha[]; total: number }> {
  const where: SQL[] = [sql`c.empresa_id = ${tx.empresaId}`];
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
  const linhas = await queryRows<ClienteLinha>(
    tx,
    sql`
    SELECT c.*, pe.bairro ${from}
    ORDER BY ${SORT[q.sort_field] ?? SORT.nome} ${dir} NULLS LAST, c.id ${dir}
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  // The count joins the default address only when a filter needs it (the join alone costs a scan of enderecos).
  const precisaEndereco = Boolean(f.bairro || f.cidade);
  const fromContagem = precisaEndereco ? from : sql`FROM clientes c WHERE ${sql.join(where, sql` AND `)}`;
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total ${fromContagem}`,
  );
  return { linhas, total: Number(total) };
}

/**
 * Quick search (the counter's box): names that start with `prefixo` first, in alphabetical order, straight from
 * the prefix index; then up to `limite` in all with other matches (`cond`) WITHOUT an ORDER BY, so a common
 * fragment stops at the first few matches instead of sorting all of them (the caller sorts those).
 */
export async function buscaRapida(
  tx: TenantTx,
  cond: SQL,
  prefixo: string | null,
  limite: number,
): Promise<{ primeiros: ClienteLinha[]; outros: ClienteLinha[] }> {
  const select = sql`SELECT c.*, pe.bairro
    FROM clientes c LEFT JOIN enderecos pe ON pe.empresa_id = c.empresa_id AND pe.cliente_id = c.id AND pe.endereco_padrao
    WHERE c.empresa_id = ${tx.empresaId} AND c.anonimizado_em IS NULL`;
  const primeiros = prefixo
    ? await queryRows<ClienteLinha>(
        tx,
        sql`${select} AND c.nome_busca LIKE ${prefixo} ORDER BY c.nome_busca, c.id LIMIT ${limite}`,
      )
    : [];
  const falta = limite - primeiros.length;
  const outros =
    falta > 0
      ? await queryRows<ClienteLinha>(
          tx,
          sql`${select} AND ${cond} ${prefixo ? sql`AND c.nome_busca NOT LIKE ${prefixo}` : sql``} LIMIT ${falta}`,
        )
      : [];
  return { primeiros, outros };
}

/** A name prefix for LIKE (escaped), or null when the text has no letters. */
export function prefixoDeNome(search: string): string | null {
  const texto = normalizarTexto(search);
  return /\p{L}/u.test(texto) ? `${escLike(texto)}%` : null;
}

/** The customer row with its default address's neighbourhood (locked for update when asked). */
export async function carregar(tx: TenantTx, id: number, lock = false): Promise<ClienteLinha | undefined> {
  const rows = await queryRows<ClienteLinha>(
    tx,
    sql`
    SELECT c.*, (SELECT e.bairro FROM enderecos e WHERE e.empresa_id = c.empresa_id AND e.cliente_id = c.id AND e.endereco_padrao) AS bairro
    FROM clientes c WHERE c.empresa_id = ${tx.empresaId} AND c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return rows[0];
}

/** The customer's addresses, the default first. */
export function enderecosDoCliente(tx: TenantTx, clienteId: number) {
  return tx
    .select()
    .from(enderecos)
    .where(and(eq(enderecos.empresa_id, tx.empresaId), eq(enderecos.cliente_id, clienteId)))
    .orderBy(sql`${enderecos.endereco_padrao} DESC`, asc(enderecos.id));
}

/** The id of the customer holding this phone, if any. */
export async function donoDoTelefone(tx: TenantTx, telefone: string): Promise<number | undefined> {
  const [outro] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(doTenant(tx), eq(clientes.telefone, telefone)))
    .limit(1);
  return outro?.id;
}

export async function inserir(
  tx: TenantTx,
  d: Required<Pick<ClienteGravar, 'nome' | 'nome_busca' | 'telefone' | 'origem_cliente' | 'email' | 'observacoes'>>,
): Promise<number> {
  const [c] = await tx
    .insert(clientes)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: clientes.id });
  return c!.id;
}

export async function atualizar(tx: TenantTx, id: number, d: ClienteGravar): Promise<void> {
  await tx
    .update(clientes)
    .set(d)
    .where(and(doTenant(tx), eq(clientes.id, id)));
}

/** Deletes the customer (addresses go with it, FK ON DELETE CASCADE); false when not the tenant's. */
export async function excluir(tx: TenantTx, id: number): Promise<boolean> {
  const apagados = await tx
    .delete(clientes)
    .where(and(doTenant(tx), eq(clientes.id, id)))
    .returning({ id: clientes.id });
  return apagados.length > 0;
}
