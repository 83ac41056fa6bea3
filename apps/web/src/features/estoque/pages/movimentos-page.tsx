import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { TIPOS_MOVIMENTO, type Movimento } from '@app/shared/schemas/estoque-movimentos.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { MOVIMENTOS_LIMITE, movimentosQuery } from '@/api/estoque.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSession } from '@/lib/use-session.ts';
import { BaixaVendasDialog } from '../components/baixa-vendas-dialog.tsx';
import { EscolherInsumo } from '../components/escolher-insumo.tsx';
import { custoPorUnidadeTexto, numeroBR, qtdeNaUnidade } from '../components/formato.ts';
import { MovimentoDialog } from '../components/movimento-dialog.tsx';
import { useEstoqueT } from '../i18n.ts';

const ENTRADAS = new Set(['entrada_compra', 'entrada_producao', 'estorno_venda']);

/**
 * stock/movimentos (spec §2): every movement, newest first, filtered by ingredient, type and period; pages of 100
 * from offset 0 (spec §9). Purchases, exits, losses and counts are recorded here.
 */
export function MovimentosPage() {
  const { t } = useEstoqueT();
  const timezone = useSession()?.timezone;
  const [insumo, setInsumo] = useState<Insumo | null>(null);
  const [tipo, setTipo] = useState('');
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');
  const [offset, setOffset] = useState(0);
  const [novo, setNovo] = useState(false);
  const [baixa, setBaixa] = useState(false);
  const filtrar =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setOffset(0);
    };
  const lista = useQuery(
    movimentosQuery({ insumo_id: insumo?.id, tipo, inicio, fim, limit: MOVIMENTOS_LIMITE, offset }),
  );

  const qtde = (m: Movimento) => {
    const sinal = m.qtde_base > 0 ? '+' : '';
    return m.tipo === 'ajuste_inventario'
      ? `${sinal}${qtdeNaUnidade(m.qtde_base, m.unidade)}`
      : `${sinal}${numeroBR(m.qtde_base < 0 ? -m.qtde_informada : m.qtde_informada)} ${m.unidade}`;
  };
  const origem = (m: Movimento) =>
    m.origem_tipo && m.origem_id
      ? t(`movimentos.origens.${m.origem_tipo}`, { id: m.origem_id, defaultValue: `${m.origem_tipo} #${m.origem_id}` })
      : '';
  const custo = (m: Movimento) => custoPorUnidadeTexto(m.custo_unitario_base, m.unidade);
  const saldoApos = (m: Movimento) => qtdeNaUnidade(m.saldo_apos_base, m.unidade);
  const colunas: Coluna<Movimento>[] = [
    {
      id: 'data',
      rotulo: t('movimentos.data'),
      semQuebra: true,
      celula: (m) => formatDateTime(m.criado_em, timezone),
      csv: (m) => formatDateTime(m.criado_em, timezone),
    },
    {
      id: 'insumo',
      rotulo: t('movimentos.insumo'),
      csv: (m) => m.insumo_nome,
      celula: (m) => (
        <>
          {m.insumo_nome}
          {(m.fornecedor_nome || m.observacao || origem(m)) && (
            <Typography variant="body2" color="text.secondary">
              {[m.fornecedor_nome, origem(m), m.observacao].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'tipo',
      rotulo: t('movimentos.tipo'),
      csv: (m) => t(`movimentos.tipos.${m.tipo}`),
      celula: (m) => (
        <Chip
          size="small"
          variant="outlined"
          color={ENTRADAS.has(m.tipo) ? 'success' : m.tipo === 'ajuste_inventario' ? 'info' : 'default'}
          label={t(`movimentos.tipos.${m.tipo}`)}
        />
      ),
    },
    { id: 'qtde', rotulo: t('movimentos.qtde'), alinhar: 'right', semQuebra: true, celula: qtde, csv: qtde },
    {
      id: 'valor',
      rotulo: t('movimentos.valor'),
      alinhar: 'right',
      semQuebra: true,
      celula: (m) => formatReais(m.valor),
      csv: (m) => formatReais(m.valor),
    },
    {
      id: 'custo',
      rotulo: t('movimentos.custoUnitario'),
      ocultarAbaixo: 'md',
      semQuebra: true,
      celula: custo,
      csv: custo,
    },
    {
      id: 'saldo',
      rotulo: t('movimentos.saldoApos'),
      ocultarAbaixo: 'sm',
      semQuebra: true,
      celula: saldoApos,
      csv: saldoApos,
    },
    {
      id: 'fornecedor',
      rotulo: t('movimentos.fornecedor'),
      csv: (m) => m.fornecedor_nome,
      celula: () => null,
      sx: { display: 'none' },
    },
    {
      id: 'observacao',
      rotulo: t('comum.observacao'),
      csv: (m) => m.observacao,
      celula: () => null,
      sx: { display: 'none' },
    },
  ];

  return (
    <ListPage
      titulo={t('movimentos.titulo')}
      larga
      acoes={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button startIcon={<PlaylistRemoveIcon />} onClick={() => setBaixa(true)}>
            {t('movimentos.baixaVendas')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
            {t('movimentos.novo')}
          </Button>
        </Stack>
      }
      filtros={
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <EscolherInsumo size="small" label={t('movimentos.insumo')} value={insumo} onChange={filtrar(setInsumo)} />
          <TextField
            select
            size="small"
            label={t('movimentos.tipo')}
            value={tipo}
            onChange={(e) => filtrar(setTipo)(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('comum.todos')}</MenuItem>
            {TIPOS_MOVIMENTO.map((x) => (
              <MenuItem key={x} value={x}>
                {t(`movimentos.tipos.${x}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            {(
              [
                ['inicio', inicio, setInicio],
                ['fim', fim, setFim],
              ] as const
            ).map(([nome, valor, set]) => (
              <TextField
                key={nome}
                type="date"
                size="small"
                label={t(`movimentos.${nome}`)}
                value={valor}
                onChange={(e) => filtrar(set)(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 140 }}
              />
            ))}
          </Stack>
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(m) => m.id}
      carregando={lista.isFetching}
      paginacao={{
        pagina: Math.floor(offset / MOVIMENTOS_LIMITE),
        porPagina: MOVIMENTOS_LIMITE,
        total: lista.data?.total ?? 0,
        onPagina: (p) => setOffset(p * MOVIMENTOS_LIMITE),
      }}
      csv="movimentos-estoque.csv"
      propsLinha={(m) => ({ 'data-testid': `movimento-${m.id}` })}
    >
      {novo && <MovimentoDialog onClose={() => setNovo(false)} />}
      {baixa && <BaixaVendasDialog timezone={timezone ?? 'America/Sao_Paulo'} onClose={() => setBaixa(false)} />}
    </ListPage>
  );
}

export const Component = MovimentosPage;
