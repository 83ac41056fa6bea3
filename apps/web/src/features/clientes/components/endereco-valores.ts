import type { Endereco, EnderecoCriarEntrada } from '@app/shared/schemas/clientes.ts';
import { reaisParaTexto } from '@app/shared/domain/money.ts';

// The address form's values: what it starts from (an address being edited, or blanks) and what it sends.

type Valores = EnderecoCriarEntrada;

export const vazio = (e?: Endereco): Valores => ({
  cep: e?.cep ?? '',
  rua: e?.rua ?? '',
  numero: e?.numero ?? '',
  bairro: e?.bairro ?? '',
  complemento: e?.complemento ?? '',
  cidade: e?.cidade ?? '',
  estado: e?.estado ?? '',
  ponto_referencia: e?.ponto_referencia ?? '',
  taxa_entrega: reaisParaTexto(e?.taxa_entrega),
  nome_identificacao: e?.nome_identificacao ?? '',
  endereco_padrao: e?.endereco_padrao ?? false,
});

/** Empty optional texts go as null; an empty fee is left out (the API defaults it to 0). */
export function limpar(v: Partial<Valores>): Partial<Valores> {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === undefined) continue;
    if (k === 'taxa_entrega' && val === '') continue;
    out[k] = val === '' && !['rua', 'bairro', 'cidade', 'estado'].includes(k) ? null : val;
  }
  return out as Partial<Valores>;
}
