// The fields order entry reads from the customers and couriers API, taken from their shared contract,
// so the two sides cannot drift.
import type { Cliente, Endereco } from '@app/shared/schemas/clientes.ts';
import type { Entregador } from '@app/shared/schemas/entrega.ts';

export type ClienteBusca = Pick<Cliente, 'id' | 'nome' | 'telefone' | 'telefone_exibicao' | 'bairro'>;
export type EnderecoCliente = Omit<Endereco, 'cliente_id' | 'latitude' | 'longitude'>;
export type EntregadorResumo = Pick<Entregador, 'id' | 'nome' | 'ativo'>;
