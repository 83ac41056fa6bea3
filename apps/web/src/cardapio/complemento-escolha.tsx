import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { minimoEscolhas, precoNoTamanho, type ComplementoPrecificavel } from '@app/shared/domain/preco-item.ts';
import { maxDoComplemento, type Complemento } from './precos.ts';

interface Props {
  produto: ProdutoPublico;
  complemento: Complemento;
  /** The complement as the price function reads it (cents per size). */
  precos: ComplementoPrecificavel;
  /** The size's own price: a flavour reads as the whole pizza in that flavour. */
  baseCentavos: number;
  tamanho: string | null;
  /** opção → quantidade chosen in this complement */
  escolhidas: Record<number, number>;
  definir: (opcao: number, quantidade: number, unico: boolean) => void;
}

function titulo(sabor: boolean, k: Complemento, min: number, max: number): string {
  if (sabor) return max > 1 ? `Escolha até ${max} sabores` : 'Escolha o sabor';
  if (min > 0) return min === max ? `${k.nome} (escolha ${min})` : `${k.nome} (escolha de ${min} a ${max})`;
  return max === 1 ? `${k.nome} (opcional)` : `${k.nome} (opcional, até ${max})`;
}

/**
 * One complement of the item dialog: a single choice as radios (a crust), several as checkboxes (pizza flavours,
 * up to the pizza's limit), extras with a quantity each. Native inputs: accessible and light.
 */
export function ComplementoEscolha({
  produto,
  complemento: k,
  precos,
  baseCentavos,
  tamanho,
  escolhidas,
  definir,
}: Props) {
  const total = Object.values(escolhidas).reduce((a, b) => a + b, 0);
  const max = maxDoComplemento(produto, k);
  const min = minimoEscolhas(k);
  const unico = max === 1 && k.tipo !== 'adicional';
  // a pizza's flavour is priced as what the business's rule charges for the pizza, so it reads as
  // "Calabresa — R$ 55,00", not as an extra on top of something
  const sabor = produto.tipo === 'pizza' && k.tipo === 'sabor';
  const preco = (oi: number) => precoNoTamanho(precos.opcoes[oi]!, tamanho);
  const rotuloPreco = (oi: number) =>
    sabor ? formatBRL(baseCentavos + preco(oi)) : preco(oi) > 0 ? `+ ${formatBRL(preco(oi))}` : '';
  const regra =
    sabor && max > 1
      ? produto.regra_preco === 'maior'
        ? 'Com mais de um sabor, vale o preço do sabor mais caro.'
        : 'Com mais de um sabor, vale a média dos preços dos sabores.'
      : null;

  return (
    <fieldset className="grupo">
      <legend>
        {titulo(sabor, k, min, max)}
        {min > 0 && <span className="obrigatorio">Obrigatório</span>}
      </legend>
      {regra && <p className="dica">{regra}</p>}
      {k.opcoes.map((o, oi) => {
        const q = escolhidas[o.opcao_id] ?? 0;
        const id = `op-${k.id}-${o.opcao_id}`;
        if (k.tipo === 'adicional' && max > 1)
          return (
            <div key={o.opcao_id} className="opcao">
              <span className="opcao-nome">
                {o.nome} <small>{rotuloPreco(oi)}</small>
              </span>
              <span className="passo">
                <button
                  type="button"
                  aria-label={`Menos ${o.nome}`}
                  disabled={q === 0}
                  onClick={() => definir(o.opcao_id, q - 1, false)}
                >
                  −
                </button>
                <output aria-label={`Quantidade de ${o.nome}`}>{q}</output>
                <button
                  type="button"
                  aria-label={`Mais ${o.nome}`}
                  disabled={total >= max}
                  onClick={() => definir(o.opcao_id, q + 1, false)}
                >
                  +
                </button>
              </span>
            </div>
          );
        return (
          <label key={o.opcao_id} className="opcao" htmlFor={id}>
            <span className="opcao-nome">
              {o.nome}
              {o.descricao && <small className="opcao-desc">{o.descricao}</small>}
            </span>
            <small>{rotuloPreco(oi)}</small>
            <input
              id={id}
              type={unico ? 'radio' : 'checkbox'}
              name={`compl-${k.id}`}
              checked={q > 0}
              disabled={!unico && q === 0 && total >= max}
              onChange={(e) => definir(o.opcao_id, e.target.checked ? 1 : 0, unico)}
              onClick={() => {
                // a radio that is already chosen un-chooses on a second tap (an optional crust can be removed)
                if (unico && q > 0 && min === 0) definir(o.opcao_id, 0, true);
              }}
            />
          </label>
        );
      })}
    </fieldset>
  );
}
