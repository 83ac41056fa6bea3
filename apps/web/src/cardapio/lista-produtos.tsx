import { useMemo } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { precoMinimo } from '@/components/item-dialog/cardapio.ts';
import { formatar } from './dinheiro.ts';
import { precificavel } from './precos.ts';

/** "R$ 24,90", or "A partir de R$ 44,00" when the size or a required choice can make it dearer. */
export function textoPreco(p: ProdutoPublico): string {
  const m = precoMinimo(precificavel(p));
  return m.aPartir ? `A partir de ${formatar(m.centavos)}` : formatar(m.centavos);
}

interface Props {
  categorias: CardapioPublico['categorias'];
  produtos: ProdutoPublico[];
  abrir: (p: ProdutoPublico) => void;
}

/** Categories as chips that jump to their section, then each category's products with photo and price. */
export function ListaProdutos({ categorias, produtos, abrir }: Props) {
  const secoes = useMemo(
    () =>
      categorias
        .map((c) => ({ c, itens: produtos.filter((p) => p.categoria_id === c.id).sort((a, b) => a.ordem - b.ordem) }))
        .filter((s) => s.itens.length > 0),
    [categorias, produtos],
  );
  if (!secoes.length) return <p className="centro">Nenhum produto disponível no momento.</p>;
  return (
    <>
      <nav className="categorias" aria-label="Categorias">
        {secoes.map(({ c }) => (
          <a key={c.id} href={`#categoria-${c.id}`}>
            {c.nome}
          </a>
        ))}
      </nav>
      {secoes.map(({ c, itens }, si) => (
        <section key={c.id} id={`categoria-${c.id}`} className="secao" aria-labelledby={`titulo-cat-${c.id}`}>
          <h2 id={`titulo-cat-${c.id}`}>{c.nome}</h2>
          {itens.map((p, pi) => (
            <button key={p.id} type="button" className="produto" onClick={() => abrir(p)}>
              <span className="produto-texto">
                <strong>{p.nome}</strong>
                {p.descricao && <span>{p.descricao}</span>}
                <strong className="preco">{textoPreco(p)}</strong>
              </span>
              {p.imagem_url && (
                // the first photos are above the fold on a phone: not lazy, so they are not the late LCP
                <img src={p.imagem_url} alt="" width={88} height={88} loading={si === 0 && pi < 3 ? 'eager' : 'lazy'} />
              )}
            </button>
          ))}
        </section>
      ))}
    </>
  );
}
