import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import SnoozeIcon from '@mui/icons-material/Snooze';
import MusicOffIcon from '@mui/icons-material/MusicOff';
import { estadoSom, formatarContagem, sonecaRestante } from '@app/shared/domain/som.ts';
import { alertSound as defaultStore, useAlertSound, type AlertSound } from '../../lib/alert-sound.ts';
import { useNow } from '../../lib/use-now.ts';

// the panel (slider, snooze buttons) loads when it is opened: the button is in the board's top bar, the panel is not
// needed to paint it
export const SoundPanelContent = lazy(async () => ({ default: (await import('./sound-panel.tsx')).SoundPanelContent }));

const ICONES = { bloqueado: MusicOffIcon, ativo: VolumeUpIcon, mudo: VolumeOffIcon, soneca: SnoozeIcon } as const;

/** The top-bar button: an icon per state (with the snooze countdown) opening the panel. */
export function SoundPanelButton({ store = defaultStore }: { store?: AlertSound }) {
  const { t } = useTranslation();
  const s = useAlertSound(store);
  const now = useNow(s.sonecaAte ? 1000 : 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const estado = estadoSom(s, now.getTime());
  const Icon = ICONES[estado];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('som.painel')}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-estado={estado}
      >
        <Icon />
        {estado === 'soneca' && (
          <Typography variant="caption" sx={{ ml: 0.5 }}>
            {formatarContagem(sonecaRestante(s, now.getTime()))}
          </Typography>
        )}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Suspense fallback={null}>
          <SoundPanelContent store={store} />
        </Suspense>
      </Popover>
    </>
  );
}
