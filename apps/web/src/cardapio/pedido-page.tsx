import { useEffect, useState } from 'react';
import type { Acompanhamento } from '@app/shared/schemas/cliente-publico.ts';
import { api, ErroApi } from './api.ts';
import { centavos, formatar } from './dinheiro.ts';

/** How often the tracking page asks for news while the order is open (a light ETag'd GET). */
const INTERVALO_MS = 3000;
const FINAIS = new Set(['concluido', 'cancelado']);
const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * The order's confirmation (right after ordering) and its live tracking: the status, the timeline and the totals.
 * The address is the unguessable code; the page reads again every few seconds until the order is finished.
 */
export default function PedidoPage({ slug, codigo }: { slug: string; codigo: string }) {
  const [p, setP] = useState<Acompanhamento | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const recemCriado = sessionStorage.getItem(`cardapio:pedido:${codigo}`) !== null;

  useEffect(() => {
    let ativo = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ler = async () => {
      try {
        const a = await api.acompanhar(slug, codigo);
        if (!ativo) return;
        setP(a);
        setErro(null);
        document.title = `Pedido nº ${a.numero_pedido} · ${a.empresa_nome}`;
        if (FINAIS.has(a.status)) return;
      } catch (e) {
        if (!ativo) return;
        if (e instanceof ErroApi && e.status === 404) return setErro('Pedido não encontrado. Confira o link recebido.');
        setErro('Sem conexão no momento; tentando de novo…');
      }
      timer = setTimeout(() => void ler(), INTERVALO_MS);
    };
    void ler();
    return () => {
      ativo = false;
      clearTimeout(timer);
    };
  }, [slug, codigo]);

  if (!p)
    return (
      <main className="pagina centro">
        {erro ? (
          <p className="aviso erro" role="alert">
            {erro}
          </p>
        ) : (
          <p>Carregando o pedido…</p>
        )}
      </main>
    );

  return (
    <main className="pagina centro">
      {recemCriado && <p className="aviso">Pedido enviado! Guarde este link para acompanhar.</p>}
      <h1>Pedido nº {p.numero_pedido}</h1>
      <p className="dica">
        {p.empresa_nome} · {p.tipo === 'delivery' ? 'Entrega' : 'Retirada'} · feito às {hora(p.criado_em)}
      </p>
      <p className="status-atual" role="status" aria-live="polite" data-testid="status-pedido">
        {p.status_texto}
      </p>
      {p.status === 'cancelado' && p.motivo_cancelamento && <p className="aviso erro">{p.motivo_cancelamento}</p>}
      {p.previsao_entrega && !FINAIS.has(p.status) && <p>Previsão: {hora(p.previsao_entrega)}</p>}
      <ol className="linha-tempo" aria-label="Andamento">
        {p.timeline.map((t) => (
          <li key={`${t.status}-${t.em}`}>
            {hora(t.em)} — {t.status_texto}
          </li>
        ))}
      </ol>
      <h2>Itens</h2>
      {p.itens.map((i, n) => (
        <p key={n} className="totais">
          <span>
            {i.quantidade}x {i.nome}
          </span>
        </p>
      ))}
      <div className="totais">
        {p.taxa_entrega > 0 && (
          <p>
            <span>Taxa de entrega</span>
            <span>{formatar(centavos(p.taxa_entrega))}</span>
          </p>
        )}
        {p.desconto > 0 && (
          <p>
            <span>Desconto</span>
            <span>− {formatar(centavos(p.desconto))}</span>
          </p>
        )}
        <p className="total">
          <span>Total</span>
          <span>{formatar(centavos(p.total_pedido))}</span>
        </p>
      </div>
      {erro && <p className="dica">{erro}</p>}
      <a className="secundario" href={`/cardapio/${encodeURIComponent(slug)}`}>
        Voltar ao cardápio
      </a>
    </main>
  );
}
