// The few fields order entry reads from the customers and couriers API (issue 5). Issue 5's shared schemas
// (packages/shared/src/schemas/clientes.ts, entrega.ts) are not on this branch yet; when they land these become
// `Pick<>`s of `Cliente`, `Endereco` and `Entregador` — this file is the only place to change.

export interface ClienteBusca {
  id: number;
  nome: string;
  /** E.164, or null when masked. */
  telefone: string | null;
  /** "(41) 98765-4321", possibly masked. */
  telefone_exibicao: string | null;
  bairro: string | null;
}

export interface EnderecoCliente {
  id: number;
  rua: string;
  numero: string | null;
  bairro: string;
  complemento: string | null;
  cidade: string;
  estado: string;
  cep: string | null;
  ponto_referencia: string | null;
  taxa_entrega: number;
  nome_identificacao: string | null;
  endereco_padrao: boolean;
}

export interface EntregadorResumo {
  id: number;
  nome: string;
  ativo: boolean;
}
