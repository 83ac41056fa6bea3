import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { proximosStatus, STATUS_LABEL, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import { centavosToReais, centavosParaTexto } from '@app/shared/domain/money.ts';
import { formatarTelefone, mascararTelefone } from '@app/shared/domain/telefone.ts';
import type { PedidoDoCliente } from '@app/shared/schemas/clientes.ts';
import { LIMITES_PEDIDO, type pedidoDetalheSchema, type PedidoResumo } from '@app/shared/schemas/pedidos.ts';
import { type PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';
import { type Cardapio } from '@app/shared/schemas/pedidos-cardapio.ts';
import { notFound } from '../../../lib/errors.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as clientes from '../../clientes/index.ts';
import * as q from '../queries/consulta.ts';
import * as h from '../queries/historico.ts';
import type { CacheHistorico } from './historico-cache.ts';
import { versao as versaoDoQuadro } from './versao.ts';
import * as doCliente from '../queries/do-cliente.ts';

/** Hides phones from users without the customer-data permission (LGPD: need to know). */
export function mascarar<T extends { telefone: string | null }>(pedido: T, verDados: boolean): T {
  return verDados || !pedido.telefone ? pedido : { ...pedido, telefone: mascararTelefone(pedido.telefone) };
}

/** GET /pedidos/{id}: the order with its status history and the statuses it may move to. */
export function obter(t: Tenant, id: number, verDados: boolean): Promise<z.infer<typeof pedidoDetalheSchema>> {
  return t.transacao(async (tx) => {
    const p = await q.buscarPedido(tx, id);
    if (!p) throw notFound('Pedido não encontrado');
    return {
      ...mascarar(p, verDados),
      historico: await q.historicoStatus(tx, p.id),
      proximos_status: proximosStatus(p.status, p.tipo),
    };
  });
}

/** Where a history page finds its business's board version and its cached total and anchors. */
export interface ContextoHistorico {
  cache: CacheHistorico;
  versoes: Map<number, number>;
}

/** Whether a page starts at or past the last matching row (it has no rows; page 1 is read whatever the total). */
export function alemDoFim(filtro: PedidosQuery, total: number): boolean {
  const inicio = ((filtro.page ?? 1) - 1) * (filtro.per_page ?? 50);
  return inicio > 0 && inicio >= total;
}

/**
 * GET /pedidos?page=…: one page of the filtered history, as the JSON text of `{ items, total }` (the route sends it
 * as it is). The total is counted once per board version and filter (orders change → new version → new count), and
 * a deep page starts from the nearest anchor it knows. A page past the last row is answered from the total alone:
 * reading it would skip every matching row (no anchor lies past the end), the costliest read there is, to find
 * nothing. The items' text is PostgreSQL's (D-320); phones are masked on the parsed items for users without
 * `clientes.dados`, the only case that parses it.
 */
export async function historico(
  t: Tenant,
  filtro: PedidosQuery,
  verDados: boolean,
  ctx: ContextoHistorico,
): Promise<string> {
  const versao = await versaoDoQuadro(t, ctx.versoes);
  const emp = t.empresaId;
  const totalSabido = ctx.cache.total(emp, versao, filtro);
  if (totalSabido !== undefined && alemDoFim(filtro, totalSabido)) return paginaJson('[]', totalSabido);
  const ancora = ctx.cache.ancora(emp, versao, filtro);
  const porData = Boolean(filtro.data || filtro.data_ini || filtro.data_fim);
  const fusoSabido = porData ? ctx.cache.fuso(emp, versao, filtro) : undefined;
  // the usual request (total known, and the timezone when the filter has dates): one statement, one round trip
  const r =
    totalSabido !== undefined && porData === (fusoSabido !== undefined)
      ? { total: totalSabido, fuso: fusoSabido, ...(await t.leitura((tx) => h.pagina(tx, filtro, ancora, fusoSabido))) }
      : await t.transacao(async (tx) => {
          const fuso = porData ? (fusoSabido ?? (await h.fusoHorario(tx))) : undefined;
          const total = totalSabido ?? (await h.contar(tx, filtro, fuso));
          if (alemDoFim(filtro, total)) return { total, fuso, texto: '[]', ancoras: [] };
          return { total, fuso, ...(await h.pagina(tx, filtro, ancora, fuso)) };
        });
  // an answer read after the version moved on is not stored under the old one
  if (ctx.versoes.get(emp) === versao)
    ctx.cache.guardar(emp, versao, filtro, { total: r.total, fuso: r.fuso, ancoras: r.ancoras });
  const itens = verDados
    ? r.texto
    : JSON.stringify((JSON.parse(r.texto) as PedidoResumo[]).map((p) => mascarar(p, false)));
  return paginaJson(itens, r.total);
}

/** `{ items, total }` in the order the response schema lists them (`total` is an integer: no escaping). */
const paginaJson = (itens: string, total: number) => `{"items":${itens},"total":${total}}`;

const NUMERO = /^-?\d+(?:,\d+)?$/;
/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return:
 * a customer named `=HYPERLINK(...)`) gets a leading apostrophe, the OWASP advice against CSV injection; numbers
 * (negative amounts included) stay numbers.
 */
export function campo(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !NUMERO.test(s)) s = `'${s}`;
  return /[";\n\r\t]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows per batch of the CSV: each batch is one short transaction and one chunk of the answer. */
export const LOTE_CSV = 1000;

const CABECALHO_CSV =
  'Número;Data;Cliente;Telefone;Tipo;Canal;Status;Bairro;Entregador;Pagamentos;Subtotal;Taxa de entrega;Desconto;Total';

/**
 * CSV of the filtered history for spreadsheets: `;` separators and decimal commas (what Excel expects in pt-BR),
 * UTF-8 with BOM so accents open right, dates in the business timezone. Bounded (50k rows). Produced batch by
 * batch (keyset on the date index, one short transaction each) as the client reads it: memory holds one batch,
 * however long the period, and no connection (nor PGlite's single one) is held while a slow client downloads.
 * Orders created meanwhile are newer than the first batch and stay out; a status changed meanwhile may show.
 * `aoTerminar` gets the row count (the route logs the count, never the content).
 */
export async function* exportarCsv(
  t: Tenant,
  filtro: PedidosQuery,
  verDados: boolean,
  o: { lote?: number; aoTerminar?: (linhas: number) => void } = {},
): AsyncGenerator<string> {
  const lote = o.lote ?? LOTE_CSV;
  const limite = LIMITES_PEDIDO.exportacao;
  let linhas = 0;
  let depois: h.FimDoLote | undefined;
  // the header goes out with the first batch, so a failing first query leaves nothing half-sent
  let texto = '\uFEFF' + CABECALHO_CSV + '\r\n';
  while (linhas < limite) {
    const rows = await t.transacao((tx) => h.loteCsv(tx, filtro, depois, Math.min(lote, limite - linhas)));
    if (rows.length === 0) break;
    for (const r of rows) {
      const tel = r.telefone ? (verDados ? formatarTelefone(r.telefone) : mascararTelefone(r.telefone)) : null;
      texto +=
        [
          r.numero_pedido,
          r.data,
          r.nome_cliente,
          tel,
          r.tipo,
          r.canal,
          STATUS_LABEL[r.status as PedidoStatus] ?? r.status,
          r.bairro,
          r.entregador,
          r.pagamentos,
          centavosParaTexto(r.subtotal),
          centavosParaTexto(r.taxa),
          centavosParaTexto(r.desconto),
          centavosParaTexto(r.total),
        ]
          .map(campo)
          .join(';') + '\r\n';
    }
    linhas += rows.length;
    depois = rows[rows.length - 1]!.fim;
    yield texto;
    texto = '';
    if (rows.length < lote) break;
  }
  if (texto) yield texto;
  o.aoTerminar?.(linhas);
}

/** GET /pedidos/cardapio: the catalogue's priced menu, in reais, for the order-entry screen. */
export function cardapio(t: Tenant): Promise<Cardapio> {
  return t.transacao(async (tx) => {
    const c = await catalogo.carregarCardapio(tx);
    const r = centavosToReais;
    return {
      regra_preco: c.regra,
      produtos: c.produtos.map((p) => ({
        id: p.id,
        categoria_id: p.categoria_id,
        categoria_nome: p.categoria_nome,
        nome: p.nome,
        descricao: p.descricao,
        tipo: p.tipo,
        preco: r(p.preco_centavos),
        tamanhos: p.tamanhos.map((x) => ({ nome: x.nome, preco: r(x.preco_centavos) })),
        max_sabores: p.max_sabores,
        complementos: p.complementos.map((c) => ({
          id: c.id,
          nome: c.nome,
          tipo: c.tipo,
          min_escolhas: c.min_escolhas,
          max_escolhas: c.max_escolhas,
          obrigatorio: c.obrigatorio,
          opcoes: c.opcoes.map((o) => ({
            id: o.id,
            nome: o.nome,
            preco: r(o.preco_centavos),
            precos_tamanho: Object.fromEntries(Object.entries(o.precos_tamanho ?? {}).map(([k, v]) => [k, r(v)])),
          })),
        })),
      })),
    };
  });
}

/** A customer's orders, newest first, in the caller's transaction (also the LGPD export's list). */
export async function pedidosDoCliente(tx: TenantTx, clienteId: number, limite: number): Promise<PedidoDoCliente[]> {
  const linhas = await doCliente.pedidosDoCliente(tx, clienteId, limite);
  return linhas.map(({ total_centavos, ...l }) => ({ ...l, total_pedido: centavosToReais(total_centavos) }));
}

/** GET /clientes/{id}/ultimos-pedidos: 404 for anyone else's customer (spec §9: 10 by default). */
export function ultimosDoCliente(t: Tenant, clienteId: number, limite: number): Promise<PedidoDoCliente[]> {
  return t.transacao(async (tx) => {
    await clientes.exigirCliente(tx, clienteId);
    return pedidosDoCliente(tx, clienteId, limite);
  });
}

/** What the customers module asks of orders for a customer's LGPD export and anonymisation. */
export const pedidosParaClientes: clientes.PedidosDoCliente = {
  listar: pedidosDoCliente,
  anonimizar: doCliente.anonimizarPedidosDoCliente,
};
