import { useEffect, useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { api, type EnderecoCliente } from './api.ts';
import { EnderecoForm, enderecoVazio, faltando, paraApi, type EnderecoDigitado } from './endereco-form.tsx';
import type { ClienteLogado } from './sessao.ts';

export interface Entrega {
  tipo: 'delivery' | 'retirada';
  endereco_id?: number;
  endereco?: ReturnType<typeof paraApi>;
}

interface Props {
  dados: CardapioPublico;
  cliente: ClienteLogado | null;
  erro: string | null;
  enviando: boolean;
  onPronto: (e: Entrega) => void;
}

const linha = (e: EnderecoCliente) =>
  [`${e.rua}${e.numero ? `, ${e.numero}` : ''}`, e.complemento, e.bairro, e.cidade].filter(Boolean).join(' · ');

/** Delivery or pickup; for delivery, one of a logged-in customer's addresses or a typed one. */
export function PassoEntrega({ dados, cliente, erro, enviando, onPronto }: Props) {
  const [tipo, setTipo] = useState<Entrega['tipo']>('delivery');
  const [salvos, setSalvos] = useState<EnderecoCliente[]>([]);
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const [endereco, setEndereco] = useState<EnderecoDigitado>(() => enderecoVazio(dados));
  const [faltas, setFaltas] = useState<string[]>([]);

  useEffect(() => {
    if (!cliente) return;
    api
      .enderecos(cliente.token)
      .then((r) => {
        setSalvos(r.items);
        const padrao = r.items.find((e) => e.endereco_padrao) ?? r.items[0];
        if (padrao) setEscolhido(padrao.id);
      })
      .catch(() => undefined); // no saved addresses to offer: the form is there
  }, [cliente]);

  const continuar = () => {
    if (tipo === 'retirada') return onPronto({ tipo });
    if (escolhido != null) return onPronto({ tipo, endereco_id: escolhido });
    const f = faltando(endereco);
    setFaltas(f);
    if (!f.length) onPronto({ tipo, endereco: paraApi(endereco) });
  };

  return (
    <div>
      <div className="escolhas" role="radiogroup" aria-label="Entrega ou retirada">
        <label>
          <input type="radio" name="tipo" checked={tipo === 'delivery'} onChange={() => setTipo('delivery')} />
          Entrega
        </label>
        <label>
          <input type="radio" name="tipo" checked={tipo === 'retirada'} onChange={() => setTipo('retirada')} />
          Retirar no local
        </label>
      </div>
      {tipo === 'delivery' && salvos.length > 0 && (
        <fieldset className="grupo">
          <legend>Seus endereços</legend>
          {salvos.map((e) => (
            <label key={e.id} className="opcao">
              <span className="opcao-nome">
                {e.nome_identificacao && <strong>{e.nome_identificacao} </strong>}
                {linha(e)}
              </span>
              <input type="radio" name="endereco" checked={escolhido === e.id} onChange={() => setEscolhido(e.id)} />
            </label>
          ))}
          <label className="opcao">
            <span className="opcao-nome">Outro endereço</span>
            <input type="radio" name="endereco" checked={escolhido == null} onChange={() => setEscolhido(null)} />
          </label>
        </fieldset>
      )}
      {tipo === 'delivery' && escolhido == null && <EnderecoForm dados={dados} valor={endereco} mudar={setEndereco} />}
      {faltas.length > 0 && (
        <ul className="erros" role="alert">
          {faltas.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      {erro && (
        <p className="aviso erro" role="alert">
          {erro}
        </p>
      )}
      <button type="button" className="primario" disabled={enviando} onClick={continuar}>
        Continuar para o pagamento
      </button>
    </div>
  );
}
