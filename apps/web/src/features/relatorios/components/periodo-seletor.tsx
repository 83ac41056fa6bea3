import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRelatoriosT } from '../i18n.ts';
import { diaCurto } from '../formato.ts';
import { MAX_DIAS, periodoDoPreset, PRESETS, validarPeriodo, type Periodo, type Preset } from '../periodo.ts';

export interface PeriodoSeletorProps {
  preset: Preset;
  periodo: Periodo;
  /** Today in the business's timezone (the presets count from it). */
  hoje: string;
  onChange: (preset: Preset, periodo: Periodo) => void;
}

/**
 * The period of a report: a preset (today, yesterday, this week from Monday, 7 / 30 days, this month) or a custom
 * range typed in the phone's own date fields, checked before it is asked for.
 */
export function PeriodoSeletor({ preset, periodo, hoje, onChange }: PeriodoSeletorProps) {
  const { t } = useRelatoriosT();
  const [personalizando, setPersonalizando] = useState(preset === 'personalizado');
  const [inicio, setInicio] = useState(periodo.inicio);
  const [fim, setFim] = useState(periodo.fim);
  const [erro, setErro] = useState<string | null>(null);
  const escolha = personalizando ? 'personalizado' : preset;

  const escolher = (p: Preset) => {
    if (p === 'personalizado') {
      setPersonalizando(true);
      setInicio(periodo.inicio);
      setFim(periodo.fim);
      return;
    }
    setPersonalizando(false);
    setErro(null);
    onChange(p, periodoDoPreset(p, hoje));
  };

  const aplicar = () => {
    const e = validarPeriodo(inicio, fim);
    setErro(e && t(`periodo.erros.${e}`, { max: MAX_DIAS }));
    if (!e) onChange('personalizado', { inicio, fim });
  };

  const data = (k: 'inicio' | 'fim', valor: string, definir: (v: string) => void) => (
    <TextField
      type="date"
      size="small"
      label={t(`periodo.${k}`)}
      value={valor}
      onChange={(e) => definir(e.target.value)}
      error={!!erro}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 165 } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('periodo.rotulo')}
          value={escolha}
          onChange={(e) => escolher(e.target.value as Preset)}
          sx={{ minWidth: 170, flexGrow: { xs: 1, sm: 0 } }}
        >
          {PRESETS.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`periodo.presets.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        {personalizando && (
          <>
            {data('inicio', inicio, setInicio)}
            {data('fim', fim, setFim)}
            <Button variant="contained" onClick={aplicar}>
              {t('periodo.aplicar')}
            </Button>
          </>
        )}
      </Box>
      {erro ? (
        <Typography role="alert" variant="caption" color="error">
          {erro}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary" data-testid="periodo-atual">
          {periodo.inicio === periodo.fim
            ? diaCurto(periodo.inicio, true)
            : t('periodo.intervalo', { de: diaCurto(periodo.inicio, true), ate: diaCurto(periodo.fim, true) })}
        </Typography>
      )}
    </Box>
  );
}
