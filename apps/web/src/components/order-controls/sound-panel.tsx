import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { estadoSom, formatarContagem, SONECA_OPCOES, sonecaRestante, VOLUME_PASSO } from '@app/shared/domain/som.ts';
import { alertSound as defaultStore, useAlertSound, type AlertSound } from '../../lib/alert-sound.ts';
import { useNow } from '../../lib/use-now.ts';

/** The panel's content: the four states of spec §4, snooze with a cancellable countdown, volume, test sound. */
export function SoundPanelContent({ store = defaultStore }: { store?: AlertSound }) {
  const { t } = useTranslation();
  const s = useAlertSound(store);
  const now = useNow(s.sonecaAte ? 1000 : 0);
  const estado = estadoSom(s, now.getTime());
  return (
    <Box
      sx={{ p: 2, width: 280, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="painel-som"
    >
      <Typography variant="subtitle1" data-testid="estado-som">
        {estado === 'soneca'
          ? t('som.estado.soneca', { tempo: formatarContagem(sonecaRestante(s, now.getTime())) })
          : t(`som.estado.${estado}`)}
      </Typography>
      {s.bloqueadoPeloNavegador && <Alert severity="warning">{t('som.navegadorBloqueou')}</Alert>}
      {!s.desbloqueado && (
        <Button variant="contained" onClick={() => void store.desbloquear()}>
          {t('som.ativar')}
        </Button>
      )}
      <FormControlLabel
        control={<Switch checked={s.mudo} onChange={(e) => store.mudo(e.target.checked)} />}
        label={t('som.silenciar')}
      />
      <Box>
        <Typography variant="body2" gutterBottom>
          {t('som.soneca')}
        </Typography>
        {estado === 'soneca' ? (
          <Button size="small" variant="outlined" onClick={store.cancelarSoneca}>
            {t('som.cancelarSoneca')}
          </Button>
        ) : (
          <ButtonGroup size="small" variant="outlined" aria-label={t('som.soneca')}>
            {SONECA_OPCOES.map((m) => (
              <Button key={m} onClick={() => store.soneca(m)}>
                {t('som.sonecaMin', { n: String(m) })}
              </Button>
            ))}
          </ButtonGroup>
        )}
      </Box>
      <Box>
        <Typography variant="body2" id="volume-label">
          {t('som.volume', { pct: String(Math.round(s.volume * 100)) })}
        </Typography>
        <Slider
          min={0}
          max={1}
          step={VOLUME_PASSO}
          value={s.volume}
          aria-labelledby="volume-label"
          onChange={(_e, v) => store.volume(v as number)}
        />
      </Box>
      <Button variant="text" disabled={!s.desbloqueado} onClick={() => void store.testar()}>
        {t('som.testar')}
      </Button>
    </Box>
  );
}
