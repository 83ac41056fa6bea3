import type { Tenant } from '../../../db/tenant.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import * as q from '../queries/consulta.ts';
import { mascarar } from './consulta.ts';

export { versao } from './versao.ts';

// Every screen of a business polls the same board, so the answer for one board version is built once and served
// from memory to the others (and to a screen that lost its cached copy). Keyed by the caller's ETag, which holds
// the version: any order change makes a new key. Bounded; one per app instance (ids are per database).
const MAX_ENTRADAS = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
export class CacheQuadro {
  private m = new Map<string, string>();
  private bytes = 0;
  get(k: string): string | undefined {
    const v = this.m.get(k);
    if (v !== undefined) {
      this.m.delete(k); // refresh its place: least recently used goes first
      this.m.set(k, v);
    }
    return v;
  }
  set(k: string, v: string): void {
    this.m.set(k, v);
    this.bytes += v.length;
    while (this.m.size > MAX_ENTRADAS || this.bytes > MAX_BYTES) {
      const [velha, texto] = this.m.entries().next().value as [string, string];
      this.m.delete(velha);
      this.bytes -= texto.length;
    }
  }
}

export interface PedidoDoQuadro {
  cache: CacheQuadro;
  /** The cache key of this answer (the business and the ETag). */
  chave: string;
  versao: number;
  versoes: Map<number, number>;
  horas: number;
  status?: string[] | undefined;
  verDados: boolean;
}

/** The board's JSON text for one version: from the cache, or built (by PostgreSQL when phones show unmasked). */
export async function texto(t: Tenant, o: PedidoDoQuadro): Promise<string> {
  let texto = o.cache.get(o.chave);
  if (texto === undefined) {
    if (o.verDados) {
      texto = await t.transacao((tx) => q.quadroTexto(tx, o.horas, o.status));
    } else {
      const lista: Pedido[] = await t.transacao((tx) => q.quadro(tx, o.horas, o.status));
      texto = JSON.stringify(lista.map((p) => mascarar(p, false)));
    }
    // a version that moved on while we queried must not be stored under the old one
    if (o.versoes.get(t.empresaId) === o.versao) o.cache.set(o.chave, texto);
  }
  return texto;
}
