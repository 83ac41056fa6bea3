// Every sale of the period (paged on the server) and the cancelled ones with their reasons.
import { formatDateTime } from '@app/shared/domain/dates.ts';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { Cartoes } from '../cartoes.tsx';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colTexto } from '../../colunas.ts';
import { moeda, numero } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Venda = RespostasRelatorio['vendas/detalhes']['items'][number];
type Motivo = RespostasRelatorio['vendas/cancelados']['por_motivo'][number];
export const POR_PAGINA = 50;

export interface PaginaProps {
  params: Params;
  fuso: string;
  pagina: number;
  onPagina: (p: number) => void;
}

function useColunasVenda(fuso: string): Coluna<Venda>[] {
  const { t } = useRelatoriosT();
  const rot = (grupo: 'tipo' | 'canal' | 'status', v: string) => t(`rotulos.${grupo}.${v}`, { defaultValue: v });
  return [
    colTexto<Venda>('numero', t('detalhes.numero'), (v) =>
      v.origem === 'comanda' ? `${t('detalhes.comanda')} ${v.numero}` : `#${v.numero}`,
    ),
    { ...colTexto<Venda>('data', t('detalhes.data'), (v) => formatDateTime(v.data, fuso)), semQuebra: true },
    colTexto<Venda>('tipo', t('filtros.tipo'), (v) => rot('tipo', v.tipo), { ocultarAbaixo: 'sm' }),
    colTexto<Venda>('canal', t('filtros.canal'), (v) => rot('canal', v.canal), { ocultarAbaixo: 'md' }),
    colTexto<Venda>('cliente', t('detalhes.cliente'), (v) => v.cliente, { ocultarAbaixo: 'sm' }),
    colTexto<Venda>('bairro', t('filtros.bairro'), (v) => v.bairro, { ocultarAbaixo: 'md' }),
    colTexto<Venda>('pagamentos', t('detalhes.pagamentos'), (v) => v.pagamentos || null, { ocultarAbaixo: 'md' }),
    colMoeda<Venda>('descontos', t('metricas.descontos'), (v) => v.descontos, { ocultarAbaixo: 'md' }),
    colMoeda<Venda>('entrega', t('metricas.taxa_entrega'), (v) => v.taxa_entrega, { ocultarAbaixo: 'md' }),
    colMoeda<Venda>('total', t('detalhes.total'), (v) => v.total),
    colMoeda<Venda>('servico', t('metricas.taxa_servico'), (v) => v.taxa_servico, { ocultarAbaixo: 'md' }),
  ];
}

export function DetalhesAba({ params, fuso, pagina, onPagina }: PaginaProps) {
  const { t } = useRelatoriosT();
  const consulta = { ...params, page: String(pagina), per_page: String(POR_PAGINA) };
  const q = useRelatorio('vendas/detalhes', consulta);
  const colunas = useColunasVenda(fuso);
  return (
    <Secao<Venda>
      titulo={t('detalhes.titulo')}
      descricao={t('detalhes.dica')}
      csv={{ rota: 'vendas/detalhes', params }}
      colunas={colunas}
      linhas={q.data?.items}
      chave={(v) => `${v.origem}-${v.id}`}
      carregando={q.isFetching}
      paginacao={{
        pagina: pagina - 1,
        porPagina: POR_PAGINA,
        total: q.data?.total ?? 0,
        onPagina: (p) => onPagina(p + 1),
      }}
    />
  );
}

export function CanceladosAba({ params, fuso, pagina, onPagina }: PaginaProps) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('vendas/cancelados', { ...params, page: String(pagina), per_page: String(POR_PAGINA) });
  const colunas = useColunasVenda(fuso).filter(
    (c) => !['descontos', 'entrega', 'servico', 'pagamentos'].includes(c.id),
  );
  const motivos = q.data?.por_motivo;
  return (
    <>
      {q.data && (
        <Cartoes
          rotulo={t('cancelados.titulo')}
          itens={[
            { id: 'cancelados-qtd', rotulo: t('cancelados.quantidade'), valor: numero(q.data.quantidade) },
            { id: 'cancelados-valor', rotulo: t('cancelados.valor'), valor: moeda(q.data.valor) },
          ]}
        />
      )}
      <Secao<Motivo>
        titulo={t('cancelados.porMotivo')}
        grafico={{
          tipo: 'barras-horizontais',
          categorias: (motivos ?? []).map((m) => m.motivo),
          series: [{ rotulo: t('cancelados.quantidade'), valores: (motivos ?? []).map((m) => m.quantidade) }],
        }}
        csvLocal={`cancelados-motivos-${params.inicio}-${params.fim}.csv`}
        colunas={[
          colTexto<Motivo>('motivo', t('cancelados.motivo'), (m) => m.motivo),
          colNumero('quantidade', t('cancelados.quantidade'), (m) => m.quantidade),
          colMoeda('valor', t('cancelados.valor'), (m) => m.valor),
        ]}
        linhas={motivos}
        chave={(m) => m.motivo}
        carregando={q.isFetching}
      />
      <Secao<Venda>
        titulo={t('cancelados.lista')}
        csv={{ rota: 'vendas/cancelados', params }}
        colunas={[...colunas, colTexto<Venda>('motivo', t('cancelados.motivo'), (v) => v.motivo_cancelamento)]}
        linhas={q.data?.items}
        chave={(v) => `${v.origem}-${v.id}`}
        carregando={q.isFetching}
        paginacao={{
          pagina: pagina - 1,
          porPagina: POR_PAGINA,
          total: q.data?.total ?? 0,
          onPagina: (p) => onPagina(p + 1),
        }}
      />
    </>
  );
}
