// What the catalogue sold: per category, product and option, and the options sold with one product.
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import { relatorioQuery } from '@/api/relatorios.ts';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colPct, colTexto } from '../../colunas.ts';
import { moeda } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Categoria = RespostasRelatorio['catalogo/categorias']['items'][number];
type Produto = RespostasRelatorio['catalogo/produtos']['items'][number];
type Opcao = RespostasRelatorio['catalogo/opcoes']['items'][number];

export function CategoriasSecao({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('catalogo/categorias', params);
  const linhas = q.data?.items;
  return (
    <Secao<Categoria>
      titulo={t('catalogo.categorias')}
      grafico={{
        tipo: 'pizza',
        categorias: (linhas ?? []).map((l) => l.categoria),
        series: [
          { rotulo: t('catalogo.faturamento'), valores: (linhas ?? []).map((l) => l.faturamento), formato: moeda },
        ],
      }}
      csv={{ rota: 'catalogo/categorias', params }}
      colunas={[
        colTexto<Categoria>('categoria', t('catalogo.categoria'), (l) => l.categoria),
        colNumero('quantidade', t('metricas.quantidade'), (l) => l.quantidade),
        colMoeda('faturamento', t('catalogo.faturamento'), (l) => l.faturamento),
        colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct),
      ]}
      linhas={linhas}
      chave={(l) => `${l.categoria_id ?? 'x'}-${l.categoria}`}
      carregando={q.isFetching}
    />
  );
}

export function ProdutosSecao({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('catalogo/produtos', params);
  const linhas = q.data?.items;
  const top = (linhas ?? []).slice(0, 15);
  return (
    <Secao<Produto>
      titulo={t('catalogo.produtos')}
      grafico={{
        tipo: 'barras-horizontais',
        categorias: top.map((l) => l.produto),
        series: [{ rotulo: t('catalogo.faturamento'), valores: top.map((l) => l.faturamento), formato: moeda }],
      }}
      csv={{ rota: 'catalogo/produtos', params }}
      colunas={[
        colTexto<Produto>('produto', t('catalogo.produto'), (l) => l.produto),
        colTexto<Produto>('categoria', t('catalogo.categoria'), (l) => l.categoria, { ocultarAbaixo: 'sm' }),
        colNumero('quantidade', t('metricas.quantidade'), (l) => l.quantidade),
        colMoeda('faturamento', t('catalogo.faturamento'), (l) => l.faturamento),
        colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'sm' }),
      ]}
      linhas={linhas}
      chave={(l) => `${l.produto_id ?? 'x'}-${l.produto}`}
      carregando={q.isFetching}
    />
  );
}

const colunasOpcao = (t: (k: string) => string) => [
  colTexto<Opcao>('opcao', t('catalogo.opcao'), (l) => l.opcao),
  colTexto<Opcao>('complemento', t('catalogo.complemento'), (l) => l.complemento, { ocultarAbaixo: 'sm' }),
  colNumero<Opcao>('quantidade', t('metricas.quantidade'), (l) => l.quantidade),
  colMoeda<Opcao>('faturamento', t('catalogo.faturamento'), (l) => l.faturamento),
  colPct<Opcao>('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'sm' }),
];

export function OpcoesSecao({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('catalogo/opcoes', params);
  const linhas = q.data?.items;
  const top = (linhas ?? []).slice(0, 15);
  return (
    <Secao<Opcao>
      titulo={t('catalogo.opcoes')}
      descricao={t('catalogo.opcoesDica')}
      grafico={{
        tipo: 'barras-horizontais',
        categorias: top.map((l) => l.opcao),
        series: [{ rotulo: t('metricas.quantidade'), valores: top.map((l) => l.quantidade) }],
      }}
      csv={{ rota: 'catalogo/opcoes', params }}
      colunas={colunasOpcao(t)}
      linhas={linhas}
      chave={(l) => l.opcao_id}
      carregando={q.isFetching}
    />
  );
}

/** The options chosen with one product: pick a product sold in the period. */
export function OpcoesProdutoSecao({
  params,
  produtoId,
  onProduto,
}: {
  params: Params;
  produtoId: number | null;
  onProduto: (id: number | null) => void;
}) {
  const { t } = useRelatoriosT();
  const produtos = useQuery(relatorioQuery('catalogo/produtos', params));
  const consulta = { ...params, produto_id: String(produtoId ?? '') };
  const q = useRelatorio('catalogo/opcoes/produto', consulta, produtoId !== null);
  const vendidos = (produtos.data?.items ?? []).filter((p) => p.produto_id !== null);
  return (
    <Secao<Opcao>
      titulo={t('catalogo.opcoesProduto')}
      extra={
        <TextField
          select
          size="small"
          label={t('catalogo.produto')}
          value={produtoId !== null && vendidos.some((p) => p.produto_id === produtoId) ? String(produtoId) : ''}
          onChange={(e) => onProduto(e.target.value ? Number(e.target.value) : null)}
          sx={{ minWidth: 220, mb: 1, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('catalogo.escolhaProduto')}</MenuItem>
          {vendidos.map((p) => (
            <MenuItem key={p.produto_id} value={String(p.produto_id)}>
              {p.produto}
            </MenuItem>
          ))}
        </TextField>
      }
      {...(produtoId !== null ? { csv: { rota: 'catalogo/opcoes/produto' as const, params: consulta } } : {})}
      colunas={colunasOpcao(t)}
      linhas={produtoId === null ? [] : q.data?.items}
      chave={(l) => l.opcao_id}
      carregando={q.isFetching}
    />
  );
}
