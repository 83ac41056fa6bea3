// The public menu's calls: plain fetch (no axios, no query library) to keep the customer's first load small.
// Never a staff token: the customer token (from /clientes/login) goes only where the API takes it.
import type {
  CardapioPublico,
  PedidoPublicoBody,
  PedidoPublicoCriado,
  Acompanhamento,
} from '@app/shared/schemas/cliente-publico.ts';
import type { Carrinho as CarrinhoServidor, CarrinhoCreate, CarrinhoPatch } from '@app/shared/schemas/carrinhos.ts';
import type { SessaoCliente } from '@app/shared/schemas/cliente-conta.ts';

export class ErroApi extends Error {
  constructor(
    readonly status: number,
    mensagem: string,
    readonly corpo: unknown,
  ) {
    super(mensagem);
  }
}

interface Opcoes {
  token?: string | null;
  idempotencia?: string;
  etag?: string;
}

async function chamar<T>(metodo: string, caminho: string, corpo?: unknown, op: Opcoes = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (corpo !== undefined) headers['content-type'] = 'application/json';
  if (op.token) headers.authorization = `Bearer ${op.token}`;
  if (op.idempotencia) headers['idempotency-key'] = op.idempotencia;
  let res: Response;
  try {
    res = await fetch(`/api${caminho}`, {
      method: metodo,
      headers,
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
  } catch {
    throw new ErroApi(0, 'Sem conexão. Verifique a internet e tente de novo.', null);
  }
  if (res.status === 204) return undefined as T;
  const dados: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const p = (dados ?? {}) as { detail?: string; title?: string };
    const mensagem =
      res.status === 429
        ? 'Muitas tentativas. Aguarde um pouco e tente de novo.'
        : (p.detail ?? p.title ?? 'Algo deu errado. Tente de novo.');
    throw new ErroApi(res.status, mensagem, dados);
  }
  return dados as T;
}

const slugQ = (slug: string) => `slug=${encodeURIComponent(slug)}`;
const base = (slug: string) => `/publico/cardapio/${encodeURIComponent(slug)}`;

export type ItemEnvio = PedidoPublicoBody['itens'][number];
export type CotacaoBody = Omit<
  PedidoPublicoBody,
  'pagamento' | 'cliente' | 'carrinho_id' | 'total_esperado' | 'observacao'
>;
export interface Cotacao {
  subtotal_itens: number;
  taxa_entrega: number;
  desconto: number;
  total_pedido: number;
}

export const api = {
  cardapio: (slug: string) => chamar<CardapioPublico>('GET', base(slug)),
  visita: (slug: string, session: string, dispositivo: 'celular' | 'tablet' | 'computador') =>
    chamar<void>('POST', `${base(slug)}/visitas`, { session, origem: document.referrer || null, dispositivo }),
  cotacao: (slug: string, corpo: CotacaoBody, token: string | null) =>
    chamar<Cotacao>('POST', `${base(slug)}/cotacao`, corpo, { token }),
  pedir: (slug: string, corpo: PedidoPublicoBody, token: string | null, idempotencia: string) =>
    chamar<PedidoPublicoCriado>('POST', `${base(slug)}/pedidos`, corpo, { token, idempotencia }),
  cep: (slug: string, cep: string) =>
    chamar<{ rua: string; bairro: string; cidade: string; estado: string }>('GET', `${base(slug)}/cep/${cep}`),
  acompanhar: (slug: string, codigo: string) =>
    chamar<Acompanhamento>('GET', `${base(slug)}/pedidos/${encodeURIComponent(codigo)}`),

  criarCarrinho: (corpo: CarrinhoCreate, token: string | null) =>
    chamar<CarrinhoServidor>('POST', '/carrinhos', corpo, { token }),
  carrinhoDaSessao: (slug: string, session: string) =>
    chamar<CarrinhoServidor>('GET', `/carrinhos/sessao/${encodeURIComponent(session)}?${slugQ(slug)}`),
  alterarCarrinho: (slug: string, id: string, corpo: CarrinhoPatch, token: string | null) =>
    chamar<CarrinhoServidor>('PATCH', `/carrinhos/${encodeURIComponent(id)}?${slugQ(slug)}`, corpo, { token }),

  cadastrar: (corpo: { slug: string; nome: string; telefone: string; senha: string }) =>
    chamar<SessaoCliente>('POST', '/clientes/definir-senha', corpo),
  entrar: (corpo: { slug: string; telefone: string; senha: string }) =>
    chamar<SessaoCliente>('POST', '/clientes/login', corpo),
  pedirCodigo: (corpo: { slug: string; telefone: string }) =>
    chamar<{ mensagem: string }>('POST', '/clientes/redefinir-senha/request', corpo),
  redefinir: (corpo: { slug: string; telefone: string; reset_code: string; nova_senha: string }) =>
    chamar<{ mensagem: string } | SessaoCliente>('POST', '/clientes/redefinir-senha/confirm', corpo),
  pedidosDoCliente: (token: string) =>
    chamar<{ items: PedidoCliente[] }>('GET', '/publico/cliente/pedidos', undefined, { token }),
  enderecos: (token: string) =>
    chamar<{ items: EnderecoCliente[] }>('GET', '/publico/cliente/enderecos', undefined, { token }),
};

export interface PedidoCliente {
  codigo: string;
  numero_pedido: number;
  status_texto: string;
  criado_em: string;
  total_pedido: number;
  itens: { quantidade: number; nome: string }[];
}

export interface EnderecoCliente {
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
