import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { situacaoLoja, type SituacaoLoja } from '@app/shared/domain/funcionamento.ts';
import { resumoHorarioHoje, type HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { MAX_PER_PAGE } from '@app/shared/schemas/common.ts';
import { notFound } from '../../../lib/errors.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as entrega from '../../entrega/index.ts';
import * as formasPagamento from '../../formas-pagamento/index.ts';
import * as qSite from '../queries/site.ts';
import type { CacheCardapio, EntradaCardapio } from './cache.ts';
import { PADRAO } from './site.ts';

// The public menu by slug (GET /publico/cardapio/{slug}): the business, its site settings, delivery areas,
// payment methods, categories and products — never cost, stock or internal notes (the catalogue's public reads
// already leave them out). Built once per catalogue version (cache.ts); only the open-now part is computed per view.

export const MENU_NAO_ENCONTRADO = 'Cardápio não encontrado';
const LIMITE_FORMAS = 50;

type Base = Omit<CardapioPublico, 'loja'>;

async function dadosDaEmpresa(tx: TenantTx) {
  const empresa = await empresas.carregarEmpresa(tx);
  const site = await qSite.buscar(tx);
  if (!empresa || !site?.slug) throw notFound(MENU_NAO_ENCONTRADO);
  const cfg = await empresas.configuracaoDePedidos(tx);
  const areas = await entrega.areasAtivas(tx);
  const padroes = await formasPagamento.formasPadrao(tx, false, LIMITE_FORMAS);
  const proprias = (await formasPagamento.formasProprias(tx, LIMITE_FORMAS)).filter((f) => f.ativo);
  return { empresa, site: { ...site, slug: site.slug }, cfg, areas, padroes, proprias };
}

/** Every public product (the catalogue pages them by at most MAX_PER_PAGE). */
async function todosProdutos(t: Tenant): Promise<ProdutoPublico[]> {
  const out: ProdutoPublico[] = [];
  for (let page = 1; ; page++) {
    const r = await catalogo.produtosPublicos(t, { empresa_id: t.empresaId, page, per_page: MAX_PER_PAGE });
    out.push(...r.items);
    if (r.items.length < MAX_PER_PAGE || out.length >= r.total) return out;
  }
}

async function montar(t: Tenant, versao: string): Promise<Omit<EntradaCardapio, 'versao' | 'criado'>> {
  const d = await t.transacao(dadosDaEmpresa);
  const categorias = (await catalogo.categoriasPublicas(t)).items;
  const produtos = await todosProdutos(t);
  const reais = centavosToReais;
  const base: Base = {
    empresa: {
      nome: d.empresa.nome,
      slug: d.site.slug,
      logo_url: d.empresa.logo_url,
      cor_primaria: d.site.cor_primaria ?? PADRAO.cor_primaria,
      cor_secundaria: d.site.cor_secundaria ?? PADRAO.cor_secundaria,
      banner_url: d.site.banner_url,
      texto_boas_vindas: d.site.texto_boas_vindas,
      timezone: d.empresa.timezone,
    },
    aceita_pedidos: d.site.aceita_pedidos,
    pedido_minimo: reais(d.site.pedido_minimo_centavos),
    tempo_entrega_min: d.cfg.tempo_entrega_padrao,
    areas: d.areas.map((a) => ({
      nome: a.nome,
      cidade: a.cidade ?? null,
      bairros: [...a.bairros],
      por_raio: a.raio_km !== null,
      taxa_entrega: reais(a.taxa_entrega_centavos),
      pedido_minimo: reais(a.pedido_minimo_centavos),
      tempo_estimado: a.tempo_estimado,
    })),
    formas_pagamento: [
      ...d.padroes.map((f) => ({
        forma_pagamento_id: null,
        forma_pagamento_padrao_id: f.id,
        nome: f.nome,
        tipo: f.tipo,
      })),
      ...d.proprias.map((f) => ({
        forma_pagamento_id: f.id,
        forma_pagamento_padrao_id: null,
        nome: f.nome,
        tipo: f.tipo,
      })),
    ],
    categorias,
    produtos,
    versao,
  };
  return {
    resto: JSON.stringify(base).slice(1),
    funcionamento: {
      aberto: d.empresa.aberto,
      fechamento_temporario_ativo: d.empresa.fechamento_temporario_ativo,
      fechamento_ate: d.empresa.fechamento_ate,
      horarios_funcionamento: (d.empresa.horarios_funcionamento ?? {}) as HorariosFuncionamento,
      timezone: d.empresa.timezone,
    },
  };
}

/** The store's state for the menu's banner, in Portuguese. */
export function loja(f: EntradaCardapio['funcionamento'], now: Date): CardapioPublico['loja'] {
  const s: SituacaoLoja = situacaoLoja(f, now);
  return {
    aberta: s.aberta,
    motivo: motivoFechada(s, f.timezone),
    fechado_ate: s.fechado_ate,
    horario_hoje: resumoHorarioHoje(f.horarios_funcionamento, now, f.timezone),
    horarios: f.horarios_funcionamento as Record<string, { inicio: string; fim: string }[]>,
  };
}

export function motivoFechada(s: SituacaoLoja, timezone: string): string | null {
  if (s.aberta) return null;
  const quando = s.fechado_ate ? ` Abre ${formatDateTime(s.fechado_ate, timezone)}.` : '';
  if (s.motivo === 'fechamento_temporario') return `A loja está fechada temporariamente.${quando}`;
  if (s.motivo === 'fora_do_horario') return `A loja está fora do horário de funcionamento.${quando}`;
  return 'A loja está fechada no momento.';
}

export interface RespostaCardapio {
  etag: string;
  /** The JSON text, or null when the caller's copy is current (304) or `gzip` holds it. */
  texto: string | null;
  /** The same JSON gzipped, when the caller accepts gzip (compressed once per version, not per view). */
  gzip: Buffer | null;
}

/** The menu for a business: from this process's cache, or built and cached under the current version. */
export async function cardapio(
  t: Tenant,
  cache: CacheCardapio,
  ifNoneMatch: string | undefined,
  aceitaGzip = false,
): Promise<RespostaCardapio> {
  let e = cache.get(t.empresaId);
  if (!e) {
    const versao = cache.versao(t.empresaId);
    const montado = await montar(t, versao);
    cache.set(t.empresaId, versao, montado);
    e = cache.get(t.empresaId) ?? { ...montado, versao, criado: Date.now() };
  }
  const estado = JSON.stringify(loja(e.funcionamento, new Date()));
  const etag = `W/"m${e.versao}.${crypto.createHash('sha1').update(estado).digest('base64url').slice(0, 10)}"`;
  if (ifNoneMatch === etag) return { etag, texto: null, gzip: null };
  const texto = `{"loja":${estado},${e.resto}`;
  if (!aceitaGzip) return { etag, texto, gzip: null };
  if (e.gzip?.etag !== etag) e.gzip = { etag, corpo: zlib.gzipSync(texto, { level: 6 }) };
  return { etag, texto: null, gzip: e.gzip.corpo };
}
