import type { Tenant } from '../../../db/tenant.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type { ClienteExportacao } from '@app/shared/schemas/clientes.ts';
import * as empresas from '../../empresas/index.ts';
import * as q from '../queries/clientes.ts';
import * as enderecos from '../queries/enderecos.ts';
import { carregarCliente } from './comum.ts';
import { detalheTx } from './clientes.ts';
import { pedidosDoCliente } from './pedidos-do-cliente.ts';

// an export carries the customer's whole order history, bounded
const LIMITE_PEDIDOS_EXPORTACAO = 5000;
const NOME_ANONIMO = 'Cliente anonimizado';

/** LGPD art. 18 II/V: every personal field held on the customer, unmasked (route requires `clientes.dados`). */
export function exportar(t: Tenant, id: number): Promise<ClienteExportacao> {
  return t.transacao(async (tx) => {
    const d = await detalheTx(tx, id, true);
    const empresa = { id: tx.empresaId as number, nome: await empresas.nomeEmpresa(tx) };
    const { enderecos: ends, ...cliente } = d;
    const pedidos = await pedidosDoCliente.listar(tx, id, LIMITE_PEDIDOS_EXPORTACAO);
    return { exportado_em: new Date().toISOString(), empresa, cliente, enderecos: ends, pedidos };
  });
}

/**
 * LGPD art. 18 IV/VI: irreversibly removes the customer's name, phone, e-mail, notes and addresses while the row
 * (and so the order history and its totals, kept for fiscal retention — art. 16) stays. Idempotent.
 * The orders keep their totals but lose the copies of name, phone and street address they hold.
 */
export function anonimizar(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const atual = await carregarCliente(tx, id, true);
    if (!atual.anonimizado_em) {
      await pedidosDoCliente.anonimizar(tx, id, NOME_ANONIMO);
      await enderecos.excluirDoCliente(tx, id);
      await q.atualizar(tx, id, {
        nome: NOME_ANONIMO,
        nome_busca: normalizarTexto(NOME_ANONIMO),
        telefone: null,
        email: null,
        observacoes: null,
        anonimizado_em: new Date(),
        atualizado_em: new Date(),
      });
    }
    return detalheTx(tx, id, true);
  });
}
