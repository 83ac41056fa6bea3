import { AbcSecao, type Criterio } from '../components/catalogo/abc-secao.tsx';
import {
  CategoriasSecao,
  OpcoesProdutoSecao,
  OpcoesSecao,
  ProdutosSecao,
} from '../components/catalogo/vendidos-secoes.tsx';
import { RelatorioPage } from '../components/relatorio-page.tsx';
import { useRelatoriosT } from '../i18n.ts';
import { paramsDoEstado, useFiltrosRelatorio } from '../use-filtros-url.ts';

const FILTROS = ['canal', 'tipo'] as const;
const ABAS = ['abc', 'categorias', 'produtos', 'opcoes'] as const;

/** reports/catalog: the ABC curve, and what each category, product and option sold. */
export function CatalogoPage() {
  const { t } = useRelatoriosT();
  const estado = useFiltrosRelatorio();
  const params = paramsDoEstado(estado, FILTROS);
  const criterio: Criterio = estado.extra.get('criterio') === 'quantidade' ? 'quantidade' : 'faturamento';
  const produtoId = Number(estado.extra.get('produto_id')) || null;
  return (
    <RelatorioPage
      titulo={t('catalogo.titulo')}
      estado={estado}
      filtros={FILTROS}
      abas={ABAS.map((id) => ({ id, rotulo: t(`catalogo.abas.${id}`) }))}
    >
      {(aba) => {
        switch (aba) {
          case 'categorias':
            return <CategoriasSecao params={params} />;
          case 'produtos':
            return <ProdutosSecao params={params} />;
          case 'opcoes':
            return (
              <>
                <OpcoesSecao params={params} />
                <OpcoesProdutoSecao
                  params={params}
                  produtoId={produtoId}
                  onProduto={(id) => estado.definirExtra('produto_id', id === null ? null : String(id))}
                />
              </>
            );
          default:
            return (
              <AbcSecao
                params={params}
                criterio={criterio}
                onCriterio={(c) => estado.definirExtra('criterio', c === 'faturamento' ? null : c)}
              />
            );
        }
      }}
    </RelatorioPage>
  );
}

export { CatalogoPage as Component };
