import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODEPAGES } from '@app/shared/domain/recibo-texto.ts';
import { MAX_COPIAS, PAPEIS, type ImpressaoConfig } from '@app/shared/schemas/impressao.ts';
import { useSalvarConfiguracaoImpressao } from '@/api/impressao.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useImpressaoT } from '../i18n.ts';

const COPIAS = ['copias_recibo', 'copias_cozinha', 'copias_preconta'] as const;
const ROTULO = {
  copias_recibo: 'p.copiasRecibo',
  copias_cozinha: 'p.copiasCozinha',
  copias_preconta: 'p.copiasPreconta',
};

interface Props {
  valor: ImpressaoConfig;
  onChange: (v: ImpressaoConfig) => void;
  pode: boolean;
  alterado: boolean;
}

/** The business's printing settings (server): paper, code page, copies per document, automatic printing. */
export function ConfiguracaoCard({ valor: v, onChange, pode, alterado }: Props) {
  const { t } = useImpressaoT();
  const salvar = useSalvarConfiguracaoImpressao();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('p.configuracao')}
        </Typography>
        {!pode && (
          <Typography variant="body2" color="text.secondary">
            {t('p.somenteGerente')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('p.papel')}
            value={v.papel}
            disabled={!pode}
            sx={{ minWidth: 220 }}
            onChange={(e) => onChange({ ...v, papel: e.target.value as ImpressaoConfig['papel'] })}
          >
            {PAPEIS.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`p.papeis.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('p.codepage')}
            value={v.codepage}
            disabled={!pode}
            sx={{ minWidth: 260 }}
            helperText={t('p.codepageTexto')}
            onChange={(e) => onChange({ ...v, codepage: e.target.value as ImpressaoConfig['codepage'] })}
          >
            {CODEPAGES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`p.codepages.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography variant="subtitle2">{t('p.copias')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {COPIAS.map((c) => (
            <TextField
              key={c}
              select
              label={t(ROTULO[c])}
              value={v[c]}
              disabled={!pode}
              sx={{ minWidth: 160 }}
              onChange={(e) => onChange({ ...v, [c]: Number(e.target.value) })}
            >
              {Array.from({ length: MAX_COPIAS + 1 }, (_, n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={v.impressao_automatica}
              disabled={!pode}
              onChange={(e) => onChange({ ...v, impressao_automatica: e.target.checked })}
            />
          }
          label={t('p.automatica')}
        />
        {pode && (
          <Box>
            <Button
              variant="contained"
              disabled={!alterado || salvar.isPending}
              onClick={() => salvar.mutate(v, { onSuccess: () => showSnackbar(t('acoes.salvo'), 'success') })}
            >
              {t('acoes.salvar')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
