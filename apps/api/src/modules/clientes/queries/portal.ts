import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// What the public menu (customer side) reads and writes of customers, in its own transaction: a customer who
// signs up or orders from the menu, and a logged-in customer's addresses.

/** A customer who came through the public menu (origem `site`, so reports tell them from counter customers). */
export async function inserirClienteDoSite(
  tx: TenantTx,
  c: { nome: string; nome_busca: string; telefone: string },
): Promise<number> {
  const [novo] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO clientes (empresa_id, nome, telefone, origem_cliente, nome_busca)
    VALUES (${tx.empresaId}, ${c.nome}, ${c.telefone}, 'site', ${c.nome_busca}) RETURNING id`,
  );
  return Number(novo!.id);
}

export interface EnderecoDoPortal {
  id: number;
  nome_identificacao: string | null;
  rua: string;
  numero: string | null;
  bairro: string;
  complemento: string | null;
  cidade: string;
  estado: string;
  cep: string | null;
  ponto_referencia: string | null;
  endereco_padrao: boolean;
}

/** The customer's addresses, the default first (bounded: a customer has a handful). */
export async function enderecosDoPortal(tx: TenantTx, clienteId: number): Promise<EnderecoDoPortal[]> {
  const rows = await queryRows<EnderecoDoPortal>(
    tx,
    sql`SELECT id, nome_identificacao, rua, numero, bairro, complemento, cidade, estado, cep, ponto_referencia,
      endereco_padrao FROM enderecos WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId}
    ORDER BY endereco_padrao DESC, id DESC LIMIT 50`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
