// The delivery receipt ("via do cliente / via da entrega"): one pure function from the order as read for printing
// (spec §3, every field) to the lines the printer gets. Printed documents are in Portuguese whatever the screen's
// language: they are handed to a Brazilian customer or courier.
import type { Pedido } from '../schemas/pedidos.ts';
import { formatDateTime, formatTime } from './dates.ts';
import { formatBRL, reaisToCentavos } from './money.ts';
import { formatarTelefone } from './telefone.ts';
import { Pagina, type Documento, type OpcoesDocumento } from './recibo-texto.ts';

export const TIPO_IMPRESSO: Record<string, string> = {
  delivery: 'DELIVERY',
  retirada: 'RETIRADA',
  retirar: 'RETIRADA',
  local: 'NO LOCAL',
};
export const CANAL_IMPRESSO: Record<string, string> = {
  balcao: 'Balcão',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  site: 'Site',
  cardapio: 'Cardápio digital',
  public: 'Site',
  ifood: 'iFood',
  mesa: 'Mesa',
};

const brl = (reais: number) => formatBRL(reaisToCentavos(reais));

/** "+5541987654321" prints as "(41) 98765-4321"; a masked or foreign phone prints as it came. */
export function telefoneImpresso(telefone: string): string {
  return /^\+55\d{10,11}$/.test(telefone) ? formatarTelefone(telefone) : telefone;
}

/** A pizza's flavours as fractions: 2 flavours are "1/2 X", 3 are "1/3 X", 4 are "1/4 X"; one flavour is its name. */
export function saboresImpressos(sabores: readonly string[]): string[] {
  if (sabores.length <= 1) return [...sabores];
  return sabores.map((s) => `1/${sabores.length} ${s}`);
}

/** An extra: "+ Bacon" or "+ 2x Bacon" (the quantity only when it is more than one). */
export function complementoImpresso(c: { complementName: string; quantity: number }): string {
  return c.quantity > 1 ? `+ ${c.quantity}x ${c.complementName}` : `+ ${c.complementName}`;
}

/** Flavours, crust, extras and the note of an item, as the lines under its name (receipt and kitchen ticket). */
export function detalhesDoItem(item: {
  sabores: readonly string[];
  borda: string | null;
  complementos: readonly { complementName: string; quantity: number }[];
}): string[] {
  return [
    ...saboresImpressos(item.sabores),
    ...(item.borda ? [`Borda: ${item.borda}`] : []),
    ...item.complementos.map(complementoImpresso),
  ];
}

/** "Rua Açaí, 123 - Apto 45" and "Vila Mariana - Curitiba/PR". */
function enderecoImpresso(e: NonNullable<Pedido['endereco']>): string[] {
  const rua = [e.rua, e.numero].filter(Boolean).join(', ') + (e.complemento ? ` - ${e.complemento}` : '');
  return [rua, `${e.bairro} - ${e.cidade}/${e.estado}`, ...(e.cep ? [`CEP ${e.cep}`] : [])];
}

export function reciboDoPedido(p: Pedido, o: OpcoesDocumento): Documento {
  const pg = new Pagina(o);
  pg.grande(`PEDIDO #${p.numero_pedido}`, true, { negrito: true });
  if (p.status === 'cancelado') pg.grande('CANCELADO', true, { negrito: true, invertido: true });
  pg.centro(p.nome_empresa, { negrito: true });
  pg.centro(formatDateTime(p.data_criacao, o.timezone));
  pg.regua();
  pg.rotulo('Tipo:', TIPO_IMPRESSO[p.tipo] ?? p.tipo, { negrito: true });
  pg.rotulo('Canal:', CANAL_IMPRESSO[p.canal] ?? p.canal);
  if (p.previsao_entrega) pg.rotulo('Previsão:', formatTime(p.previsao_entrega, o.timezone));
  if (p.entregador_nome) pg.rotulo('Entregador:', p.entregador_nome);

  pg.regua();
  pg.rotulo('Cliente:', p.nome_cliente ?? 'Não informado', { negrito: true });
  if (p.telefone) pg.rotulo('Tel.:', telefoneImpresso(p.telefone));
  if (p.cliente_id !== null) pg.rotulo('Pedidos do cliente:', String(p.cliente_qtd_pedidos));
  if (p.endereco) {
    const [primeira = '', ...resto] = enderecoImpresso(p.endereco);
    pg.rotulo('End.:', primeira);
    for (const l of resto) pg.recuado(l, 'End.: '.length);
    if (p.endereco.ponto_referencia) pg.rotulo('Ref.:', p.endereco.ponto_referencia);
  }

  pg.regua();
  for (const item of p.produtos) {
    pg.valor(
      `${item.quantidade}x ${item.nome}`,
      formatBRL(reaisToCentavos(item.preco_unitario) * item.quantidade),
      {},
      3,
    );
    for (const d of detalhesDoItem(item)) pg.recuado(d, 3);
    if (item.observacao) pg.recuado(`OBS: ${item.observacao}`, 3, { negrito: true });
  }

  pg.regua();
  pg.valor('Subtotal', brl(p.subtotal_itens));
  if (p.tipo === 'delivery') pg.valor('Taxa de entrega', p.taxa_entrega > 0 ? brl(p.taxa_entrega) : 'Grátis');
  if (p.desconto > 0) pg.valor(p.cupom_codigo ? `Desconto (${p.cupom_codigo})` : 'Desconto', `-${brl(p.desconto)}`);
  pg.valor('TOTAL', brl(p.total_pedido), { negrito: true });

  if (p.pagamentos.length > 0) {
    pg.regua();
    pg.texto('Pagamento:', { negrito: true });
    for (const pag of p.pagamentos) {
      pg.valor(pag.tipo, brl(pag.valor));
      if (pag.troco_para !== null && pag.troco_para > pag.valor) {
        const troco = reaisToCentavos(pag.troco_para) - reaisToCentavos(pag.valor);
        pg.recuado(`Troco para ${brl(pag.troco_para)}: ${formatBRL(troco)}`, 0, { negrito: true });
      }
      if (pag.observacao) pg.recuado(pag.observacao, 3);
    }
  }

  if (p.observacao || p.observacao_interna) {
    pg.regua();
    if (p.observacao) pg.rotulo('Obs.:', p.observacao, { negrito: true });
    if (p.observacao_interna) pg.rotulo('Obs. interna:', p.observacao_interna);
  }
  pg.regua();
  pg.centro(`Código do pedido: ${p.codigo}`);
  pg.centro('*** NÃO É DOCUMENTO FISCAL ***');
  return pg.documento();
}
