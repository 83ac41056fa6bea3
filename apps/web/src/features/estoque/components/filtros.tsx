// The filters every stock list shares: a search box and the active/inactive choice.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { useEstoqueT } from '../i18n.ts';

export type FiltroAtivo = '' | 'true' | 'false';

export function CampoBusca({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useEstoqueT();
  return (
    <TextField
      size="small"
      label={t('comum.buscar')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: 1, minWidth: 180 }}
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
  );
}

export function FiltroSituacao({ value, onChange }: { value: FiltroAtivo; onChange: (v: FiltroAtivo) => void }) {
  const { t } = useEstoqueT();
  return (
    <TextField
      select
      size="small"
      label={t('comum.situacao')}
      value={value}
      onChange={(e) => onChange(e.target.value as FiltroAtivo)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('comum.todos')}</MenuItem>
      <MenuItem value="true">{t('comum.ativos')}</MenuItem>
      <MenuItem value="false">{t('comum.inativos')}</MenuItem>
    </TextField>
  );
}
