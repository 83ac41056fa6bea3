import type { PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';

// What makes a history page cheap after the first time, per business and board version. The version changes
// with every order written, changed or deleted (the same counter and NOTIFY the board uses), so an entry is
// never used after its business's orders changed; it also expires after a minute (a relative `last_hours`
// window moves with the clock, and a change of the business's timezone moves its days).
//  - the total of a filter: counted once, not on every page; with it, for a filter by date, the business's
//    timezone (what its days mean), so the usual page is one statement (D-321);
//  - anchors: the sort key of the row just before a page ("page 200 starts after (key, id)"). A page with an
//    anchor at or before it is read by keyset (`WHERE (key, id) < anchor`), touching only its own rows plus the
//    pages between, instead of skipping every row before it with OFFSET. Paging forward, going back and
//    reloading a deep page all find their anchor; the page/offset API stays as the spec has it.

/** The sort key (as text, exact) and id of the last row before a page. */
export interface Ancora {
  pagina: number;
  k: string;
  id: string;
}

interface Entrada {
  total?: number;
  /** the business's timezone, read with the total when the filter has dates (its days' bounds) */
  fuso?: string | undefined;
  /** per sort (field, direction, page size): page → anchor */
  ancoras: Map<string, Map<number, Ancora>>;
  criada: number;
}

const VALIDADE_MS = 60_000;
// Bounds: at most 2,000 filters × 256 anchors per sort (≈ 100 bytes each) stay in memory, tens of MB at worst.
// Past 256 remembered pages a deeper page starts from the deepest anchor it has (fewer rows skipped still).
const MAX_ENTRADAS = 2000;
const MAX_ANCORAS = 256;

/** The filters that decide which rows match (not the page, its size or the sort). */
function chaveFiltro(q: PedidosQuery, agora: number): string {
  const { page: _p, per_page: _pp, sort_field: _sf, sort_dir: _sd, ...filtros } = q;
  const minuto = q.last_hours ? Math.floor(agora / 60_000) : 0;
  return `${JSON.stringify(Object.entries(filtros).sort(([a], [b]) => a.localeCompare(b)))}|${minuto}`;
}

const chaveOrdem = (q: PedidosQuery) => `${q.sort_field ?? 'data_criacao'}|${q.sort_dir ?? 'desc'}|${q.per_page ?? 50}`;

export class CacheHistorico {
  private m = new Map<string, Entrada>();

  private entrada(empresaId: number, versao: number, q: PedidosQuery, criar: boolean): Entrada | undefined {
    const agora = Date.now();
    const k = `${empresaId}|${versao}|${chaveFiltro(q, agora)}`;
    let e = this.m.get(k);
    if (e && agora - e.criada > VALIDADE_MS) {
      this.m.delete(k);
      e = undefined;
    }
    if (!e && criar) {
      e = { ancoras: new Map(), criada: agora };
      this.m.set(k, e);
      while (this.m.size > MAX_ENTRADAS) this.m.delete(this.m.keys().next().value as string);
    }
    return e;
  }

  total(empresaId: number, versao: number, q: PedidosQuery): number | undefined {
    return this.entrada(empresaId, versao, q, false)?.total;
  }

  fuso(empresaId: number, versao: number, q: PedidosQuery): string | undefined {
    return this.entrada(empresaId, versao, q, false)?.fuso;
  }

  /** The nearest anchor at or before `q.page` (undefined: read from the start). */
  ancora(empresaId: number, versao: number, q: PedidosQuery): Ancora | undefined {
    const porPagina = this.entrada(empresaId, versao, q, false)?.ancoras.get(chaveOrdem(q));
    if (!porPagina) return undefined;
    const page = q.page ?? 1;
    const exata = porPagina.get(page);
    if (exata) return exata;
    let melhor: Ancora | undefined;
    for (const a of porPagina.values()) if (a.pagina <= page && (!melhor || a.pagina > melhor.pagina)) melhor = a;
    return melhor;
  }

  guardar(
    empresaId: number,
    versao: number,
    q: PedidosQuery,
    o: { total?: number; fuso?: string | undefined; ancoras: Ancora[] },
  ): void {
    const e = this.entrada(empresaId, versao, q, true)!;
    if (o.total !== undefined) e.total = o.total;
    if (o.fuso !== undefined) e.fuso = o.fuso;
    const ko = chaveOrdem(q);
    let porPagina = e.ancoras.get(ko);
    if (!porPagina) e.ancoras.set(ko, (porPagina = new Map()));
    for (const a of o.ancoras) if (porPagina.size < MAX_ANCORAS) porPagina.set(a.pagina, a);
  }
}
