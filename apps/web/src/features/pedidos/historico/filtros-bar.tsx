import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PEDIDO_CANAIS, PEDIDO_STATUS, PEDIDO_TIPOS } from '@app/shared/domain/pedido-status.ts';
import { TIPOS_FORMA_PAGAMENTO } from '@app/shared/schemas/formas-pagamento.ts';
import type { EntregadoresPagina } from '@app/shared/schemas/entrega.ts';
import { entregadoresQuery } from '@/api/entregadores.ts';
import { usePedidosT } from '../i18n.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { FILTROS_VAZIOS, type CampoFiltro, type Filtros } from './filtros.ts';

const itens = (p: EntregadoresPagina) => p.items;

interface Props {
  filtros: Filtros;
  onChange: (f: Filtros) => void;
}

/** Spec §7 filters: dates, status, type, channel, payment, courier, search by name/phone/number. */
export function FiltrosBar({ filtros, onChange }: Props) {
  const { t } = usePedidosT();
  const entregadores = useQuery({ ...entregadoresQuery({ ativo: true }), select: itens, meta: { silent: true } });
  const [busca, setBusca] = useState(filtros.search);
  const buscaDebounced = useDebounced(busca, 400);

  useEffect(() => {
    if (buscaDebounced.trim() !== filtros.search.trim()) onChange({ ...filtros, search: buscaDebounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the typed text only
  }, [buscaDebounced]);

  const set = (c: CampoFiltro) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...filtros, [c]: e.target.value });
  const selecao = (c: CampoFiltro, rotulo: string, opcoes: { v: string; l: string }[]) => (
    <TextField
      select
      size="small"
      label={rotulo}
      value={filtros[c]}
      onChange={set(c)}
      sx={{ minWidth: { xs: 0, lg: 130 } }}
    >
      <MenuItem value="">{t('historico.todos')}</MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o.v} value={o.v}>
          {o.l}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(9, auto)',
        },
        gap: 1,
        mb: 2,
      }}
      role="search"
    >
      <TextField
        size="small"
        label={t('historico.busca')}
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2', lg: 'auto' }, minWidth: { xs: 0, lg: 200 } }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('historico.dataIni')}
        value={filtros.data_ini}
        onChange={set('data_ini')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('historico.dataFim')}
        value={filtros.data_fim}
        onChange={set('data_fim')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {selecao(
        'status',
        t('historico.status'),
        PEDIDO_STATUS.map((s) => ({ v: s, l: t(`status.${s}`) })),
      )}
      {selecao(
        'tipo',
        t('historico.tipo'),
        PEDIDO_TIPOS.map((s) => ({ v: s, l: t(`tipo.${s}`) })),
      )}
      {selecao(
        'canal',
        t('historico.canal'),
        PEDIDO_CANAIS.map((s) => ({ v: s, l: t(`canal.${s}`) })),
      )}
      {selecao(
        'pagto',
        t('historico.pagto'),
        TIPOS_FORMA_PAGAMENTO.map((s) => ({ v: s, l: t(`formaTipo.${s}`) })),
      )}
      {selecao(
        'entregador_id',
        t('historico.entregador'),
        (entregadores.data ?? []).map((e) => ({ v: String(e.id), l: e.nome })),
      )}
      <Button
        onClick={() => {
          setBusca('');
          onChange(FILTROS_VAZIOS);
        }}
      >
        {t('historico.limpar')}
      </Button>
    </Box>
  );
}
