import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Fatura } from '@app/shared/schemas/faturas.ts';
import { formatDate, toExchange } from '@app/shared/domain/dates.ts';
import { faturasAvisoQuery } from '../../api/faturas.ts';

// the QR code library loads only when someone opens the Pix, not with the shell
const PixDialog = lazy(async () => ({ default: (await import('./pix-dialog.tsx')).PixDialog }));

// Dismissing hides the banner until the business's next day; the key holds the day it was hidden.
export const AVISO_OCULTO_KEY = 'faturas-aviso-oculto';

const hojeEm = (timezone: string) => toExchange(new Date(), timezone).slice(0, 10);
export function ocultoHoje(timezone: string): boolean {
  try {
    return localStorage.getItem(AVISO_OCULTO_KEY) === hojeEm(timezone);
  } catch {
    return false;
  }
}

/**
 * The shell's subscription banner, on every screen: the soonest open invoice due within a few days or overdue
 * (GET /faturas/aviso), with its Pix at hand. Hidden for the rest of the day when dismissed.
 */
export function AvisoFaturas({ ativo, timezone }: { ativo: boolean; timezone: string }) {
  const { t } = useTranslation();
  const [oculto, setOculto] = useState(() => ocultoHoje(timezone));
  const [pix, setPix] = useState<Fatura | null>(null);
  const q = useQuery({ ...faturasAvisoQuery(), enabled: ativo && !oculto });
  const faturas = q.data ?? [];
  if (!ativo || oculto || faturas.length === 0) return null;
  const f = faturas[0]!;
  const mes = `${String(f.mes).padStart(2, '0')}/${f.ano}`;
  const data = formatDate(f.vencimento);
  const texto = f.atrasada
    ? t('faturas.avisoVencida', { mes, data })
    : f.dias_para_vencer === 0
      ? t('faturas.avisoVenceHoje', { mes })
      : t('faturas.avisoVence', { mes, dias: f.dias_para_vencer, data });
  const ocultar = () => {
    try {
      localStorage.setItem(AVISO_OCULTO_KEY, hojeEm(timezone));
    } catch {
      // storage off: hidden until the page reloads
    }
    setOculto(true);
  };
  return (
    <>
      <Alert
        severity={f.atrasada ? 'error' : 'warning'}
        data-testid="aviso-faturas"
        sx={{ borderRadius: 0, '& .MuiAlert-action': { alignItems: 'center' } }}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {f.pix ? (
              <Button color="inherit" size="small" variant="outlined" onClick={() => setPix(f)}>
                {t('faturas.avisoPagar')}
              </Button>
            ) : null}
            <Button color="inherit" size="small" onClick={ocultar}>
              {t('faturas.avisoDispensar')}
            </Button>
          </Stack>
        }
      >
        {texto}
        {faturas.length > 1 ? ` ${t('faturas.avisoMais', { n: faturas.length - 1 })}` : ''}
      </Alert>
      {pix ? (
        <Suspense fallback={null}>
          <PixDialog fatura={pix} onClose={() => setPix(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
