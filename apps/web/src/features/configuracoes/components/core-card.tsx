import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CORE_PADRAO,
  TEMPOS_ENTREGA,
  tempoEntregaOuPadrao,
  type ConfiguracoesCore,
} from '@app/shared/domain/configuracoes.ts';
import { VOLUME_PASSO } from '@app/shared/domain/som.ts';
import { coreQuery, putCore, resetCore } from '@/api/configuracoes-core.ts';
import { keys } from '@/api/keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useConfiguracoesT } from '../i18n.ts';

/** Core settings with reset to the defaults (spec §7 configuracoes-core). */
export function CoreCard({ empresaId, pode }: { empresaId: number; pode: boolean }) {
  const { t } = useConfiguracoesT();
  const qc = useQueryClient();
  const core = useQuery(coreQuery(empresaId));
  const [v, setV] = useState<ConfiguracoesCore>(CORE_PADRAO);
  const [confirmar, setConfirmar] = useState(false);
  useEffect(() => {
    if (core.data)
      setV({
        tempo_entrega_padrao: tempoEntregaOuPadrao(core.data.tempo_entrega_padrao),
        auto_aceite_pedidos: core.data.auto_aceite_pedidos,
        volume_alerta: core.data.volume_alerta,
      });
  }, [core.data]);
  const done = (data: unknown) => {
    qc.setQueryData(keys.empresas.core(empresaId), data);
    showSnackbar(t('acoes.salvo'), 'success');
  };
  const salvar = useMutation({ mutationFn: () => putCore(empresaId, v), onSuccess: done });
  const reset = useMutation({
    mutationFn: () => resetCore(empresaId),
    onSuccess: (d) => {
      setConfirmar(false);
      done(d);
    },
  });
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('configuracoes.principais')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={v.auto_aceite_pedidos}
              disabled={!pode}
              onChange={(e) => setV({ ...v, auto_aceite_pedidos: e.target.checked })}
            />
          }
          label={t('configuracoes.autoAceite')}
        />
        <TextField
          select
          label={t('configuracoes.tempoEntrega')}
          value={v.tempo_entrega_padrao}
          disabled={!pode}
          sx={{ maxWidth: 240 }}
          onChange={(e) => setV({ ...v, tempo_entrega_padrao: Number(e.target.value) })}
        >
          {TEMPOS_ENTREGA.map((m) => (
            <MenuItem key={m} value={m}>
              {t('loja.minutos', { n: String(m) })}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ maxWidth: 320 }}>
          <Typography variant="body2" id="core-volume">
            {t('configuracoes.volume', { pct: String(Math.round(v.volume_alerta * 100)) })}
          </Typography>
          <Slider
            min={0}
            max={1}
            step={VOLUME_PASSO}
            value={v.volume_alerta}
            disabled={!pode}
            aria-labelledby="core-volume"
            onChange={(_e, x) => setV({ ...v, volume_alerta: x as number })}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={!pode || salvar.isPending} onClick={() => salvar.mutate()}>
            {t('acoes.salvar')}
          </Button>
          <Button disabled={!pode} onClick={() => setConfirmar(true)}>
            {t('configuracoes.restaurar')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirmar}
        message={t('configuracoes.restaurarPergunta')}
        confirmLabel={t('acoes.confirmar')}
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirmar(false)}
      />
    </Card>
  );
}
