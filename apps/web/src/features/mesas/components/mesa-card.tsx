import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { MesaEstado } from '@app/shared/domain/comanda.ts';
import type { PainelMesa } from '@app/shared/schemas/mesas.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { useMesasT } from '../i18n.ts';

/** Board colours by state: free, occupied, pre-bill printed, partly paid, paid. */
export const COR_ESTADO: Record<MesaEstado, 'success' | 'primary' | 'warning' | 'secondary' | 'info'> = {
  livre: 'success',
  ocupada: 'primary',
  preconta: 'warning',
  parcial: 'secondary',
  paga: 'info',
};

function tempo(desdeIso: string, agora: number): string {
  const min = Math.max(0, Math.floor((agora - new Date(desdeIso).getTime()) / 60_000));
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')}`;
}

// the API answers reais; the sum of a table's tabs is taken in integer cents
const somaCentavos = (xs: number[]) => xs.reduce((a, b) => a + reaisToCentavos(b), 0);

/** One table on the board: its number, state, and (when occupied) time open, people, waiter, total and balance. */
export function MesaCard({ mesa, agora, onClick }: { mesa: PainelMesa; agora: number; onClick: () => void }) {
  const { t } = useMesasT();
  const cor = COR_ESTADO[mesa.estado];
  const cs = mesa.comandas;
  const primeira = cs[0];
  return (
    <ButtonBase
      onClick={onClick}
      sx={{ display: 'block', textAlign: 'left', borderRadius: 2, width: '100%' }}
      aria-label={`${mesa.nome}: ${t(`estado.${mesa.estado}`)}`}
      data-testid={`mesa-${mesa.nome}`}
      data-estado={mesa.estado}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          borderWidth: 2,
          borderColor: `${cor}.main`,
          bgcolor: (th) => alpha(th.palette[cor].main, 0.08),
          minHeight: 112,
          borderRadius: 2,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {mesa.nome}
          </Typography>
          <Typography variant="caption" sx={{ color: `${cor}.dark`, fontWeight: 700 }}>
            {t(`estado.${mesa.estado}`)}
          </Typography>
        </Box>
        {primeira ? (
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            <div>{cs.length > 1 ? t('painel.comandas', { n: cs.length }) : (primeira.grupo_nome ?? '')}</div>
            <div>{t('painel.aberta', { tempo: tempo(primeira.aberta_em, agora) })}</div>
            <div>
              {t('painel.pessoas', { n: cs.reduce((a, c) => a + c.pessoas_qtd, 0) })}
              {primeira.garcom_nome ? ` · ${primeira.garcom_nome}` : ''}
            </div>
            <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {t('painel.total', { valor: formatBRL(somaCentavos(cs.map((c) => c.total))) })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.primary' }}>
              {t('painel.saldo', { valor: formatBRL(somaCentavos(cs.map((c) => c.saldo))) })}
            </Typography>
          </Box>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('painel.pessoas', { n: mesa.lugares })}
          </Typography>
        )}
      </Paper>
    </ButtonBase>
  );
}
