import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { apagarMeses } from './reescrita.ts';

// The catalogue's monthly totals over every type and channel (D-366, migration 0027): the monthly product and
// option rows summed across `tipo` and `canal`, which a report without those filters reads instead of ~15 rows per
// product a month. Rewritten for the months [de, ate] (first days; locked by the caller, after their monthly rows
// were rewritten in the same transaction) from those monthly rows, so a month's total is the sum of its days.

export async function reescreverCatalogoMeses(tx: TenantTx, de: SQL, ate: SQL): Promise<void> {
  await apagarMeses(tx, 'relatorio_produtos_mensais_totais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_produtos_mensais_totais (empresa_id, mes, chave, produto_id, nome, quantidade,
      faturamento_centavos)
    SELECT ${tx.empresaId}, m.mes, m.chave, m.produto_id, m.nome, sum(m.quantidade), sum(m.faturamento_centavos)
    FROM relatorio_produtos_mensais m
    WHERE m.empresa_id = ${tx.empresaId} AND m.mes BETWEEN ${de} AND ${ate}
    GROUP BY m.mes, m.chave, m.produto_id, m.nome`);
  await apagarMeses(tx, 'relatorio_opcoes_mensais_totais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_opcoes_mensais_totais (empresa_id, mes, produto_id, complemento_id, opcao_id, unidades)
    SELECT ${tx.empresaId}, m.mes, m.produto_id, m.complemento_id, m.opcao_id, sum(m.unidades)
    FROM relatorio_opcoes_mensais m
    WHERE m.empresa_id = ${tx.empresaId} AND m.mes BETWEEN ${de} AND ${ate}
    GROUP BY m.mes, m.produto_id, m.complemento_id, m.opcao_id`);
}
