import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { areasEntrega, cidadesAtendidas } from '../../../db/schema/index.ts';

export type AreaGravar = Omit<typeof areasEntrega.$inferInsert, 'id' | 'empresa_id' | 'criado_em'>;
const doTenant = (tx: TenantTx) => eq(areasEntrega.empresa_id, tx.empresaId);

const colunas = {
  id: areasEntrega.id,
  nome: areasEntrega.nome,
  ativo: areasEntrega.ativo,
  cidade_atendida_id: areasEntrega.cidade_atendida_id,
  cidade: cidadesAtendidas.cidade,
  bairros: areasEntrega.bairros,
  raio_km: areasEntrega.raio_km,
  latitude: areasEntrega.latitude,
  longitude: areasEntrega.longitude,
  taxa_entrega_centavos: areasEntrega.taxa_entrega_centavos,
  tempo_estimado: areasEntrega.tempo_estimado,
  pedido_minimo_centavos: areasEntrega.pedido_minimo_centavos,
};

/** Areas with their served city's name. */
function consulta(tx: TenantTx, extra?: SQL) {
  return tx
    .select(colunas)
    .from(areasEntrega)
    .leftJoin(
      cidadesAtendidas,
      and(
        eq(cidadesAtendidas.empresa_id, areasEntrega.empresa_id),
        eq(cidadesAtendidas.id, areasEntrega.cidade_atendida_id),
      ),
    )
    .where(and(doTenant(tx), extra));
}

export type AreaLinha = Awaited<ReturnType<typeof consulta>>[number];

export async function buscar(tx: TenantTx, id: number): Promise<AreaLinha | undefined> {
  const [row] = await consulta(tx, eq(areasEntrega.id, id)).limit(1);
  return row;
}

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; ativo?: boolean | undefined },
): Promise<{ linhas: AreaLinha[]; total: number }> {
  const filtro = q.ativo === undefined ? undefined : eq(areasEntrega.ativo, q.ativo);
  const linhas = await consulta(tx, filtro)
    .orderBy(asc(areasEntrega.nome), asc(areasEntrega.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(areasEntrega)
    .where(and(doTenant(tx), filtro))) as [{ n: number }];
  return { linhas, total: Number(n) };
}

export async function inserir(tx: TenantTx, d: AreaGravar): Promise<number> {
  const [row] = await tx
    .insert(areasEntrega)
    .values({ ...d, empresa_id: tx.empresaId })
    .returning({ id: areasEntrega.id });
  return row!.id;
}

export async function atualizar(tx: TenantTx, id: number, d: Partial<AreaGravar>): Promise<void> {
  await tx
    .update(areasEntrega)
    .set(d)
    .where(and(doTenant(tx), eq(areasEntrega.id, id)));
}

export async function excluir(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(areasEntrega)
    .where(and(doTenant(tx), eq(areasEntrega.id, id)))
    .returning({ id: areasEntrega.id });
  return rows.length > 0;
}
