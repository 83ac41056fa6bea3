import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import type { SomAlerta } from '../alerta/som-adapter.ts';
import type { Lembrete } from '../alerta/use-lembrete.ts';

interface Props {
  lembrete: Lembrete;
  som: SomAlerta;
  onOpen: (p: Pedido) => void;
}

/**
 * The visible half of the alert: a banner for as long as orders are unseen or waiting, so a muted or locked
 * sound never means a missed order. `data-disparos` counts the reminder's rings (the e2e journey reads it).
 */
export function AlertaNovos({ lembrete, som, onOpen }: Props) {
  const { t } = usePedidosT();
  const [, forcar] = useState(0);
  const { atencao, disparos, tocados } = lembrete;
  const estado = som.estado();
  if (atencao.length === 0) {
    return (
      <Box
        data-testid="alerta-novos-pedidos"
        data-disparos={disparos}
        data-tocados={tocados}
        data-ativo="false"
        hidden
      />
    );
  }
  const primeiro = [...atencao].sort((a, b) => a.numero_pedido - b.numero_pedido)[0]!;
  return (
    <Alert
      data-testid="alerta-novos-pedidos"
      data-disparos={disparos}
      data-tocados={tocados}
      data-ativo="true"
      data-som={estado}
      severity="warning"
      variant="filled"
      icon={estado === 'ativo' ? <NotificationsActiveIcon /> : <VolumeOffIcon />}
      role="alert"
      sx={{
        mb: 2,
        alignItems: 'center',
        // a pulsing ring, not a fading box: fading the text would drop it below AA contrast half the time
        '@keyframes pulsar': { '50%': { boxShadow: '0 0 0 6px rgba(180, 83, 9, 0.35)' } },
        animation: 'pulsar 1.5s ease-in-out infinite',
      }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {estado === 'bloqueado' && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => void som.desbloquear().then(() => forcar((n) => n + 1))}
            >
              {t('alerta.ativarSom')}
            </Button>
          )}
          <Button color="inherit" size="small" variant="outlined" onClick={() => onOpen(primeiro)}>
            {t('alerta.abrir')} #{primeiro.numero_pedido}
          </Button>
        </Box>
      }
    >
      {t('alerta.novos', { count: atencao.length })}
      {estado === 'mudo' && ` · ${t('alerta.somMudo')}`}
      {estado === 'soneca' && ` · ${t('alerta.somSoneca')}`}
    </Alert>
  );
}
