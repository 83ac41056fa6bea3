import Button from '@mui/material/Button';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { RespostasRelatorio } from '@/api/relatorios.ts';
import { RelatorioPage } from '../components/relatorio-page.tsx';
import { Secao } from '../components/secao.tsx';
import { ExtratoEntregador } from '../components/extrato-entregador.tsx';
import { colMoeda, colNumero, colTexto } from '../colunas.ts';
import { moeda } from '../formato.ts';
import { useRelatoriosT } from '../i18n.ts';
import { useRelatorio } from '../use-relatorio.ts';
import { useFiltrosRelatorio } from '../use-filtros-url.ts';

type Linha = RespostasRelatorio['vendas/entregadores']['items'][number];

/** reports/couriers: deliveries, fees and daily pay per courier; one courier's statement, ready to print. */
export function EntregadoresPage() {
  const { t } = useRelatoriosT();
  const estado = useFiltrosRelatorio();
  // the couriers' reports take the period only (a courier is the subject, not a filter)
  const params = { inicio: estado.periodo.inicio, fim: estado.periodo.fim };
  const q = useRelatorio('vendas/entregadores', params);
  const linhas = q.data?.items;
  const aberto = Number(estado.extra.get('entregador')) || null;
  return (
    <RelatorioPage titulo={t('entregadores.titulo')} estado={estado}>
      {() => (
        <>
          <Secao<Linha>
            titulo={t('entregadores.porEntregador')}
            descricao={t('entregadores.dica')}
            grafico={{
              tipo: 'barras-horizontais',
              categorias: (linhas ?? []).map((l) => l.nome),
              series: [
                {
                  rotulo: t('entregadores.taxas'),
                  valores: (linhas ?? []).map((l) => l.taxas),
                  formato: moeda,
                  empilhar: 'total',
                },
                {
                  rotulo: t('entregadores.diarias'),
                  valores: (linhas ?? []).map((l) => l.diarias),
                  formato: moeda,
                  empilhar: 'total',
                },
              ],
            }}
            csv={{ rota: 'vendas/entregadores', params }}
            colunas={[
              colTexto<Linha>('nome', t('entregadores.nome'), (l) => l.nome),
              colNumero('entregas', t('entregadores.entregas'), (l) => l.entregas),
              colMoeda('taxas', t('entregadores.taxas'), (l) => l.taxas),
              colNumero('dias', t('entregadores.dias'), (l) => l.dias_trabalhados, { ocultarAbaixo: 'sm' }),
              colMoeda(
                'valor_diaria',
                t('entregadores.valorDiaria'),
                (l) => (l.recebe_diaria ? l.valor_diaria : null),
                {
                  ocultarAbaixo: 'md',
                },
              ),
              colMoeda('diarias', t('entregadores.diarias'), (l) => l.diarias, { ocultarAbaixo: 'sm' }),
              colMoeda('vales', t('entregadores.vales'), (l) => l.vales, { ocultarAbaixo: 'sm' }),
              colMoeda('total', t('entregadores.total'), (l) => l.total),
            ]}
            linhas={linhas}
            chave={(l) => l.entregador_id}
            carregando={q.isFetching}
            onLinhaClick={(l) => estado.definirExtra('entregador', String(l.entregador_id))}
            acoesDaLinha={(l) => (
              <Button
                size="small"
                startIcon={<ReceiptLongIcon />}
                onClick={() => estado.definirExtra('entregador', String(l.entregador_id))}
                aria-label={t('entregadores.verExtratoDe', { nome: l.nome })}
              >
                {t('entregadores.extrato')}
              </Button>
            )}
          />
          {aberto && (
            <ExtratoEntregador id={aberto} params={params} onFechar={() => estado.definirExtra('entregador', null)} />
          )}
        </>
      )}
    </RelatorioPage>
  );
}

export { EntregadoresPage as Component };
