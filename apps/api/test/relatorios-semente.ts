import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/tenant.ts';

// Random sales written straight into the orders' and tables' rows (the reports' tests check the reports against
// an independent computation over exactly these rows). Times cluster around local midnight in São Paulo (03:00
// UTC; another hour for a business in another timezone) so a day boundary off by the offset shows.

/** mulberry32: a small seeded generator, so a failing seed can be replayed. */
export function aleatorio(seed: number) {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    r,
    int: (min: number, max: number) => min + Math.floor(r() * (max - min + 1)),
    de: <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!,
  };
}

export interface VendaSemeada {
  origem: 'pedido' | 'comanda';
  id: number;
  /** UTC instant (ms). */
  em: number;
  tipo: string;
  canal: string;
  status: string;
  itens: number;
  acrescimos: number;
  taxa_entrega: number;
  descontos: number;
  taxa_servico: number;
  bairro: string | null;
  entregador_id: number | null;
  cliente_id: number | null;
  motivo: string | null;
  /** Payments: name, kind, amount (cents, without the service fee), fee. */
  pagamentos: { forma: string; forma_tipo: string; valor: number; taxa: number }[];
  mesclada: boolean;
}

const STATUS_PEDIDO = ['pendente', 'preparacao', 'pronto', 'em_entrega', 'concluido', 'concluido', 'cancelado'];
const STATUS_COMANDA = ['aberta', 'quitada', 'encerrada', 'encerrada', 'cancelada'];
const BAIRROS = ['Batel', 'batel ', 'Centro', 'Água Verde', null];
const FORMAS = [
  { forma: 'Dinheiro', forma_tipo: 'dinheiro' },
  { forma: 'Pix', forma_tipo: 'pix' },
  { forma: 'Cartão de crédito', forma_tipo: 'credito' },
];

/**
 * A UTC instant near a local midnight (or anywhere in the day) within `dias` days before `base`; `meiaNoiteUtc`
 * is the UTC hour of that midnight (3: São Paulo, 4: Manaus, 15: Tokyo).
 */
function instante(g: ReturnType<typeof aleatorio>, base: number, dias: number, meiaNoiteUtc = 3): number {
  const dia = base - g.int(0, dias) * 86_400_000;
  const meiaNoite = Math.floor(dia / 86_400_000) * 86_400_000 + meiaNoiteUtc * 3_600_000;
  return g.r() < 0.4 ? meiaNoite + g.int(-90, 90) * 1000 : meiaNoite + g.int(0, 86_399) * 1000;
}

export async function semearVendas(
  db: Db,
  empresaId: number,
  o: {
    seed: number;
    pedidos: number;
    comandas: number;
    dias: number;
    base: number;
    entregadores: number[];
    clientes: number[];
    /** UTC hour of the business's local midnight (default 3, São Paulo). */
    meiaNoiteUtc?: number;
  },
): Promise<VendaSemeada[]> {
  const g = aleatorio(o.seed);
  const out: VendaSemeada[] = [];
  const [num] = await queryRows<{ n: number }>(
    db,
    sql`SELECT COALESCE(max(numero_pedido), 0)::int AS n FROM pedidos WHERE empresa_id = ${empresaId}`,
  );
  let numero = num!.n;
  for (let i = 0; i < o.pedidos; i++) {
    const tipo = g.de(['delivery', 'delivery', 'retirada', 'local'] as const);
    const status = g.de(STATUS_PEDIDO);
    const itens = g.int(500, 20_000);
    const taxa = tipo === 'delivery' ? g.de([0, 500, 800]) : 0;
    const desconto = g.r() < 0.3 ? g.int(0, Math.floor(itens / 5)) : 0;
    const total = itens + taxa - desconto;
    const pags = g.r() < 0.2 && total > 1 ? [g.de(FORMAS), g.de(FORMAS)] : [g.de(FORMAS)];
    const partes = pags.length === 2 ? [Math.floor(total / 2), total - Math.floor(total / 2)] : [total];
    const em = instante(g, o.base, o.dias, o.meiaNoiteUtc);
    const bairro = tipo === 'delivery' ? g.de(BAIRROS) : null;
    const entregador = tipo === 'delivery' && g.r() < 0.8 ? g.de(o.entregadores) : null;
    const cliente = g.r() < 0.7 ? g.de(o.clientes) : null;
    const motivo = status === 'cancelado' ? g.de(['Cliente desistiu', 'Sem entregador', '']) : null;
    numero++;
    const [p] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, cliente_id, nome_cliente, bairro,
            entregador_id, subtotal_itens_centavos, taxa_entrega_centavos, desconto_centavos, total_centavos,
            pagamento_tipos, motivo_cancelamento, criado_em, status_em)
          VALUES (${empresaId}, ${numero}, ${`rel-${empresaId}-${o.seed}-${i}`}, ${tipo}, ${g.de(['balcao', 'whatsapp', 'site', 'ifood'])},
            ${status}, ${cliente}, ${'Cliente ' + i}, ${bairro}, ${entregador}, ${itens}, ${taxa}, ${desconto}, ${total},
            ${`{${[...new Set(pags.map((x) => x.forma_tipo))].join(',')}}`}::text[], ${motivo},
            to_timestamp(${em / 1000}), to_timestamp(${em / 1000}))
          RETURNING id`,
    );
    const id = Number(p!.id);
    const pagamentos = pags.map((x, k) => ({ ...x, valor: partes[k]!, taxa: 0 }));
    for (const x of pagamentos)
      if (x.valor > 0)
        await db.execute(sql`INSERT INTO pedido_pagamentos (empresa_id, pedido_id, tipo, forma_tipo, valor_centavos)
          VALUES (${empresaId}, ${id}, ${x.forma}, ${x.forma_tipo}, ${x.valor})`);
    out.push({
      origem: 'pedido',
      id,
      em,
      tipo,
      canal: '',
      status,
      itens,
      acrescimos: 0,
      taxa_entrega: taxa,
      descontos: desconto,
      taxa_servico: 0,
      bairro,
      entregador_id: entregador,
      cliente_id: cliente,
      motivo,
      pagamentos: pagamentos.filter((x) => x.valor > 0),
      mesclada: false,
    });
  }
  const canais = await queryRows<{ id: number; canal: string }>(
    db,
    sql`SELECT id, canal FROM pedidos WHERE empresa_id = ${empresaId}`,
  );
  for (const v of out) v.canal = canais.find((c) => Number(c.id) === v.id)!.canal;

  const [mesa] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO mesas (empresa_id, nome) VALUES (${empresaId}, ${'R' + o.seed}) RETURNING id`,
  );
  for (let i = 0; i < o.comandas; i++) {
    const status = g.de(STATUS_COMANDA);
    const mesclada = status === 'cancelada' && g.r() < 0.3;
    const em = instante(g, o.base, o.dias, o.meiaNoiteUtc);
    const cliente = g.r() < 0.3 ? g.de(o.clientes) : null;
    const [c] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO comandas (empresa_id, mesa_id, status, cliente_id, motivo, aberta_em, mesclada_em)
          VALUES (${empresaId}, ${mesa!.id}, ${status}, ${cliente}, ${status === 'cancelada' ? 'Desistiram' : null},
            to_timestamp(${em / 1000}), ${mesclada ? 1 : null}) RETURNING id`,
    );
    const id = Number(c!.id);
    let itens = 0;
    for (let k = 0; k < g.int(1, 4); k++) {
      const qtd = g.int(1, 3);
      const preco = g.int(300, 6000);
      const cancelado = g.r() < 0.15;
      if (!cancelado) itens += qtd * preco;
      await db.execute(sql`INSERT INTO comanda_itens (empresa_id, comanda_id, nome, quantidade, preco_unitario_centavos, status)
        VALUES (${empresaId}, ${id}, ${'Item ' + k}, ${qtd}, ${preco}, ${cancelado ? 'cancelado' : 'enviado'})`);
    }
    const pagamentos: VendaSemeada['pagamentos'] = [];
    let acrescimos = 0;
    let descontos = 0;
    let taxaServico = 0;
    for (let k = 0; k < g.int(0, 2); k++) {
      const base = g.int(100, 5000);
      const taxa = g.r() < 0.7 ? Math.round(base / 10) : 0;
      const acr = g.r() < 0.2 ? g.int(0, 300) : 0;
      const desc = g.r() < 0.2 ? g.int(0, 100) : 0;
      const ativo = g.r() < 0.85;
      const f = g.de(FORMAS);
      await db.execute(sql`INSERT INTO comanda_pagamentos (empresa_id, comanda_id, forma_nome, forma_tipo,
          valor_base_itens_centavos, aplicar_taxa_servico, taxa_servico_centavos, desconto_centavos, acrescimo_centavos,
          total_centavos, valor_recebido_centavos, status)
        VALUES (${empresaId}, ${id}, ${f.forma}, ${f.forma_tipo}, ${base}, ${taxa > 0}, ${taxa}, ${desc}, ${acr},
          ${base + taxa + acr - desc}, ${base + taxa + acr - desc}, ${ativo ? 'ativo' : 'estornado'})`);
      if (ativo) {
        acrescimos += acr;
        descontos += desc;
        taxaServico += taxa;
        pagamentos.push({ ...f, valor: base + acr - desc, taxa });
      }
    }
    out.push({
      origem: 'comanda',
      id,
      em,
      tipo: 'mesa',
      canal: 'mesa',
      status,
      itens,
      acrescimos,
      taxa_entrega: 0,
      descontos,
      taxa_servico: taxaServico,
      bairro: null,
      entregador_id: null,
      cliente_id: cliente,
      motivo: status === 'cancelada' ? 'Desistiram' : null,
      pagamentos,
      mesclada,
    });
  }
  return out;
}

type OpcoesSemente = Omit<Parameters<typeof semearVendas>[2], 'entregadores' | 'clientes'>;

/**
 * A business of the rollup tests: a courier (Zé) and `clientes` customers (Zoe; more are "Cliente 2", "Cliente
 * 3"…), then random sales with them (`semearVendas`). Answers the courier's and the customers' ids and the sales.
 */
export async function semearEmpresa(
  db: Db,
  empresaId: number,
  o: OpcoesSemente & { clientes?: number },
): Promise<{ entregador: number; clientes: number[]; vendas: VendaSemeada[] }> {
  const [ent] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${empresaId}, 'Zé') RETURNING id`,
  );
  const clientes: number[] = [];
  for (let k = 1; k <= (o.clientes ?? 1); k++) {
    const nome = k === 1 ? 'Zoe' : `Cliente ${k}`;
    const [cli] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${empresaId}, ${nome}, ${nome.toLowerCase()}) RETURNING id`,
    );
    clientes.push(Number(cli!.id));
  }
  const { clientes: _n, ...resto } = o;
  const entregador = Number(ent!.id);
  const vendas = await semearVendas(db, empresaId, { ...resto, entregadores: [entregador], clientes });
  return { entregador, clientes, vendas };
}
