import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { opcoes } from '../../../db/schema/index.ts';
import type { Opcao } from '@app/shared/schemas/opcoes.ts';
import { count, likeTerm, offset, selecionar } from './comum.ts';

const doTenant = (tx: TenantTx) => eq(opcoes.empresa_id, tx.empresaId);
export type OpcaoLinha = Omit<Opcao, 'preco'> & { preco_centavos: number };
export type OpcaoCompleta = typeof opcoes.$inferSelect;
export type OpcaoGravar = Pick<
  typeof opcoes.$inferInsert,
  'nome' | 'descricao' | 'preco_centavos' | 'ignorar_relatorio'
>;

const SELECT = sql`SELECT o.id, o.nome, o.descricao, o.preco_centavos, o.ativo, o.ignorar_relatorio, o.ficha_tecnica_id,
  (SELECT count(*)::int FROM complementos_opcoes co WHERE co.empresa_id = o.empresa_id AND co.opcao_id = o.id) AS total_complementos
  FROM opcoes o`;

export async function buscar(tx: TenantTx, id: number): Promise<OpcaoLinha | undefined> {
  const [row] = await selecionar<OpcaoLinha>(tx, sql`${SELECT} WHERE o.empresa_id = ${tx.empresaId} AND o.id = ${id}`);
  return row;
}

export async function buscarCompleta(tx: TenantTx, id: number): Promise<OpcaoCompleta | undefined> {
  const [o] = await tx
    .select()
    .from(opcoes)
    .where(and(doTenant(tx), eq(opcoes.id, id)))
    .limit(1);
  return o;
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  return (
    (await count(tx, sql`SELECT count(*)::int AS n FROM opcoes WHERE empresa_id = ${tx.empresaId} AND id = ${id}`)) > 0
  );
}

/** The option's own price, which a new link to a complement starts from. */
export async function preco(tx: TenantTx, id: number): Promise<number | undefined> {
  const [opcao] = await selecionar<{ preco_centavos: number }>(
    tx,
    sql`SELECT preco_centavos FROM opcoes WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return opcao?.preco_centavos;
}

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
) {
  const where = sql`o.empresa_id = ${tx.empresaId}`;
  if (q.search) where.append(sql` AND o.nome ILIKE ${likeTerm(q.search)}`);
  if (q.ativo !== undefined) where.append(sql` AND o.ativo = ${q.ativo}`);
  const rows = await selecionar<OpcaoLinha>(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY o.nome, o.id LIMIT ${q.per_page} OFFSET ${offset(q)}`,
  );
  return { rows, total: await count(tx, sql`SELECT count(*)::int AS n FROM opcoes o WHERE ${where}`) };
}

export async function inserir(tx: TenantTx, d: OpcaoGravar & { ativo: boolean }): Promise<number> {
  const [row] = await tx
    .insert(opcoes)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: opcoes.id });
  return row!.id;
}

/** false when the option is not the tenant's. */
export async function atualizar(
  tx: TenantTx,
  id: number,
  d: Partial<OpcaoGravar & { ativo: boolean }>,
): Promise<boolean> {
  const rows = await tx
    .update(opcoes)
    .set({ ...d, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(opcoes.id, id)))
    .returning({ id: opcoes.id });
  return rows.length > 0;
}

/** Deletes the option and its links to complements (orders keep their own text snapshots). */
export async function remover(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(opcoes)
    .where(and(doTenant(tx), eq(opcoes.id, id)))
    .returning({ id: opcoes.id });
  return rows.length > 0;
}

/** Where the option is used: the complements that list it, with its price in each (bounded). */
export function complementosDaOpcao(tx: TenantTx, id: number) {
  return selecionar<{
    complemento_opcao_id: number;
    complemento_id: number;
    nome: string;
    tipo: 'adicional' | 'borda' | 'sabor';
    ativo: boolean;
    preco_centavos: number;
  }>(
    tx,
    sql`
    SELECT co.id AS complemento_opcao_id, c.id AS complemento_id, c.nome, c.tipo, c.ativo, co.preco_centavos
    FROM complementos_opcoes co JOIN complementos c ON c.empresa_id = co.empresa_id AND c.id = co.complemento_id
    WHERE co.empresa_id = ${tx.empresaId} AND co.opcao_id = ${id} ORDER BY c.ordem, c.nome, c.id LIMIT 500`,
  );
}
