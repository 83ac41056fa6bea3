import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { subtotalCentavos, type Carrinho, type EstadoCarrinho } from './carrinho.ts';
import { centavos, formatar } from './dinheiro.ts';
import { Folha } from './folha.tsx';

interface Props {
  dados: CardapioPublico;
  carrinho: Carrinho;
  estado: EstadoCarrinho;
  avisos: string[];
  onClose: () => void;
  onContinuar: () => void;
}

/** The cart: lines with quantity, the coupon, the subtotal against the site's minimum. */
export function CarrinhoFolha({ dados, carrinho, estado, avisos, onClose, onContinuar }: Props) {
  const subtotal = subtotalCentavos(estado);
  const minimo = centavos(dados.pedido_minimo);
  const abaixo = subtotal < minimo;
  const podePedir = dados.loja.aberta && dados.aceita_pedidos;
  return (
    <Folha
      titulo="Seu carrinho"
      onClose={onClose}
      rodape={
        <button
          type="button"
          className="primario"
          disabled={!estado.itens.length || abaixo || !podePedir}
          onClick={onContinuar}
        >
          Continuar · {formatar(subtotal)}
        </button>
      }
    >
      {avisos.length > 0 && (
        <div className="aviso" role="status">
          {avisos.map((a) => (
            <p key={a}>{a}</p>
          ))}
        </div>
      )}
      {!estado.itens.length && <p>Seu carrinho está vazio.</p>}
      {estado.itens.map((i) => (
        <div key={i.chave} className="item-carrinho" data-testid="item-carrinho">
          <div>
            <strong>{i.nome}</strong>
            {i.descricao && <small>{i.descricao}</small>}
            {i.observacao && <small>Obs.: {i.observacao}</small>}
            <small>{formatar(i.preco_unitario_centavos * i.quantidade)}</small>
          </div>
          <span className="passo">
            <button
              type="button"
              aria-label={`Menos ${i.nome}`}
              onClick={() => carrinho.alterarQuantidade(i.chave, i.quantidade - 1)}
            >
              −
            </button>
            <output aria-label={`Quantidade de ${i.nome}`}>{i.quantidade}</output>
            <button
              type="button"
              aria-label={`Mais ${i.nome}`}
              disabled={i.quantidade >= 99}
              onClick={() => carrinho.alterarQuantidade(i.chave, i.quantidade + 1)}
            >
              +
            </button>
          </span>
        </div>
      ))}
      <label className="campo">
        Cupom de desconto
        <input
          value={estado.cupom}
          maxLength={30}
          autoCapitalize="characters"
          placeholder="Se tiver, digite aqui"
          onChange={(e) => carrinho.definirCupom(e.target.value)}
        />
      </label>
      <div className="totais">
        <p className="total">
          <span>Subtotal</span>
          <span data-testid="subtotal-carrinho">{formatar(subtotal)}</span>
        </p>
      </div>
      {abaixo && estado.itens.length > 0 && (
        <p className="aviso erro" role="alert">
          O pedido mínimo é {formatar(minimo)}. Faltam {formatar(minimo - subtotal)}.
        </p>
      )}
      {!podePedir && (
        <p className="aviso erro" role="alert">
          {dados.loja.aberta
            ? 'Este cardápio não recebe pedidos pelo site.'
            : 'A loja está fechada agora: não é possível fazer pedidos.'}
        </p>
      )}
    </Folha>
  );
}
