// What a sheet is linked to, in one line: "Pizza Grande (Grande)", "Mussarela · Grande", "produz Massa".
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';

export function vinculoTexto(
  f: Pick<Ficha, 'tipo_ficha' | 'produto_nome' | 'opcao_nome' | 'tamanho' | 'insumo_resultante_nome'>,
): string {
  const nome =
    f.tipo_ficha === 'produto' ? f.produto_nome : f.tipo_ficha === 'opcao' ? f.opcao_nome : f.insumo_resultante_nome;
  return [nome ?? '-', f.tamanho].filter(Boolean).join(' · ');
}
