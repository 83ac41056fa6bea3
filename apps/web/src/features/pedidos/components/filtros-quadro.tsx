import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PEDIDO_TIPOS } from '@app/shared/domain/pedido-status.ts';
import type { PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import { usePedidosT } from '../i18n.ts';
import { FILTRO_VAZIO, type FiltroQuadro } from '../quadro.ts';
import { FiltroSelect } from './filtro-select.tsx';

interface Props {
  filtro: FiltroQuadro;
  /** The channels the board holds now: offering the other eight would only add taps. */
  canais: readonly string[];
  onChange: (f: FiltroQuadro) => void;
}

/**
 * The board's search (number, name, phone) and its type and channel filters (selects mounted on first use,
 * FiltroSelect). Memoised: the bar was re-rendered with every answer the board page gets (the live stream's state,
 * the alert).
 */
export const FiltrosQuadro = memo(function FiltrosQuadro({ filtro, canais, onChange }: Props) {
  const { t } = usePedidosT();
  const todos = { valor: '', rotulo: t('filtro.todos') };
  const ativo = filtro.busca !== '' || filtro.tipo !== '' || filtro.canal !== '';
  return (
    <Box
      role="search"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
      data-testid="filtros-quadro"
    >
      <TextField
        size="small"
        type="search"
        label={t('filtro.buscar')}
        value={filtro.busca}
        onChange={(e) => onChange({ ...filtro, busca: e.target.value })}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FiltroSelect
        label={t('filtro.tipo')}
        value={filtro.tipo}
        opcoes={[todos, ...PEDIDO_TIPOS.map((tipo) => ({ valor: tipo, rotulo: t(`tipo.${tipo}`) }))]}
        onChange={(v) => onChange({ ...filtro, tipo: v as PedidoTipo | '' })}
        largura={150}
      />
      <FiltroSelect
        label={t('filtro.canal')}
        value={filtro.canal}
        opcoes={[todos, ...canais.map((c) => ({ valor: c, rotulo: t(`canal.${c}`, { defaultValue: c }) }))]}
        onChange={(v) => onChange({ ...filtro, canal: v })}
        largura={170}
      />
      {ativo && (
        <Button size="small" onClick={() => onChange(FILTRO_VAZIO)}>
          {t('filtro.limpar')}
        </Button>
      )}
    </Box>
  );
});
