// Demo orders for "Pizzaria Demo": a live board (a few orders of the last hours in every open status)
// and two weeks of history. Every order goes through the real order service, priced by the shared function.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { comoEmpresaId, queryRows, tenantTxDeSemente } from './tenant.ts';
import { minimoEscolhas, type EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { carregarCardapio, type ProdutoCardapio } from '../modules/catalogo/index.ts';
import { preparar } from '../modules/pedidos/service/preparar.ts';
import type { PedidoEntrada } from '../modules/pedidos/service/plano.ts';
import { criarPedido } from '../modules/pedidos/service/criar.ts';
import { AppError } from '../lib/errors.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every fresh demo looks the same. */
function aleatorio(semente: number) {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escolher(p: ProdutoCardapio, rnd: () => number) {
  const tamanho = p.tamanhos.length ? p.tamanhos[Math.floor(rnd() * p.tamanhos.length)]!.nome : null;
  const opcoes: EscolhaOpcao[] = [];
  for (const c of p.complementos) {
    const limite = c.tipo === 'sabor' ? Math.min(c.max_escolhas, p.max_sabores, 2) : Math.min(c.max_escolhas, 1);
    const n = Math.max(minimoEscolhas(c), Math.min(limite, Math.floor(rnd() * (limite + 1))));
    const pool = [...c.opcoes].sort(() => rnd() - 0.5).slice(0, n);
    for (const o of pool) opcoes.push({ complemento_id: c.id, opcao_id: o.id });
  }
  return { tamanho, opcoes };
}

export async function seedPedidosDemo(dono: Tx, empresaId: number, usuarioId: number): Promise<void> {
  const rnd = aleatorio(20261122);
  const tx = tenantTxDeSemente(dono, comoEmpresaId(empresaId));
  const { produtos } = await carregarCardapio(tx);
  if (produtos.length === 0) return;
  const clientes = await queryRows<{ id: number; endereco_id: number | null }>(
    tx,
    sql`
    SELECT c.id, (SELECT e.id FROM enderecos e WHERE e.empresa_id = c.empresa_id AND e.cliente_id = c.id ORDER BY e.endereco_padrao DESC, e.id LIMIT 1) AS endereco_id
    FROM clientes c WHERE c.empresa_id = ${empresaId} ORDER BY c.id LIMIT 40`,
  );
  const formas = await queryRows<{ id: number; tipo: string }>(
    tx,
    sql`SELECT id, tipo FROM formas_pagamento_padrao WHERE ativo ORDER BY id`,
  );
  const dinheiro = formas.find((f) => f.tipo === 'dinheiro');
  const outras = formas.filter((f) => f.tipo !== 'dinheiro');
  const canais = ['telefone', 'whatsapp', 'balcao', 'site', 'cardapio'] as const;
  const abertos = ['pendente', 'preparacao', 'preparacao', 'pronto', 'em_entrega'] as const;

  for (let i = 0; i < 36; i++) {
    const cliente = clientes[i % Math.max(clientes.length, 1)];
    const itens = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
      const p = produtos[Math.floor(rnd() * produtos.length)]!;
      return { produto_id: p.id, quantidade: 1 + Math.floor(rnd() * 2), ...escolher(p, rnd) };
    });
    const base = { canal: canais[i % canais.length]!, itens, pagamentos: [] as PedidoEntrada['pagamentos'] } as const;
    const delivery = cliente?.endereco_id
      ? { tipo: 'delivery' as const, cliente_id: Number(cliente.id), endereco_id: Number(cliente.endereco_id) }
      : null;
    let entrada: PedidoEntrada = {
      ...base,
      tipo: 'retirada',
      ...(cliente ? { cliente_id: Number(cliente.id) } : {}),
    } as PedidoEntrada;
    let total: number;
    try {
      if (!delivery) throw new AppError(400, 'sem endereço');
      entrada = { ...base, ...delivery } as PedidoEntrada;
      total = (await preparar(tx, entrada, 'cotacao')).totais.total_centavos;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      entrada = { ...base, tipo: 'retirada', ...(cliente ? { cliente_id: Number(cliente.id) } : {}) } as PedidoEntrada;
      total = (await preparar(tx, entrada, 'cotacao')).totais.total_centavos;
    }
    const emDinheiro = dinheiro && rnd() < 0.35;
    const forma = emDinheiro ? dinheiro : outras[Math.floor(rnd() * outras.length)]!;
    const troco = emDinheiro ? Math.ceil(total / 5000) * 5000 : null;
    entrada.pagamentos = [
      {
        forma_pagamento_padrao_id: Number(forma.id),
        valor: centavosToReais(total),
        ...(troco && troco > total ? { troco_para: centavosToReais(troco) } : {}),
      },
    ];
    const p = await criarPedido(tx, usuarioId, entrada);
    // the first few stay on today's board in open statuses; the rest become history
    const recente = i < 8;
    const status = recente ? abertos[i % abertos.length]! : rnd() < 0.9 ? 'concluido' : 'cancelado';
    const quando = recente
      ? sql`now() - make_interval(mins => ${5 + i * 9})`
      : sql`now() - make_interval(hours => ${6 + Math.floor(rnd() * 24 * 14)})`;
    await tx.execute(sql`UPDATE pedidos SET status = ${status}, criado_em = ${quando}, status_em = ${quando},
      visto_em = CASE WHEN ${status} = 'pendente' THEN NULL ELSE ${quando} END,
      motivo_cancelamento = CASE WHEN ${status} = 'cancelado' THEN 'Cliente desistiu' ELSE NULL END,
      previsao_entrega = ${quando} + interval '45 minutes'
      WHERE empresa_id = ${empresaId} AND id = ${p.id}`);
    await tx.execute(
      sql`UPDATE pedido_historico SET status = ${status}, em = ${quando} WHERE empresa_id = ${empresaId} AND pedido_id = ${p.id}`,
    );
  }
}
