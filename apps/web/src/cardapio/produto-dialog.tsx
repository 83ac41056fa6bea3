import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { calcularPrecoItem, type EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import type { ItemCarrinho } from './carrinho.ts';
import { ComplementoEscolha } from './complemento-escolha.tsx';
import { descreverEscolha, precificavel } from './precos.ts';

interface Props {
  produto: ProdutoPublico;
  /** False while the store is closed or the site takes no orders: the dialog shows, the button does not add. */
  podeAdicionar: boolean;
  onClose: () => void;
  onAdd: (item: Omit<ItemCarrinho, 'chave'>) => void;
}

type Escolhas = Record<number, Record<number, number>>; // complemento → opção → quantidade

/** Size, flavours (½ ⅓ ¼), crust, extras, quantity and note of one item, priced by the shared function. */
export function ProdutoDialog({ produto, podeAdicionar, onClose, onAdd }: Props) {
  const preco = useMemo(() => precificavel(produto), [produto]);
  const [tamanho, setTamanho] = useState<string | null>(produto.tamanhos[0]?.nome ?? null);
  const [escolhas, setEscolhas] = useState<Escolhas>({});
  const [quantidade, setQuantidade] = useState(1);
  const [observacao, setObservacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const painel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    painel.current?.focus();
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', esc);
    document.body.classList.add('sem-rolagem');
    return () => {
      document.removeEventListener('keydown', esc);
      document.body.classList.remove('sem-rolagem');
    };
  }, [onClose]);

  // in catalogue order, so the description reads the same however the options were tapped
  const opcoes: EscolhaOpcao[] = produto.complementos.flatMap((k) =>
    k.opcoes
      .filter((o) => (escolhas[k.id]?.[o.opcao_id] ?? 0) > 0)
      .map((o) => {
        const q = escolhas[k.id]![o.opcao_id]!;
        return { complemento_id: k.id, opcao_id: o.opcao_id, ...(q > 1 ? { quantidade: q } : {}) };
      }),
  );
  const escolha = { tamanho, opcoes };
  const resultado = calcularPrecoItem(preco, escolha);
  const baseCentavos = preco.tamanhos.find((t) => t.nome === tamanho)?.preco_centavos ?? preco.preco_centavos;

  const definir = (k: number, opcao: number, q: number, unico: boolean) =>
    setEscolhas((e) => ({ ...e, [k]: unico ? (q > 0 ? { [opcao]: 1 } : {}) : { ...e[k], [opcao]: q } }));

  const adicionar = () => {
    setTentou(true);
    if (!resultado.ok || !podeAdicionar) return;
    onAdd({
      produto_id: produto.id,
      nome: produto.nome,
      descricao: descreverEscolha(preco, escolha),
      tamanho,
      opcoes,
      quantidade,
      observacao: observacao.trim(),
      preco_unitario_centavos: resultado.valor.preco_unitario_centavos,
    });
  };

  return (
    <div className="fundo" onClick={onClose}>
      <div
        ref={painel}
        className="folha"
        role="dialog"
        aria-modal="true"
        aria-labelledby="produto-titulo"
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="folha-topo">
          <h2 id="produto-titulo">{produto.nome}</h2>
          <button type="button" className="fechar" aria-label="Fechar" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="folha-corpo">
          {produto.imagem_url && <img className="produto-foto" src={produto.imagem_url} alt="" loading="lazy" />}
          {produto.descricao && <p className="dica">{produto.descricao}</p>}
          {produto.tamanhos.length > 0 && (
            <fieldset className="grupo">
              <legend>
                Tamanho<span className="obrigatorio">Obrigatório</span>
              </legend>
              {preco.tamanhos.map((t) => (
                <label key={t.nome} className="opcao">
                  <span className="opcao-nome">{t.nome}</span>
                  <small>{t.preco_centavos > 0 ? formatBRL(t.preco_centavos) : ''}</small>
                  <input type="radio" name="tamanho" checked={tamanho === t.nome} onChange={() => setTamanho(t.nome)} />
                </label>
              ))}
            </fieldset>
          )}
          {produto.complementos.map((k, ki) => (
            <ComplementoEscolha
              key={k.id}
              produto={produto}
              complemento={k}
              precos={preco.complementos[ki]!}
              baseCentavos={baseCentavos}
              tamanho={tamanho}
              escolhidas={escolhas[k.id] ?? {}}
              definir={(o, q, unico) => definir(k.id, o, q, unico)}
            />
          ))}
          <label className="campo">
            Observação
            <textarea
              value={observacao}
              maxLength={200}
              rows={2}
              placeholder="Ex.: sem cebola"
              onChange={(e) => setObservacao(e.target.value)}
            />
          </label>
          {tentou && !resultado.ok && (
            <ul className="erros" role="alert">
              {resultado.erros.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {tentou && !podeAdicionar && (
            <p className="erros" role="alert">
              A loja não está recebendo pedidos agora.
            </p>
          )}
        </div>
        <footer className="folha-rodape">
          <span className="passo">
            <button
              type="button"
              aria-label="Diminuir quantidade"
              disabled={quantidade <= 1}
              onClick={() => setQuantidade(quantidade - 1)}
            >
              −
            </button>
            <output aria-label="Quantidade">{quantidade}</output>
            <button
              type="button"
              aria-label="Aumentar quantidade"
              disabled={quantidade >= 99}
              onClick={() => setQuantidade(quantidade + 1)}
            >
              +
            </button>
          </span>
          <button type="button" className="primario" onClick={adicionar}>
            Adicionar{resultado.ok ? ` · ${formatBRL(resultado.valor.preco_unitario_centavos * quantidade)}` : ''}
          </button>
        </footer>
      </div>
    </div>
  );
}
