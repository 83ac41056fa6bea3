import type { FastifyInstance } from 'fastify';
import type { Fixture } from '../helpers.ts';

// The tenancy matrix is generated from the API itself: every operation of the OpenAPI document that takes an id
// (a path parameter, a body field or query parameter named `id`, `ids`, `…_id` or `…_ids`) is a set of slots, and
// each slot must be covered by a cell (business A's token with business B's id there) or exempted with a reason.
// A new route with an id slot and no cell fails the suite.

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** "PATCH /api/cupons/{id}" — as in the OpenAPI document. */
export type Operacao = `${Metodo} /api/${string}`;

export interface Celula {
  /** The slots this cell fills with B's ids: "id" (path), "itens[].produto_id" (body), "?cliente_id" (query). */
  slots: string[];
  /** The URL with B's ids in place. */
  url: () => string;
  payload?: () => unknown;
  /** A list filtered by a foreign id: 200 with nothing of B is the right answer. */
  vazio?: boolean;
  /** Send a small PNG as multipart field "imagem". */
  multipart?: boolean;
  /** Another caller than A's manager (e.g. A's attendant). */
  token?: 'gerente' | 'atendente';
}

/** Slots that are not tenant ids, with the reason (a global table, a public random name…). */
export interface Isencao {
  slots: string[];
  motivo: string;
}

export type Entrada = { celulas: Celula[]; isencoes?: Isencao[] };

const ID = /(^|_)ids?$/;

interface Esquema {
  properties?: Record<string, Esquema>;
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
}

function slotsDoCorpo(s: Esquema | undefined, prefixo = '', out = new Set<string>()): Set<string> {
  if (!s || typeof s !== 'object') return out;
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    if (ID.test(k)) out.add(prefixo + k);
    slotsDoCorpo(v, `${prefixo}${k}.`, out);
    slotsDoCorpo(v.items, `${prefixo}${k}[].`, out);
  }
  for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) slotsDoCorpo(x, prefixo, out);
  return out;
}

interface OperacaoDoc {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
}

/** Every operation with id slots, and its slots. */
export function operacoesComId(app: FastifyInstance): Map<Operacao, string[]> {
  const doc = app.swagger() as { paths: Record<string, Record<string, OperacaoDoc>> };
  const out = new Map<Operacao, string[]>();
  for (const [caminho, ops] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(ops)) {
      const slots = new Set<string>();
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') slots.add(p.name);
        if (p.in === 'query' && ID.test(p.name)) slots.add(`?${p.name}`);
      }
      for (const c of Object.values(op.requestBody?.content ?? {})) slotsDoCorpo(c.schema, '', slots);
      if (slots.size) out.set(`${metodo.toUpperCase() as Metodo} ${caminho}` as Operacao, [...slots].sort());
    }
  }
  return out;
}

/** Slots of each operation that no cell covers and no exemption names. */
export function lacunas(operacoes: Map<Operacao, string[]>, matriz: Partial<Record<Operacao, Entrada>>): string[] {
  const faltam: string[] = [];
  for (const [op, slots] of operacoes) {
    const e = matriz[op];
    const cobertos = new Set([
      ...(e?.celulas ?? []).flatMap((c) => c.slots),
      ...(e?.isencoes ?? []).flatMap((i) => i.slots),
    ]);
    for (const s of slots) if (!cobertos.has(s)) faltam.push(`${op} → ${s}`);
  }
  return faltam;
}

/** One module's part of the matrix: B's rows (seeded through the API), the cells, and what must not change. */
export interface ModuloTenancy {
  nome: string;
  semear(f: Fixture): Promise<void>;
  matriz: Partial<Record<Operacao, Entrada>>;
  /** B's rows of the module as text: identical before and after every cell ran. */
  retrato?(f: Fixture): Promise<string>;
  /** A's lists and searches that must never show B's rows. */
  listas?: string[];
}
