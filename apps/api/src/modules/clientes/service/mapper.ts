import { centavosToReais } from '@app/shared/domain/money.ts';
import { formatarTelefone, mascararTelefone } from '@app/shared/domain/telefone.ts';
import type { Cliente, Endereco } from '@app/shared/schemas/clientes.ts';
import type { ClienteLinha } from '../queries/clientes.ts';
import type { EnderecoLinha } from '../queries/enderecos.ts';

type ClienteRow = Omit<ClienteLinha, 'bairro'> & { bairro?: string | null };

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/**
 * The customer as the API shows it. Without `clientes.dados` the phone is masked here, on the server
 * (LGPD data minimisation), so the full number never reaches that user's browser.
 */
export function toCliente(r: ClienteRow, verDados: boolean): Cliente {
  const tel = r.telefone;
  return {
    id: Number(r.id),
    nome: r.nome,
    telefone: tel && verDados ? tel : null,
    telefone_exibicao: tel ? (verDados ? formatarTelefone(tel) : mascararTelefone(tel)) : null,
    telefone_mascarado: !!tel && !verDados,
    origem_cliente: r.origem_cliente,
    email: r.email,
    observacoes: r.observacoes,
    bairro: r.bairro ?? null,
    total_pedidos: Number(r.total_pedidos),
    ultimo_pedido_em: iso(r.ultimo_pedido_em),
    anonimizado: r.anonimizado_em != null,
    criado_em: iso(r.criado_em)!,
    atualizado_em: iso(r.atualizado_em)!,
  };
}

export function toEndereco(r: EnderecoLinha): Endereco {
  return {
    id: Number(r.id),
    cliente_id: Number(r.cliente_id),
    rua: r.rua,
    numero: r.numero,
    bairro: r.bairro,
    complemento: r.complemento,
    cidade: r.cidade,
    estado: r.estado,
    cep: r.cep,
    ponto_referencia: r.ponto_referencia,
    taxa_entrega: centavosToReais(r.taxa_entrega_centavos),
    nome_identificacao: r.nome_identificacao,
    endereco_padrao: r.endereco_padrao,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}
