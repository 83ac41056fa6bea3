import type { Tx } from './client.ts';
import { IMPRESSAO_PADRAO } from '@app/shared/schemas/impressao.ts';
import { configuracoes, configuracoesCore, formasPagamento, impressaoConfig } from './schema/index.ts';

/**
 * Demo business settings: core settings, one own payment method, one generic setting, the printing settings (80 mm,
 * CP860, one copy of each, automatic printing on). (Standard methods come with migration 0002.)
 */
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
  await tx.insert(impressaoConfig).values({ empresa_id: empresaId, ...IMPRESSAO_PADRAO });
}
