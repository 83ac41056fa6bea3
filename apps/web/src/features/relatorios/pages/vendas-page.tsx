import { Link } from 'react-router';
import Button from '@mui/material/Button';
import SpeedIcon from '@mui/icons-material/Speed';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { useSession } from '@/lib/use-session.ts';
import { RelatorioPage } from '../components/relatorio-page.tsx';
import { BairrosAba, CanaisAba, PagamentosAba } from '../components/vendas/grupos-abas.tsx';
import { CanceladosAba, DetalhesAba } from '../components/vendas/detalhes-aba.tsx';
import { AGRUPAMENTOS, agruparPadrao, ResumoAba, type Agrupar } from '../components/vendas/resumo-aba.tsx';
import { useRelatoriosT } from '../i18n.ts';
import { paramsDoEstado, useFiltrosRelatorio } from '../use-filtros-url.ts';

const FILTROS = ['canal', 'tipo', 'pagto', 'entregador_id', 'bairro'] as const;
const ABAS = ['resumo', 'pagamentos', 'bairros', 'canais', 'detalhes', 'cancelados'] as const;

/** reports/sales: the summary against the previous period, the time series, and the splits of the sales. */
export function VendasPage() {
  const { t } = useRelatoriosT();
  const estado = useFiltrosRelatorio();
  const fuso = useSession()?.timezone ?? DEFAULT_TIMEZONE;
  const params = paramsDoEstado(estado, FILTROS);
  const pedido = estado.extra.get('agrupar') as Agrupar | null;
  const agrupar =
    pedido && (AGRUPAMENTOS as readonly string[]).includes(pedido) ? pedido : agruparPadrao(estado.periodo);
  const pagina = Math.max(1, Math.trunc(Number(estado.extra.get('page'))) || 1);
  const onPagina = (p: number) => estado.definirExtra('page', p > 1 ? String(p) : null);
  return (
    <RelatorioPage
      titulo={t('vendas.titulo')}
      estado={estado}
      filtros={FILTROS}
      abas={ABAS.map((id) => ({ id, rotulo: t(`vendas.abas.${id}`) }))}
      // the spec's sidebar has no entry for the live dashboard: the sales report leads there
      acoes={
        <Button component={Link} to="/admin/performance/sales" startIcon={<SpeedIcon />}>
          {t('vendas.aoVivo')}
        </Button>
      }
    >
      {(aba) => {
        switch (aba) {
          case 'pagamentos':
            return <PagamentosAba params={params} />;
          case 'bairros':
            return <BairrosAba params={params} />;
          case 'canais':
            return <CanaisAba params={params} />;
          case 'detalhes':
            return <DetalhesAba params={params} fuso={fuso} pagina={pagina} onPagina={onPagina} />;
          case 'cancelados':
            return <CanceladosAba params={params} fuso={fuso} pagina={pagina} onPagina={onPagina} />;
          default:
            return (
              <ResumoAba
                params={params}
                periodo={estado.periodo}
                agrupar={agrupar}
                onAgrupar={(a) => estado.definirExtra('agrupar', a)}
              />
            );
        }
      }}
    </RelatorioPage>
  );
}

export { VendasPage as Component };
