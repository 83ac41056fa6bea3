import type { Tx } from './client.ts';
import { configuracoes, configuracoesCore, formasPagamento } from './schema/index.ts';

/** Demo business settings: core settings, one own payment method, one generic setting. (Standard methods come with migration 0002.) */
export async function seedEmpresaConfig(tx: Tx, empresaId: number): Promise<void> {
  await tx
    .insert(configuracoesCore)
    .values({ empresa_id: empresaId, tempo_entrega_padrao: 45, auto_aceite_pedidos: false, volume_alerta: 0.7 });
  await tx
    .insert(formasPagamento)
    .values({ empresa_id: empresaId, nome: 'Fiado (clientes da casa)', tipo: 'outro', icone: 'carteira' });
  await tx.insert(configuracoes).values({
    empresa_id: empresaId,
    chave: 'pedido.observacao_padrao',
    valor: 'Obrigado pela preferência!',
    tipo: 'texto',
  });
}
