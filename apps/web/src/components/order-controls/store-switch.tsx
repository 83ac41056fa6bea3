import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fechamentoAte, MOTIVO_FECHAMENTO_TEMPORARIO, type OpcaoFechamento } from '@app/shared/domain/funcionamento.ts';
import { formatDateTime, formatTime, toExchange } from '@app/shared/domain/dates.ts';
import type { EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import { empresaQuery, empresaStatusQuery, patchEmpresa } from '../../api/empresas.ts';
import { keys } from '../../api/keys.ts';
import { useNow } from '../../lib/use-now.ts';

// asked only when reopening a store closed for the day: the dialog's code is not part of the board's first load
const ConfirmDialog = lazy(async () => ({ default: (await import('../confirm-dialog.tsx')).ConfirmDialog }));

interface Props {
  empresaId: number;
  podeOperar: boolean;
}

/** "Loja aberta", "Fechada até 19:30", "Fora do horário · abre 18:00"… in the business timezone. */
export function statusText(
  t: (k: string, o?: Record<string, string>) => string,
  s: EmpresaStatus | undefined,
  tz: string,
  now: Date,
): string {
  if (!s) return '';
  if (s.aberta) return t('loja.aberta');
  if (s.motivo === 'fechada') return t('loja.fechada');
  const quando = s.fechado_ate
    ? toExchange(new Date(s.fechado_ate), tz).slice(0, 10) === toExchange(now, tz).slice(0, 10)
      ? formatTime(s.fechado_ate, tz)
      : formatDateTime(s.fechado_ate, tz)
    : '';
  if (s.motivo === 'fechamento_temporario') return t('loja.fechadaAte', { quando });
  return quando ? t('loja.foraDoHorarioAbre', { quando }) : t('loja.foraDoHorario');
}

/** How long before its end a temporary closing counts as "until the end of the day" rather than a short pause. */
const PAUSA_CURTA_MS = 60 * 60_000;

/**
 * A closing until the end of the day was a decision for the whole service: reopening it by a stray tap (the switch
 * sits where the counter's thumb rests) asks first. A 30 or 60 minute pause reopens at once.
 */
export function reaberturaPedeConfirmacao(
  fechamentoAte: string | null | undefined,
  fimDoDia: Date,
  now: Date,
): boolean {
  if (!fechamentoAte) return false;
  const ate = new Date(fechamentoAte).getTime();
  return Math.abs(ate - fimDoDia.getTime()) < 60_000 || ate - now.getTime() > PAUSA_CURTA_MS;
}

/**
 * The store switch (spec §4 Store open state): switching off offers a temporary closing of 30 min, 60 min or until
 * the end of the day, or closing until reopened; switching on reopens (clears the closing, sets aberto).
 */
export function StoreSwitch({ empresaId, podeOperar }: Props) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const now = useNow(15_000);
  const empresa = useQuery(empresaQuery(empresaId));
  // a temporary closing ends by itself: poll so the bar follows without anyone acting
  const status = useQuery({ ...empresaStatusQuery(empresaId), refetchInterval: 30_000 });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => patchEmpresa(empresaId, body),
    onSuccess: (e) => {
      qc.setQueryData(keys.empresas.detail(empresaId), e);
      void qc.invalidateQueries({ queryKey: keys.empresas.status(empresaId) });
    },
  });

  const e = empresa.data;
  const tz = e?.timezone ?? 'America/Sao_Paulo';
  const temporario = !!e?.fechamento_temporario_ativo && !!e.fechamento_ate && new Date(e.fechamento_ate) > now;
  const ligado = !!e?.aberto && !temporario;

  const reabrir = () => {
    setConfirmar(false);
    mutation.mutate({ aberto: true, fechamento_temporario_ativo: false });
  };
  const pedirReabertura = () => {
    const fimDoDia = fechamentoAte('fim_do_dia', e?.horarios_funcionamento, now, tz);
    if (temporario && reaberturaPedeConfirmacao(e?.fechamento_ate, fimDoDia, now)) setConfirmar(true);
    else reabrir();
  };

  const fechar = (opcao: OpcaoFechamento | 'manual') => {
    setAnchor(null);
    if (opcao === 'manual') return mutation.mutate({ aberto: false });
    mutation.mutate({
      fechamento_temporario_ativo: true,
      fechamento_ate: fechamentoAte(opcao, e?.horarios_funcionamento, new Date(), tz).toISOString(),
      motivo_fechamento: MOTIVO_FECHAMENTO_TEMPORARIO,
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch
            color="default"
            checked={ligado}
            disabled={!e || !podeOperar || mutation.isPending}
            onChange={(ev) => {
              if (ev.target.checked) pedirReabertura();
              else setAnchor(ev.currentTarget.closest('label'));
            }}
            slotProps={{ input: { 'aria-label': t('loja.interruptor') } }}
          />
        }
        label={
          <Typography variant="body2" noWrap data-testid="status-loja">
            {statusText(t, status.data, tz, now)}
          </Typography>
        }
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => fechar(30)}>{t('loja.fechar30')}</MenuItem>
        <MenuItem onClick={() => fechar(60)}>{t('loja.fechar60')}</MenuItem>
        <MenuItem onClick={() => fechar('fim_do_dia')}>{t('loja.fecharFimDoDia')}</MenuItem>
        <Divider />
        <MenuItem onClick={() => fechar('manual')}>{t('loja.fecharManual')}</MenuItem>
      </Menu>
      {confirmar && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('loja.reabrirTitulo')}
            message={t('loja.reabrirTexto', { quando: e?.fechamento_ate ? formatTime(e.fechamento_ate, tz) : '' })}
            confirmLabel={t('loja.reabrir')}
            onConfirm={reabrir}
            onClose={() => setConfirmar(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
