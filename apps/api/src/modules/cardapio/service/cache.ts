import crypto from 'node:crypto';
import type { EmpresaFuncionamento } from '@app/shared/domain/funcionamento.ts';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';

// The public menu's answer is read far more often than the catalogue changes (a marketing peak: thousands of views
// of one menu). Each API process keeps, per business, the answer's JSON without its time-dependent part (open
// now?), built once per catalogue version. The version moves when the database notifies a change of anything the
// menu shows (triggers of migration 0012 on catalogue, delivery, payment methods, business and site tables; NOTIFY
// reaches every process on commit); a lost notification connection drops everything. A safety TTL bounds what a
// missed notification could leave stale.

const TTL_MS = 5 * 60_000;
const MAX_EMPRESAS = 5000;
/** Names this process's generations, so two processes never hand out the same ETag for different answers. */
const PROCESSO = crypto.randomBytes(4).toString('hex');

export interface EntradaCardapio {
  /** `{"empresa":…,…}` minus its opening brace: the menu's JSON after the `loja` part. */
  resto: string;
  versao: string;
  funcionamento: EmpresaFuncionamento & { horarios_funcionamento: HorariosFuncionamento };
  criado: number;
  /** The last whole answer gzipped, under its ETag (the open-now part changes a few times a day). */
  gzip?: { etag: string; corpo: Buffer };
}

export class CacheCardapio {
  private entradas = new Map<number, EntradaCardapio>();
  private geracoes = new Map<number, number>();
  private geracaoGlobal = 0;
  private slugs = new Map<string, number>();

  /** The current version name of a business's menu (changes on every invalidation). */
  versao(empresaId: number): string {
    return `${PROCESSO}.${this.geracaoGlobal}.${this.geracoes.get(empresaId) ?? 0}`;
  }

  get(empresaId: number): EntradaCardapio | undefined {
    const e = this.entradas.get(empresaId);
    if (e && Date.now() - e.criado > TTL_MS) {
      this.entradas.delete(empresaId);
      return undefined;
    }
    return e;
  }

  /** Stores an answer built under `versao`, unless the menu changed while it was being built. */
  set(empresaId: number, versao: string, e: Omit<EntradaCardapio, 'versao' | 'criado'>): void {
    if (versao !== this.versao(empresaId)) return;
    if (this.entradas.size >= MAX_EMPRESAS) this.entradas.delete(this.entradas.keys().next().value!);
    this.entradas.set(empresaId, { ...e, versao, criado: Date.now() });
  }

  slug(slug: string): number | undefined {
    return this.slugs.get(slug);
  }
  lembrarSlug(slug: string, empresaId: number): void {
    if (this.slugs.size >= MAX_EMPRESAS) this.slugs.clear();
    this.slugs.set(slug, empresaId);
  }

  /** A change of one business (`'*'`: of every business, the standard payment methods). */
  invalidar(alvo: string | number): void {
    if (alvo === '*') return this.limpar();
    const id = Number(alvo);
    if (!Number.isSafeInteger(id)) return;
    this.geracoes.set(id, (this.geracoes.get(id) ?? 0) + 1);
    this.entradas.delete(id);
    // its slug may have changed: forget every slug that led to it
    for (const [s, e] of this.slugs) if (e === id) this.slugs.delete(s);
  }

  limpar(): void {
    this.geracaoGlobal++;
    this.entradas.clear();
    this.slugs.clear();
  }
}
