import { useEffect, useState } from 'react';
import { api, type PedidoCliente } from './api.ts';
import { centavos, formatar } from './dinheiro.ts';
import { lerCliente } from './sessao.ts';

/** A logged-in customer's last orders, each a link to its tracking page. */
export function UltimosPedidos({ slug }: { slug: string }) {
  const [itens, setItens] = useState<PedidoCliente[]>([]);
  useEffect(() => {
    const c = lerCliente(slug);
    if (!c) return;
    api
      .pedidosDoCliente(c.token)
      .then((r) => setItens(r.items.slice(0, 3)))
      .catch(() => undefined); // an expired token: the menu works without the list
  }, [slug]);
  if (!itens.length) return null;
  return (
    <details className="info">
      <summary>Seus últimos pedidos</summary>
      {itens.map((p) => (
        <p key={p.codigo}>
          <a href={`/cardapio/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(p.codigo)}`}>
            Pedido nº {p.numero_pedido}
          </a>{' '}
          · {p.status_texto} · {formatar(centavos(p.total_pedido))}
          <br />
          <small>{p.itens.map((i) => `${i.quantidade}x ${i.nome}`).join(', ')}</small>
        </p>
      ))}
    </details>
  );
}
