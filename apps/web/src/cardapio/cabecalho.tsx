import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { DIAS_SEMANA, DIAS_SEMANA_LABEL } from '@app/shared/domain/horarios.ts';
import { centavos, formatar } from './dinheiro.ts';

/** "sexta-feira às 18:00": when a closed store opens again, in the business's timezone. */
export function quandoAbre(iso: string, timeZone: string): string {
  const d = new Date(iso);
  const dia = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone }).format(d);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(d);
  const hoje = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone }).format(new Date());
  return dia === hoje && d.getTime() - Date.now() < 86_400_000 ? `hoje às ${hora}` : `${dia} às ${hora}`;
}

/** The business: banner, logo, name, open or closed, today's hours (all days on tap), delivery fees and minimums. */
export function Cabecalho({ d }: { d: CardapioPublico }) {
  const { empresa, loja } = d;
  const taxas = d.areas.map((a) => centavos(a.taxa_entrega));
  const minTaxa = taxas.length ? Math.min(...taxas) : null;
  return (
    <header>
      {empresa.banner_url && <img className="banner" src={empresa.banner_url} alt="" fetchPriority="high" />}
      <div className="topo">
        {empresa.logo_url && <img className="logo" src={empresa.logo_url} alt={`Logo de ${empresa.nome}`} />}
        <div>
          <h1>{empresa.nome}</h1>
          <span className={loja.aberta ? 'situacao' : 'situacao fechada'} data-testid="situacao-loja">
            {loja.aberta ? 'Aberto agora' : 'Fechado'}
          </span>
        </div>
      </div>
      <div className="info">
        {empresa.texto_boas_vindas && <p>{empresa.texto_boas_vindas}</p>}
        <details>
          <summary>Hoje: {loja.horario_hoje}</summary>
          <table>
            <tbody>
              {DIAS_SEMANA.map((dia) => (
                <tr key={dia}>
                  <td>{DIAS_SEMANA_LABEL[dia]}</td>
                  <td>{(loja.horarios[dia] ?? []).map((i) => `${i.inicio} às ${i.fim}`).join(', ') || 'Fechado'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        {d.areas.length > 0 && (
          <details>
            <summary>
              Entrega {minTaxa === 0 ? 'grátis em algumas regiões' : `a partir de ${formatar(minTaxa ?? 0)}`}
              {d.tempo_entrega_min > 0 ? ` · ${d.tempo_entrega_min} min` : ''}
            </summary>
            <table>
              <tbody>
                {d.areas.map((a) => (
                  <tr key={a.nome}>
                    <td>
                      {a.nome}
                      {a.bairros.length > 0 && <small> ({a.bairros.join(', ')})</small>}
                    </td>
                    <td>Taxa {formatar(centavos(a.taxa_entrega))}</td>
                    <td>{a.pedido_minimo > 0 ? `Mínimo ${formatar(centavos(a.pedido_minimo))}` : 'Sem mínimo'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
        {d.pedido_minimo > 0 && <p>Pedido mínimo: {formatar(centavos(d.pedido_minimo))}</p>}
      </div>
      {!loja.aberta && (
        <p className="aviso erro" role="status">
          A loja está fechada agora{loja.motivo ? ` (${loja.motivo})` : ''}
          {loja.fechado_ate ? ` e abre ${quandoAbre(loja.fechado_ate, empresa.timezone)}` : ''}. Você pode ver o
          cardápio, mas os pedidos só são aceitos no horário de funcionamento.
        </p>
      )}
      {loja.aberta && !d.aceita_pedidos && (
        <p className="aviso" role="status">
          Este cardápio é só para consulta: os pedidos não são feitos pelo site.
        </p>
      )}
    </header>
  );
}
