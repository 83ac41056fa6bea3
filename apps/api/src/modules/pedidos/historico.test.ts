import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { queryRows } from '../../db/tenant.ts';
import { mascararTelefone } from '@app/shared/domain/telefone.ts';
import { PEDIDO_STATUS } from '@app/shared/domain/pedido-status.ts';
import { pedidosPaginaSchema, SORT_PEDIDOS } from '@app/shared/schemas/pedidos-consulta.ts';

// The history page's JSON is PostgreSQL's text, sent as it is (D-320). These tests hold it to the spec's order
// summary built here, in JS, from rows read plainly (no page, no anchor, no cache): the same keys in the same
// order and the same values, for random filters, sorts, page sizes and page sequences (deep pages read by OFFSET
// and then by anchor), with names that need JSON escaping, ties on every sort key, orders without payments,
// courier or customer; and phones masked for users without `clientes.dados`.

let f: Fixture;
let tGerente: string;
let tAtendente: string;

/** A small deterministic generator (mulberry32), so a failure replays. */
function gerador(semente: number) {
  let a = semente >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const um = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return { rnd, um };
}

const TIPOS = ['delivery', 'retirada', 'local'] as const;
const CANAIS = ['telefone', 'balcao', 'site', 'whatsapp'] as const;
const NOMES = [
  null,
  'Ana',
  'ana',
  "O'Brien \\' Jr",
  'Zé "Aspas"',
  'Barra \\ invertida',
  'Linha\nquebrada\ttab',
  'Ümlaut 🍕',
  'Bruno',
];
const TELEFONES = [null, '+5541987654321', '+554133334444', '+5511912345678', '12345'];
const FORMAS = [
  ['Pix', 'pix'],
  ['Dinheiro', 'dinheiro'],
  ['Cartão de crédito', 'credito'],
  ['Vale "VR"', 'vale_refeicao'],
] as const;
// few distinct totals and creation times: ties on every sort key, broken by id
const TOTAIS = [0, 1, 750, 1234, 3850, 999_999];
const DIAS = ['2026-11-01', '2026-11-02', '2026-11-10', '2026-11-20'];

interface Linha {
  id: number;
  numero_pedido: number;
  codigo: string;
  epoch: number;
  dia: string;
  nome_cliente: string | null;
  telefone: string | null;
  tipo: string;
  canal: string;
  status: string;
  bairro: string | null;
  entregador_id: number | null;
  entregador_nome: string | null;
  total_centavos: number;
  pagamento_tipos: string[];
  pagamentos: string[];
}

let linhas: Map<number, Linha>;
/** Ids of business A in each sort's order (field|dir), as PostgreSQL orders them (text collation included). */
const ordem = new Map<string, number[]>();
let entregadores: number[];

const COLUNAS: Record<(typeof SORT_PEDIDOS)[number], string> = {
  data_criacao: 'p.criado_em',
  numero_pedido: 'p.numero_pedido',
  total_pedido: 'p.total_centavos',
  status: 'p.status',
  nome_cliente: 'p.nome_cliente',
};

beforeAll(async () => {
  f = await createFixture();
  const db = f.database.db;
  const { rnd, um } = gerador(20261127);
  const one = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db, q))[0]!.id);
  entregadores = [
    await one(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.A.id}, 'Motoboy "Zé"') RETURNING id`),
    await one(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.A.id}, 'Entregas \\ Ana') RETURNING id`),
  ];
  const entregadorB = await one(
    sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.B.id}, 'Motoboy B') RETURNING id`,
  );
  // written directly (no order events): every request below sees one board version; one statement per table
  const pedidos: Record<string, unknown>[] = [];
  const pagamentos: { numero: number; empresa: number; nome: string; kind: string }[] = [];
  for (const [empresa, n] of [
    [f.A.id, 170],
    [f.B.id, 40],
  ] as const) {
    for (let i = 1; i <= n; i++) {
      const formas = Array.from({ length: Math.floor(rnd() * 4) }, () => um(FORMAS));
      const total = um(TOTAIS);
      pedidos.push({
        empresa_id: empresa,
        numero_pedido: i,
        codigo: `C${empresa}-${i}`,
        tipo: um(TIPOS),
        canal: um(CANAIS),
        status: um(PEDIDO_STATUS),
        nome_cliente: um(NOMES),
        telefone: um(TELEFONES),
        bairro: um([null, 'Batel', 'Água Verde']),
        entregador_id: rnd() < 0.5 ? null : empresa === f.A.id ? um(entregadores) : entregadorB,
        total_centavos: total,
        pagamento_tipos: [...new Set(formas.map(([, k]) => k))],
        criado_em: `${um(DIAS)}T${um(['02:59:59.999999', '12:00:00.5', '12:00:00', '23:30:00.000001'])}Z`,
      });
      for (const [nome, kind] of formas) pagamentos.push({ numero: i, empresa, nome, kind });
    }
  }
  await db.execute(sql`
    INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, nome_cliente, telefone, bairro,
      entregador_id, subtotal_itens_centavos, total_centavos, pagamento_tipos, criado_em)
    SELECT x.empresa_id, x.numero_pedido, x.codigo, x.tipo, x.canal, x.status, x.nome_cliente, x.telefone, x.bairro,
      x.entregador_id, x.total_centavos, x.total_centavos, ARRAY(SELECT jsonb_array_elements_text(x.pagamento_tipos)),
      x.criado_em
    FROM jsonb_to_recordset(${JSON.stringify(pedidos)}::jsonb) AS x(empresa_id bigint, numero_pedido int, codigo text,
      tipo text, canal text, status text, nome_cliente text, telefone text, bairro text, entregador_id bigint,
      total_centavos int, pagamento_tipos jsonb, criado_em timestamptz)`);
  await db.execute(sql`
    INSERT INTO pedido_pagamentos (empresa_id, pedido_id, tipo, forma_tipo, valor_centavos)
    SELECT x.empresa, p.id, x.nome, x.kind, 100
    FROM jsonb_to_recordset(${JSON.stringify(pagamentos)}::jsonb) AS x(numero int, empresa bigint, nome text, kind text)
    JOIN pedidos p ON p.empresa_id = x.empresa AND p.numero_pedido = x.numero`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    SELECT p.id, p.numero_pedido, p.codigo, extract(epoch FROM date_trunc('second', p.criado_em))::float8 AS epoch,
      to_char(p.criado_em AT TIME ZONE e.timezone, 'YYYY-MM-DD') AS dia,
      p.nome_cliente, p.telefone, p.tipo, p.canal, p.status, p.bairro, p.entregador_id, en.nome AS entregador_nome,
      p.total_centavos, p.pagamento_tipos,
      COALESCE((SELECT array_agg(g.tipo ORDER BY g.id) FROM pedido_pagamentos g WHERE g.empresa_id = p.empresa_id AND g.pedido_id = p.id), '{}') AS pagamentos
    FROM pedidos p JOIN empresas e ON e.id = p.empresa_id
    LEFT JOIN entregadores en ON en.empresa_id = p.empresa_id AND en.id = p.entregador_id
    WHERE p.empresa_id = ${f.A.id}`,
  );
  linhas = new Map(
    rows.map((r) => {
      const l = {
        ...r,
        id: Number(r.id),
        epoch: Number(r.epoch),
        entregador_id: r.entregador_id == null ? null : Number(r.entregador_id),
      } as Linha;
      return [l.id, l];
    }),
  );
  for (const campo of SORT_PEDIDOS)
    for (const dir of ['asc', 'desc'] as const) {
      const ids = await queryRows<{ id: number }>(
        db,
        sql.raw(
          `SELECT p.id FROM pedidos p WHERE p.empresa_id = ${f.A.id} ORDER BY ${COLUNAS[campo]} ${dir}, p.id ${dir}`,
        ),
      );
      ordem.set(
        `${campo}|${dir}`,
        ids.map((r) => Number(r.id)),
      );
    }
  tGerente = await f.token('gerente.a@teste.com');
  const sem = await f.app.inject({
    method: 'PATCH',
    url: `/api/usuarios/${f.A.atendente}/permissoes`,
    headers: bearer(tGerente),
    payload: { overrides: { 'clientes.dados': false } },
  });
  expect(sem.statusCode, sem.body).toBe(200);
  tAtendente = await f.token('atendente.a@teste.com');
}, 120_000);
afterAll(async () => {
  await f?.close();
});

type Filtro = Record<string, string>;

/** The spec's order summary of one row, built here (dates to the second in UTC, money in reais). */
function resumo(l: Linha, verDados: boolean) {
  return {
    id: l.id,
    numero_pedido: l.numero_pedido,
    codigo: l.codigo,
    data_criacao: new Date(l.epoch * 1000).toISOString().replace(/\.000Z$/, 'Z'),
    nome_cliente: l.nome_cliente,
    telefone: l.telefone && !verDados ? mascararTelefone(l.telefone) : l.telefone,
    tipo: l.tipo,
    canal: l.canal,
    status: l.status,
    bairro: l.bairro,
    entregador_nome: l.entregador_nome,
    pagamentos: l.pagamentos,
    total_pedido: l.total_centavos / 100,
  };
}

/** What `GET /pedidos?page=…` must answer, from the plainly read rows. */
function esperado(q: Filtro, verDados: boolean) {
  const status = q.status?.split(',').filter(Boolean);
  const casa = (l: Linha) =>
    (!status || status.includes(l.status)) &&
    (!q.tipo || l.tipo === q.tipo) &&
    (!q.canal || l.canal === q.canal) &&
    (!q.pagto || l.pagamento_tipos.includes(q.pagto)) &&
    (!q.entregador_id || l.entregador_id === Number(q.entregador_id)) &&
    (!q.data_ini || l.dia >= q.data_ini) &&
    (!q.data_fim || l.dia <= q.data_fim) &&
    (!q.search ||
      (l.nome_cliente ?? '').toLowerCase().includes(q.search.toLowerCase()) ||
      (/^#?\d{1,9}$/.test(q.search) && l.numero_pedido === Number(q.search.replace('#', ''))));
  const todas = ordem
    .get(`${q.sort_field ?? 'data_criacao'}|${q.sort_dir ?? 'desc'}`)!
    .map((id) => linhas.get(id)!)
    .filter(casa);
  const pp = Number(q.per_page ?? 50);
  const page = Number(q.page);
  return {
    items: todas.slice((page - 1) * pp, page * pp).map((l) => resumo(l, verDados)),
    total: todas.length,
  };
}

async function pedir(q: Filtro, token: string) {
  const res = await f.app.inject({ url: `/api/pedidos?${new URLSearchParams(q)}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res;
}

function filtroAleatorio(rnd: () => number, um: <T>(xs: readonly T[]) => T): Filtro {
  const q: Filtro = {};
  if (rnd() < 0.5) q.status = PEDIDO_STATUS.filter(() => rnd() < 0.5).join(',') || 'concluido';
  if (rnd() < 0.4) q.tipo = um(TIPOS);
  if (rnd() < 0.3) q.canal = um(CANAIS);
  if (rnd() < 0.25) q.pagto = um(FORMAS)[1];
  if (rnd() < 0.15) q.entregador_id = String(um(entregadores));
  if (rnd() < 0.2) q.data_ini = um(DIAS);
  if (rnd() < 0.2) q.data_fim = um(DIAS);
  if (rnd() < 0.15) q.search = um(['ana', 'ASPAS', 'barra', '#12', '7', "o'brien"]);
  if (rnd() < 0.7) q.sort_field = um(SORT_PEDIDOS);
  if (rnd() < 0.7) q.sort_dir = um(['asc', 'desc']);
  q.per_page = String(um([1, 3, 7, 20, 50, 100]));
  return q;
}

describe('history page as JSON built by the database', () => {
  it('equals the summary built from plainly read rows: random filters, sorts and page sequences', async () => {
    const { rnd, um } = gerador(42);
    let paginasComItens = 0;
    for (let caso = 0; caso < 40; caso++) {
      const filtro = filtroAleatorio(rnd, um);
      const ultima = Math.max(1, Math.ceil(esperado({ ...filtro, page: '1' }, true).total / Number(filtro.per_page)));
      // a jump (OFFSET), its neighbours and a revisit (anchors), the first page, the last and past it
      const paginas = [
        1 + Math.floor(rnd() * ultima),
        ultima,
        Math.max(1, ultima - 1),
        1,
        2,
        1 + Math.floor(rnd() * ultima),
        ultima + 1,
      ];
      for (const page of paginas) {
        const q = { ...filtro, page: String(page) };
        const res = await pedir(q, tGerente);
        const corpo = res.json();
        const quer = esperado(q, true);
        expect(corpo, JSON.stringify(q)).toEqual(quer);
        // the same keys in the same order (the web and the OpenAPI document read this shape)
        expect(JSON.stringify(corpo), JSON.stringify(q)).toBe(JSON.stringify(quer));
        expect(pedidosPaginaSchema.parse(corpo)).toEqual(corpo);
        if (quer.items.length > 0) paginasComItens++;
      }
    }
    expect(paginasComItens).toBeGreaterThan(150);
  });

  it('masks phones for a user without clientes.dados, the rest unchanged', async () => {
    const { rnd, um } = gerador(7);
    let mascarados = 0;
    for (let caso = 0; caso < 12; caso++) {
      const q = { ...filtroAleatorio(rnd, um), page: '1' };
      const corpo = (await pedir(q, tAtendente)).json();
      const quer = esperado(q, false);
      expect(JSON.stringify(corpo), JSON.stringify(q)).toBe(JSON.stringify(quer));
      mascarados += quer.items.filter((i) => i.telefone?.includes('*')).length;
    }
    expect(mascarados).toBeGreaterThan(10);
  });

  it('reads a page whose total is known in one round trip on a server (the settings ride with it)', async () => {
    const casos: Filtro[] = [
      { status: 'concluido,cancelado', per_page: '10', page: '3' },
      // quotes and backslashes travel as literals on the server: still one value each
      { data_ini: DIAS[1]!, data_fim: DIAS[3]!, search: "o'brien \\'", per_page: '2', page: '2' },
      { data_ini: DIAS[0]!, sort_field: 'total_pedido', sort_dir: 'asc', per_page: '4', page: '6' },
    ];
    for (const q of casos) {
      await pedir(q, tGerente); // counts, reads the timezone, learns the anchor
      const { resultado, sql: consultas } = await gravarSql(() => pedir(q, tGerente));
      expect(resultado.json()).toEqual(esperado(q, true));
      expect(esperado(q, true).items.length).toBeGreaterThan(0);
      expect(
        consultas.filter((s) => s.includes('FROM pedidos')),
        JSON.stringify(consultas),
      ).toHaveLength(1);
      // BEGIN and COMMIT are not recorded: on PGlite the settings are their own statement in a transaction
      expect(consultas).toHaveLength(f.database.kind === 'postgres' ? 1 : 2);
    }
  });
});
