import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Saldo } from '@app/shared/schemas/estoque-movimentos.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { saldosQuery } from '@/api/estoque.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { CampoBusca } from '../components/filtros.tsx';
import { custoPorUnidadeTexto, numeroBR } from '../components/formato.ts';
import { destaqueSaldo, SaldoCelula } from '../components/saldo-celula.tsx';
import { paginacaoDe, useLista } from '../components/use-lista.ts';
import { useEstoqueT } from '../i18n.ts';

/**
 * stock/saldos (spec §2): the balance of every ingredient in base units and in its default unit, its value at
 * the average cost, below-minimum (and negative) first as the API orders them; totals over the whole stock.
 */
export function SaldosPage() {
  const { t } = useEstoqueT();
  const l = useLista(50);
  const [abaixo, setAbaixo] = useState(false);
  const { search, page, per_page } = l.params;
  const lista = useQuery(saldosQuery({ search, page, per_page, ...(abaixo ? { abaixo_minimo: 'true' } : {}) }));
  const d = lista.data;

  const base = (s: Saldo) => `${numeroBR(s.qtde_base)} ${s.unidade_base}`;
  const custo = (s: Saldo) => custoPorUnidadeTexto(s.custo_por_un_base, s.unidade_padrao);
  const colunas: Coluna<Saldo>[] = [
    {
      id: 'nome',
      rotulo: t('saldos.insumo'),
      csv: (s) => s.nome,
      celula: (s) => (
        <>
          {s.nome}
          {s.categoria_nome && (
            <Typography variant="body2" color="text.secondary">
              {s.categoria_nome}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'saldo',
      rotulo: t('saldos.saldo'),
      celula: (s) => <SaldoCelula qtde={s.qtde_amigavel} abaixoMinimo={s.abaixo_minimo} negativo={s.negativo} />,
      csv: (s) => s.qtde_amigavel,
    },
    {
      id: 'base',
      rotulo: t('saldos.saldoBase'),
      ocultarAbaixo: 'md',
      alinhar: 'right',
      semQuebra: true,
      celula: base,
      csv: base,
    },
    {
      id: 'minimo',
      rotulo: t('saldos.minimo'),
      ocultarAbaixo: 'sm',
      semQuebra: true,
      celula: (s) => s.estoque_minimo_amigavel,
      csv: (s) => s.estoque_minimo_amigavel,
    },
    { id: 'custo', rotulo: t('saldos.custoMedio'), ocultarAbaixo: 'md', semQuebra: true, celula: custo, csv: custo },
    {
      id: 'valor',
      rotulo: t('saldos.valor'),
      alinhar: 'right',
      semQuebra: true,
      celula: (s) => formatReais(s.valor_estoque),
      csv: (s) => formatReais(s.valor_estoque),
    },
    {
      id: 'categoria',
      rotulo: t('saldos.categoria'),
      csv: (s) => s.categoria_nome,
      celula: () => null,
      sx: { display: 'none' },
    },
  ];

  return (
    <ListPage
      titulo={t('saldos.titulo')}
      larga
      filtros={
        <>
          {d && (
            <Card variant="outlined">
              <CardContent
                sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', '&:last-child': { pb: 2 } }}
              >
                <div>
                  <Typography variant="body2" color="text.secondary">
                    {t('saldos.valorTotal')}
                  </Typography>
                  <Typography variant="h6" component="p" data-testid="saldos-valor-total">
                    {formatReais(d.valor_total)}
                  </Typography>
                </div>
                <Chip
                  color={d.abaixo_minimo_qtd ? 'warning' : 'default'}
                  label={t('saldos.abaixo', { n: d.abaixo_minimo_qtd })}
                />
                {d.negativos_qtd > 0 && <Chip color="error" label={t('saldos.negativos', { n: d.negativos_qtd })} />}
              </CardContent>
            </Card>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <CampoBusca value={l.busca} onChange={l.setBusca} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={abaixo}
                  onChange={(e) => {
                    setAbaixo(e.target.checked);
                    l.setPagina(0);
                  }}
                />
              }
              label={t('saldos.apenasAbaixo')}
            />
          </Stack>
        </>
      }
      colunas={colunas}
      linhas={d?.items}
      chave={(s) => s.insumo_id}
      carregando={lista.isFetching}
      paginacao={{ ...paginacaoDe(l, d?.total), opcoesPorPagina: [50, 100] }}
      csv="saldo-estoque.csv"
      propsLinha={(s) => ({ 'data-testid': `saldo-${s.insumo_id}`, sx: destaqueSaldo(s.abaixo_minimo, s.negativo) })}
    />
  );
}

export const Component = SaldosPage;
