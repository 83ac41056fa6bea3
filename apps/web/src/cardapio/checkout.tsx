import { useEffect, useRef, useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { api, ErroApi, type Cotacao } from './api.ts';
import { subtotalCentavos, type Carrinho, type EstadoCarrinho } from './carrinho.ts';
import { paraEnvio, type CarrinhoServidor } from './carrinho-servidor.ts';
import { PassoConta, type Identificacao } from './conta.tsx';
import { centavos } from './dinheiro.ts';
import { Folha } from './folha.tsx';
import { navegar } from './navegacao.ts';
import { PassoEntrega, type Entrega } from './passo-entrega.tsx';
import { PassoPagamento, type Pagamento } from './passo-pagamento.tsx';
import { novaChaveIdempotencia } from './sessao.ts';

interface Props {
  dados: CardapioPublico;
  carrinho: Carrinho;
  servidor: CarrinhoServidor;
  estado: EstadoCarrinho;
  onVoltar: () => void;
  /** The server priced the cart differently from what the customer saw. */
  onPrecoMudou: () => void;
}

type Passo = 'identificacao' | 'entrega' | 'pagamento';
const TITULOS: Record<Passo, string> = {
  identificacao: 'Identificação',
  entrega: 'Entrega',
  pagamento: 'Pagamento',
};
const mensagem = (e: unknown) => (e instanceof Error ? e.message : 'Algo deu errado. Tente de novo.');

/**
 * The checkout, one step at a time; each step reached is recorded on the server cart (`step_atual`). The server's
 * quote (fee, discount, total) is what the customer confirms; the order is refused with a 409 if it changed since.
 */
export function Checkout({ dados, carrinho, servidor, estado, onVoltar, onPrecoMudou }: Props) {
  const slug = dados.empresa.slug;
  const [passo, setPasso] = useState<Passo>('identificacao');
  const [ident, setIdent] = useState<Identificacao | null>(null);
  const [entrega, setEntrega] = useState<Entrega | null>(null);
  const [cotacao, setCotacao] = useState<Cotacao | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // one key per order attempt: a double tap or a retry after a lost answer creates one order
  const idempotencia = useRef(novaChaveIdempotencia());

  useEffect(() => {
    void servidor.etapa('identificacao');
  }, [servidor]);

  const itens = estado.itens.map(paraEnvio);
  const cupom = estado.cupom || null;

  const identificado = (i: Identificacao) => {
    setIdent(i);
    setPasso('entrega');
    void servidor.etapa('entrega', { nome: i.nome, telefone: i.telefone });
  };

  const cotar = async (e: Entrega) => {
    setErro(null);
    setEnviando(true);
    try {
      const q = await api.cotacao(slug, { ...e, itens, cupom_codigo: cupom }, ident?.cliente?.token ?? null);
      if (centavos(q.subtotal_itens) !== subtotalCentavos(estado)) return onPrecoMudou();
      setEntrega(e);
      setCotacao(q);
      setPasso('pagamento');
      void servidor.etapa('pagamento');
    } catch (err) {
      setErro(mensagem(err));
    } finally {
      setEnviando(false);
    }
  };

  const pedir = async (pagamento: Pagamento, observacao: string) => {
    if (!entrega || !cotacao || !ident) return;
    setErro(null);
    setEnviando(true);
    try {
      const criado = await api.pedir(
        slug,
        {
          ...entrega,
          itens,
          cupom_codigo: cupom,
          pagamento,
          observacao: observacao || null,
          ...(ident.cliente ? {} : { cliente: { nome: ident.nome, telefone: ident.telefone } }),
          ...(servidor.id ? { carrinho_id: servidor.id } : {}),
          total_esperado: cotacao.total_pedido,
        },
        ident.cliente?.token ?? null,
        idempotencia.current,
      );
      servidor.encerrar();
      carrinho.esvaziar();
      sessionStorage.setItem(`cardapio:pedido:${criado.codigo}`, String(criado.numero_pedido));
      navegar(`/cardapio/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(criado.codigo)}`);
    } catch (err) {
      if (err instanceof ErroApi && err.status === 409) return onPrecoMudou();
      setErro(mensagem(err));
      idempotencia.current = novaChaveIdempotencia();
    } finally {
      setEnviando(false);
    }
  };

  const voltar = () => {
    setErro(null);
    if (passo === 'identificacao') onVoltar();
    else setPasso(passo === 'pagamento' ? 'entrega' : 'identificacao');
  };

  return (
    <Folha titulo={TITULOS[passo]} onClose={onVoltar}>
      <button type="button" className="link" onClick={voltar}>
        ← Voltar
      </button>
      {passo === 'identificacao' && <PassoConta slug={slug} onPronto={identificado} />}
      {passo === 'entrega' && (
        <PassoEntrega
          dados={dados}
          cliente={ident?.cliente ?? null}
          erro={erro}
          enviando={enviando}
          onPronto={(e) => void cotar(e)}
        />
      )}
      {passo === 'pagamento' && cotacao && entrega && (
        <PassoPagamento
          dados={dados}
          cotacao={cotacao}
          tipo={entrega.tipo}
          erro={erro}
          enviando={enviando}
          onPedir={(p, o) => void pedir(p, o)}
        />
      )}
    </Folha>
  );
}
