import { useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import type { Cotacao } from './api.ts';
import { centavos, formatar } from './dinheiro.ts';

export interface Pagamento {
  forma_pagamento_id?: number;
  forma_pagamento_padrao_id?: number;
  troco_para?: number | null;
}

interface Props {
  dados: CardapioPublico;
  cotacao: Cotacao;
  tipo: 'delivery' | 'retirada';
  erro: string | null;
  enviando: boolean;
  onPedir: (p: Pagamento, observacao: string) => void;
}

const TIPOS: Record<string, string> = {
  dinheiro: 'Dinheiro',
  credito: 'Cartão de crédito',
  debito: 'Cartão de débito',
  pix: 'Pix',
  vale_refeicao: 'Vale-refeição',
};

/** Payment on delivery (cash with change, card, Pix), the server's totals, a note, and the order button. */
export function PassoPagamento({ dados, cotacao, tipo, erro, enviando, onPedir }: Props) {
  const formas = dados.formas_pagamento;
  const [forma, setForma] = useState<number | null>(formas.length === 1 ? 0 : null);
  const [troco, setTroco] = useState('');
  const [semTroco, setSemTroco] = useState(false);
  const [observacao, setObservacao] = useState('');
  const [falta, setFalta] = useState<string | null>(null);
  const total = centavos(cotacao.total_pedido);
  const f = forma == null ? null : formas[forma]!;
  const dinheiro = f?.tipo === 'dinheiro';

  const pedir = () => {
    if (!f) return setFalta('Escolha a forma de pagamento');
    let troco_para: number | null = null;
    if (dinheiro && !semTroco) {
      const c = parseCentavos(troco);
      if (c == null) return setFalta('Informe para quanto é o troco, ou marque "Não preciso de troco"');
      if (c < total) return setFalta(`O troco precisa ser para um valor a partir de ${formatar(total)}`);
      troco_para = c / 100;
    }
    setFalta(null);
    onPedir(
      f.forma_pagamento_id != null
        ? { forma_pagamento_id: f.forma_pagamento_id, troco_para }
        : { forma_pagamento_padrao_id: f.forma_pagamento_padrao_id!, troco_para },
      observacao.trim(),
    );
  };

  return (
    <div>
      <fieldset className="grupo">
        <legend>
          Pagamento na {tipo === 'delivery' ? 'entrega' : 'retirada'}
          <span className="obrigatorio">Obrigatório</span>
        </legend>
        {formas.map((x, i) => (
          <label key={`${x.forma_pagamento_id}-${x.forma_pagamento_padrao_id}`} className="opcao">
            <span className="opcao-nome">
              {x.nome}
              {TIPOS[x.tipo] && TIPOS[x.tipo] !== x.nome && <small className="opcao-desc">{TIPOS[x.tipo]}</small>}
            </span>
            <input type="radio" name="forma" checked={forma === i} onChange={() => setForma(i)} />
          </label>
        ))}
      </fieldset>
      {dinheiro && (
        <>
          <label className="campo">
            Troco para quanto?
            <input
              inputMode="decimal"
              placeholder="Ex.: 100,00"
              value={troco}
              disabled={semTroco}
              onChange={(e) => setTroco(e.target.value)}
            />
          </label>
          <label className="opcao">
            <span className="opcao-nome">Não preciso de troco</span>
            <input type="checkbox" checked={semTroco} onChange={(e) => setSemTroco(e.target.checked)} />
          </label>
        </>
      )}
      <label className="campo">
        Observação do pedido (opcional)
        <textarea rows={2} maxLength={500} value={observacao} onChange={(e) => setObservacao(e.target.value)} />
      </label>
      <div className="totais" data-testid="totais-pedido">
        <p>
          <span>Itens</span>
          <span>{formatar(centavos(cotacao.subtotal_itens))}</span>
        </p>
        {tipo === 'delivery' && (
          <p>
            <span>Taxa de entrega</span>
            <span>{cotacao.taxa_entrega > 0 ? formatar(centavos(cotacao.taxa_entrega)) : 'Grátis'}</span>
          </p>
        )}
        {cotacao.desconto > 0 && (
          <p>
            <span>Desconto</span>
            <span>− {formatar(centavos(cotacao.desconto))}</span>
          </p>
        )}
        <p className="total">
          <span>Total</span>
          <span>{formatar(total)}</span>
        </p>
      </div>
      {(falta ?? erro) && (
        <p className="aviso erro" role="alert">
          {falta ?? erro}
        </p>
      )}
      <button type="button" className="primario" disabled={enviando} onClick={pedir}>
        {enviando ? 'Enviando…' : `Fazer pedido · ${formatar(total)}`}
      </button>
    </div>
  );
}
