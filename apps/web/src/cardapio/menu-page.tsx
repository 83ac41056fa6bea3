import { useEffect, useState } from 'react';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { api } from './api.ts';
import { Cabecalho } from './cabecalho.tsx';
import { quantidadeItens, reconciliar, subtotalCentavos } from './carrinho.ts';
import { CarrinhoFolha } from './carrinho-folha.tsx';
import { Checkout } from './checkout.tsx';
import { formatar } from './dinheiro.ts';
import { ListaProdutos } from './lista-produtos.tsx';
import { ProdutoDialog } from './produto-dialog.tsx';
import { dispositivo, sessaoDoNavegador } from './sessao.ts';
import { useCardapio } from './use-cardapio.ts';
import { useCarrinho } from './use-carrinho.ts';
import { UltimosPedidos } from './ultimos-pedidos.tsx';

type Tela = 'menu' | 'carrinho' | 'checkout';

/** The menu of one business: header, categories, products, the item dialog, the cart and the checkout. */
export function MenuPage({ slug }: { slug: string }) {
  const { dados, erro, recarregar } = useCardapio(slug);
  const { carrinho, servidor, estado } = useCarrinho(slug);
  const [produto, setProduto] = useState<ProdutoPublico | null>(null);
  const [tela, setTela] = useState<Tela>('menu');
  const [avisos, setAvisos] = useState<string[]>([]);

  // once per menu load: a visit (the funnel's first step), the cart re-priced against today's menu, or the session's
  // server cart brought back when this browser's storage was emptied
  const versao = dados?.versao;
  useEffect(() => {
    if (!dados) return;
    void api.visita(slug, sessaoDoNavegador(), dispositivo()).catch(() => undefined);
    const r = reconciliar(carrinho.get().itens, dados.produtos);
    if (r.avisos.length) carrinho.substituirItens(r.itens);
    setAvisos(r.avisos);
    if (!carrinho.get().itens.length) void servidor.restaurar(dados.produtos).then((a) => a.length && setAvisos(a));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per catalogue version, not per object identity
  }, [versao, slug, carrinho, servidor]);

  if (erro && !dados)
    return (
      <main className="pagina centro">
        <p className="aviso erro" role="alert">
          {erro}
        </p>
      </main>
    );
  if (!dados) return <p className="centro">Carregando o cardápio…</p>;

  const podePedir = dados.loja.aberta && dados.aceita_pedidos;
  const n = quantidadeItens(estado);

  /** A price changed between the cart and the order: the menu is read again and the cart re-priced. */
  const precoMudou = async () => {
    const d = await recarregar();
    if (!d) return;
    const r = reconciliar(carrinho.get().itens, d.produtos);
    carrinho.substituirItens(r.itens);
    setAvisos(r.avisos.length ? r.avisos : ['Os preços do cardápio mudaram. Confira o carrinho antes de continuar.']);
    setTela('carrinho');
  };

  return (
    <main className="pagina">
      <Cabecalho d={dados} />
      <UltimosPedidos slug={slug} />
      {avisos.length > 0 && tela === 'menu' && (
        <div className="aviso" role="status">
          {avisos.map((a) => (
            <p key={a}>{a}</p>
          ))}
        </div>
      )}
      <ListaProdutos categorias={dados.categorias} produtos={dados.produtos} abrir={setProduto} />
      {n > 0 && tela === 'menu' && (
        <div className="barra">
          <button type="button" className="primario" onClick={() => setTela('carrinho')}>
            <span>
              Ver carrinho ({n} {n === 1 ? 'item' : 'itens'})
            </span>
            <span>{formatar(subtotalCentavos(estado))}</span>
          </button>
        </div>
      )}
      {produto && (
        <ProdutoDialog
          produto={produto}
          podeAdicionar={podePedir}
          onClose={() => setProduto(null)}
          onAdd={(item) => {
            carrinho.adicionar(item);
            setProduto(null);
          }}
        />
      )}
      {tela === 'carrinho' && (
        <CarrinhoFolha
          dados={dados}
          carrinho={carrinho}
          estado={estado}
          avisos={avisos}
          onClose={() => setTela('menu')}
          onContinuar={() => {
            setAvisos([]);
            setTela('checkout');
          }}
        />
      )}
      {tela === 'checkout' && (
        <Checkout
          dados={dados}
          carrinho={carrinho}
          servidor={servidor}
          estado={estado}
          onVoltar={() => setTela('carrinho')}
          onPrecoMudou={precoMudou}
        />
      )}
    </main>
  );
}
