// The funnel per day, the customers table (paged, sortable, searchable) and the abandoned carts.
import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { SORT_CLIENTES } from '@app/shared/schemas/relatorios-clientes.ts';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { Cartoes } from '../cartoes.tsx';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colTexto } from '../../colunas.ts';
import { diaCurto, moeda, numero, percentual } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Dia = RespostasRelatorio['clientes/historico-visitantes']['items'][number];
type Cliente = RespostasRelatorio['clientes/tabela']['items'][number];
type Abandono = RespostasRelatorio['clientes/abandonos']['items'][number];
type Ordem = (typeof SORT_CLIENTES)[number];
export const POR_PAGINA = 50;

export function VisitantesAba({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('clientes/historico-visitantes', params);
  const dias = q.data?.items;
  const serie = (k: 'visitas' | 'carrinhos' | 'checkouts' | 'pedidos') => ({
    rotulo: t(`clientes.serie.${k}`),
    valores: (dias ?? []).map((d) => d[k]),
  });
  return (
    <Secao<Dia>
      titulo={t('clientes.visitantes')}
      grafico={{
        tipo: 'linha',
        categorias: (dias ?? []).map((d) => diaCurto(d.dia)),
        series: [serie('visitas'), serie('carrinhos'), serie('checkouts'), serie('pedidos')],
      }}
      csv={{ rota: 'clientes/historico-visitantes', params }}
      colunas={[
        colTexto<Dia>('dia', t('entregadores.dia'), (d) => diaCurto(d.dia, true)),
        colNumero('visitas', t('clientes.serie.visitas'), (d) => d.visitas),
        colNumero('carrinhos', t('clientes.serie.carrinhos'), (d) => d.carrinhos),
        colNumero('checkouts', t('clientes.serie.checkouts'), (d) => d.checkouts),
        colNumero('pedidos', t('clientes.serie.pedidos'), (d) => d.pedidos),
      ]}
      linhas={dias?.every((d) => d.visitas + d.carrinhos + d.checkouts + d.pedidos === 0) ? [] : dias}
      chave={(d) => d.dia}
      carregando={q.isFetching}
    />
  );
}

export interface ListaProps {
  params: Params;
  fuso: string;
  extra: URLSearchParams;
  definirExtra: (chave: string, valor: string | null) => void;
  definirExtras: (pares: Record<string, string | null>) => void;
}

const pagina = (sp: URLSearchParams) => Math.max(1, Math.trunc(Number(sp.get('page'))) || 1);

export function ClientesAba({ params, fuso, extra, definirExtra, definirExtras }: ListaProps) {
  const { t } = useRelatoriosT();
  const p = pagina(extra);
  const campo = extra.get('sort_field') as Ordem | null;
  const sort_field: Ordem = campo && (SORT_CLIENTES as readonly string[]).includes(campo) ? campo : 'faturamento';
  const sort_dir = extra.get('sort_dir') === 'asc' ? 'asc' : 'desc';
  const [busca, setBusca] = useState(extra.get('search') ?? '');
  const buscaPronta = useDebounced(busca.trim(), 400);
  useEffect(() => {
    if (buscaPronta !== (extra.get('search') ?? '')) definirExtra('search', buscaPronta || null);
  }, [buscaPronta, extra, definirExtra]);
  const filtro = { ...params, sort_field, sort_dir, ...(extra.get('search') ? { search: extra.get('search')! } : {}) };
  const q = useRelatorio('clientes/tabela', { ...filtro, page: String(p), per_page: String(POR_PAGINA) });
  return (
    <Secao<Cliente>
      titulo={t('clientes.tabela')}
      extra={
        <TextField
          size="small"
          type="search"
          label={t('clientes.buscar')}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ mb: 1, width: { xs: '100%', sm: 280 } }}
        />
      }
      csv={{ rota: 'clientes/tabela', params: filtro }}
      colunas={[
        colTexto<Cliente>('nome', t('detalhes.cliente'), (c) => c.nome, { ordenavel: true }),
        {
          ...colTexto<Cliente>('telefone', t('clientes.telefone'), (c) => c.telefone, { ocultarAbaixo: 'sm' }),
          semQuebra: true,
        },
        colNumero('pedidos', t('metricas.pedidos'), (c) => c.pedidos, { ordenavel: true }),
        colMoeda('faturamento', t('catalogo.faturamento'), (c) => c.faturamento, { ordenavel: true }),
        colMoeda('ticket_medio', t('metricas.ticket_medio'), (c) => c.ticket_medio, {
          ordenavel: true,
          ocultarAbaixo: 'sm',
        }),
        {
          ...colTexto<Cliente>('ultimo_pedido', t('clientes.ultimo'), (c) => formatDateTime(c.ultimo_pedido, fuso), {
            ordenavel: true,
            ocultarAbaixo: 'md',
          }),
          semQuebra: true,
        },
        colNumero('dias', t('clientes.diasDesde'), (c) => c.dias_desde_ultimo, { ocultarAbaixo: 'md' }),
      ]}
      linhas={q.data?.items}
      chave={(c) => c.cliente_id}
      carregando={q.isFetching}
      ordenacao={{
        campo: sort_field,
        direcao: sort_dir,
        direcaoInicial: 'desc',
        onOrdenar: (c, d) =>
          definirExtras({ sort_field: c === 'faturamento' ? null : c, sort_dir: d === 'desc' ? null : d }),
      }}
      paginacao={{
        pagina: p - 1,
        porPagina: POR_PAGINA,
        total: q.data?.total ?? 0,
        onPagina: (n) => definirExtra('page', n > 0 ? String(n + 1) : null),
      }}
    />
  );
}

export function AbandonosAba({ params, fuso, extra, definirExtra }: ListaProps) {
  const { t } = useRelatoriosT();
  const p = pagina(extra);
  const q = useRelatorio('clientes/abandonos', { ...params, page: String(p), per_page: String(POR_PAGINA) });
  const a = q.data;
  return (
    <>
      {a && (
        <Cartoes
          rotulo={t('clientes.abandonos')}
          itens={[
            { id: 'carrinhos', rotulo: t('clientes.serie.carrinhos'), valor: numero(a.carrinhos) },
            { id: 'abandonados', rotulo: t('clientes.abandonados'), valor: numero(a.abandonados) },
            { id: 'valor-abandonado', rotulo: t('clientes.valorAbandonado'), valor: moeda(a.valor_abandonado) },
            {
              id: 'taxa-carrinho',
              rotulo: t('clientes.taxaCarrinho'),
              valor: percentual(a.taxa_abandono_carrinho_pct),
            },
            {
              id: 'taxa-checkout',
              rotulo: t('clientes.taxaCheckout'),
              valor: percentual(a.taxa_abandono_checkout_pct),
            },
          ]}
        />
      )}
      <Secao<Abandono>
        titulo={t('clientes.abandonos')}
        descricao={t('clientes.abandonosDica')}
        csv={{ rota: 'clientes/abandonos', params }}
        colunas={[
          colTexto<Abandono>('nome', t('detalhes.cliente'), (c) => c.nome),
          { ...colTexto<Abandono>('telefone', t('clientes.telefone'), (c) => c.telefone), semQuebra: true },
          colMoeda('valor', t('metricas.valor'), (c) => c.valor),
          colNumero('itens', t('clientes.itens'), (c) => c.qtde_itens, { ocultarAbaixo: 'sm' }),
          colTexto<Abandono>(
            'etapa',
            t('clientes.etapa'),
            (c) => t(`clientes.etapas.${c.etapa || 'navegando'}`, { defaultValue: c.etapa }),
            {
              ocultarAbaixo: 'sm',
            },
          ),
          {
            ...colTexto<Abandono>('quando', t('detalhes.data'), (c) => formatDateTime(c.atualizado_em, fuso), {
              ocultarAbaixo: 'md',
            }),
            semQuebra: true,
          },
        ]}
        linhas={a?.items}
        chave={(c) => c.carrinho_id}
        carregando={q.isFetching}
        paginacao={{
          pagina: p - 1,
          porPagina: POR_PAGINA,
          total: a?.total ?? 0,
          onPagina: (n) => definirExtra('page', n > 0 ? String(n + 1) : null),
        }}
      />
    </>
  );
}
