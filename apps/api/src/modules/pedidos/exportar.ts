import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { LIMITES_PEDIDO, type PedidosQuery } from '@app/shared/schemas/pedidos.ts';
import { STATUS_LABEL, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import { formatarTelefone, mascararTelefone } from '@app/shared/domain/telefone.ts';
import { formatDecimalBR } from '@app/shared/domain/money.ts';
import { filtrosHistorico, fusoDaEmpresa } from './consulta.ts';

// CSV of the filtered history for spreadsheets: `;` separators and decimal commas (what Excel expects in
// pt-BR), UTF-8 with BOM so accents open right, dates in the business timezone. Bounded (50k rows).

function campo(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV text and its row count (the route logs the count, never the content). */
export async function csvHistorico(tx: Tx, empresaId: number, q: PedidosQuery, verDados: boolean): Promise<{ csv: string; linhas: number }> {
  const fuso = fusoDaEmpresa(empresaId);
  const rows = await queryRows<{
    numero_pedido: number; data: string; nome_cliente: string | null; telefone: string | null; tipo: string; canal: string; status: PedidoStatus;
    bairro: string | null; entregador: string | null; pagamentos: string | null; subtotal: number; taxa: number; desconto: number; total: number;
  }>(tx, sql`
    SELECT p.numero_pedido, to_char(p.criado_em AT TIME ZONE ${fuso}, 'DD/MM/YYYY HH24:MI') AS data, p.nome_cliente, p.telefone, p.tipo, p.canal, p.status,
      p.bairro, en.nome AS entregador,
      (SELECT string_agg(g.tipo, ' + ' ORDER BY g.id) FROM pedido_pagamentos g WHERE g.empresa_id = p.empresa_id AND g.pedido_id = p.id) AS pagamentos,
      p.subtotal_itens_centavos AS subtotal, p.taxa_entrega_centavos AS taxa, p.desconto_centavos AS desconto, p.total_centavos AS total
    FROM pedidos p LEFT JOIN entregadores en ON en.empresa_id = p.empresa_id AND en.id = p.entregador_id
    WHERE ${filtrosHistorico(empresaId, q, fuso)} ORDER BY p.criado_em DESC, p.id DESC LIMIT ${LIMITES_PEDIDO.exportacao}`);
  const linhas = ['Número;Data;Cliente;Telefone;Tipo;Canal;Status;Bairro;Entregador;Pagamentos;Subtotal;Taxa de entrega;Desconto;Total'];
  for (const r of rows) {
    const tel = r.telefone ? (verDados ? formatarTelefone(r.telefone) : mascararTelefone(r.telefone)) : null;
    linhas.push([r.numero_pedido, r.data, r.nome_cliente, tel, r.tipo, r.canal, STATUS_LABEL[r.status] ?? r.status, r.bairro, r.entregador, r.pagamentos,
      formatDecimalBR(r.subtotal), formatDecimalBR(r.taxa), formatDecimalBR(r.desconto), formatDecimalBR(r.total)].map(campo).join(';'));
  }
  return { csv: '\uFEFF' + linhas.join('\r\n') + '\r\n', linhas: rows.length };
}
