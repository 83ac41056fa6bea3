import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PEDIDO_TIPOS } from '@app/shared/domain/pedido-status.ts';
import type { PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import { usePedidosT } from '../i18n.ts';
import { FILTRO_VAZIO, type FiltroQuadro } from '../quadro.ts';

interface Props {
  filtro: FiltroQuadro;
  /** The channels the board holds now: offering the other eight would only add taps. */
  canais: readonly string[];
  onChange: (f: FiltroQuadro) => void;
}

/**
 * The board's search (number, name, phone) and its type and channel filters. Memoised: three text fields, two of
 * them selects, were re-rendered with every answer the board page gets (the live stream's state, the alert).
 */
export const FiltrosQuadro = memo(function FiltrosQuadro({ filtro, canais, onChange }: Props) {
  const { t } = usePedidosT();
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
      <TextField
        select
        size="small"
        label={t('filtro.tipo')}
        value={filtro.tipo}
        onChange={(e) => onChange({ ...filtro, tipo: e.target.value as PedidoTipo | '' })}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 150px' } }}
      >
        <MenuItem value="">{t('filtro.todos')}</MenuItem>
        {PEDIDO_TIPOS.map((tipo) => (
          <MenuItem key={tipo} value={tipo}>
            {t(`tipo.${tipo}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filtro.canal')}
        value={filtro.canal}
        onChange={(e) => onChange({ ...filtro, canal: e.target.value })}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 170px' } }}
      >
        <MenuItem value="">{t('filtro.todos')}</MenuItem>
        {canais.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`canal.${c}`, { defaultValue: c })}
          </MenuItem>
        ))}
      </TextField>
      {ativo && (
        <Button size="small" onClick={() => onChange(FILTRO_VAZIO)}>
          {t('filtro.limpar')}
        </Button>
      )}
    </Box>
  );
});
