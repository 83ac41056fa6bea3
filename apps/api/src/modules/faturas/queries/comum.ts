import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';

// What both sides read of an invoice: the row, the business's name, and how many days are left until the due
// date in the business's timezone (negative when overdue).

export interface FaturaLinha {
  id: number;
  empresa_id: number;
  empresa_nome: string;
  mes: number;
  ano: number;
  valor_centavos: number;
  vencimento: string;
  status: 'aberta' | 'paga' | 'cancelada';
  observacao: string | null;
  pago_em: Date | string | null;
  criado_em: Date | string;
  dias_para_vencer: number;
}

/** The SELECT list over `faturas f`, given the business's name and timezone as SQL of the caller's query. */
export function colunas(nome: SQL, fuso: SQL): SQL {
  return sql`f.id, f.empresa_id, ${nome} AS empresa_nome, f.mes, f.ano, f.valor_centavos,
    to_char(f.vencimento, 'YYYY-MM-DD') AS vencimento, f.status, f.observacao, f.pago_em, f.criado_em,
    (f.vencimento - (now() AT TIME ZONE ${fuso})::date) AS dias_para_vencer`;
}

export async function linhas(db: TenantTx | PlataformaDb, query: SQL): Promise<FaturaLinha[]> {
  const rows = await queryRows<FaturaLinha>(db, query);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    empresa_id: Number(r.empresa_id),
    mes: Number(r.mes),
    ano: Number(r.ano),
    valor_centavos: Number(r.valor_centavos),
    dias_para_vencer: Number(r.dias_para_vencer),
  }));
}

export interface Recebedor {
  pix_chave: string | null;
  pix_nome: string | null;
  pix_cidade: string | null;
  valor_mensal_centavos: number;
  dia_vencimento: number;
}

/** The platform's billing settings (one row, readable by every business: its receiver is in every Pix code). */
export async function cobranca(db: TenantTx | PlataformaDb): Promise<Recebedor> {
  const [r] = await queryRows<Recebedor>(
    db,
    sql`SELECT pix_chave, pix_nome, pix_cidade, valor_mensal_centavos, dia_vencimento FROM plataforma_cobranca WHERE id`,
  );
  return { ...r!, valor_mensal_centavos: Number(r!.valor_mensal_centavos), dia_vencimento: Number(r!.dia_vencimento) };
}
