import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEMPOS_ENTREGA, tempoEntregaOuPadrao, type CampoCore } from '@app/shared/domain/configuracoes.ts';
import type { ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import { coreQuery, patchCampoCore } from '../../api/configuracoes-core.ts';
import { keys } from '../../api/keys.ts';

interface Props {
  empresaId: number;
  podeOperar: boolean;
  onDark?: boolean;
}

function useCampoCore(empresaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ campo, valor }: { campo: CampoCore; valor: number | boolean }) =>
      patchCampoCore(empresaId, campo, valor),
    onSuccess: ({ campo, valor }) => {
      qc.setQueryData<ConfiguracoesCoreResposta>(keys.empresas.core(empresaId), (old) =>
        old ? { ...old, [campo]: valor } : old,
      );
    },
  });
}

/** Spec §4 Acceptance mode: automatic or manual; auto_aceite_pedidos is saved on change. */
export function AcceptanceSwitch({ empresaId, podeOperar }: Props) {
  const { t } = useTranslation();
  const core = useQuery(coreQuery(empresaId));
  const mutation = useCampoCore(empresaId);
  const auto = core.data?.auto_aceite_pedidos ?? false;
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      control={
        <Switch
          color="default"
          checked={auto}
          disabled={!core.data || !podeOperar || mutation.isPending}
          onChange={(e) => mutation.mutate({ campo: 'auto_aceite_pedidos', valor: e.target.checked })}
          slotProps={{ input: { 'aria-label': t('loja.aceiteAutomaticoRotulo') } }}
        />
      }
      label={
        <Typography variant="body2" noWrap data-testid="modo-aceite">
          {auto ? t('loja.aceiteAutomatico') : t('loja.aceiteManual')}
        </Typography>
      }
    />
  );
}

/** Spec §5/§9: delivery time 15–90 in steps of 15; a missing or odd value shows the fallback 45. */
export function DeliveryTimeSelect({ empresaId, podeOperar, onDark }: Props) {
  const { t } = useTranslation();
  const core = useQuery(coreQuery(empresaId));
  const mutation = useCampoCore(empresaId);
  const valor = tempoEntregaOuPadrao(core.data?.tempo_entrega_padrao);
  const dark = onDark
    ? {
        color: 'inherit',
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' },
        '& .MuiSvgIcon-root': { color: 'inherit' },
      }
    : {};
  return (
    <TextField
      select
      size="small"
      label={onDark ? undefined : t('loja.tempoEntrega')}
      value={valor}
      disabled={!core.data || !podeOperar || mutation.isPending}
      onChange={(e) => mutation.mutate({ campo: 'tempo_entrega_padrao', valor: Number(e.target.value) })}
      slotProps={{
        htmlInput: { 'aria-label': t('loja.tempoEntrega') },
        select: { renderValue: (v) => t('loja.minutos', { n: String(v) }) },
      }}
      sx={{ minWidth: 110, '& .MuiInputBase-root': dark }}
    >
      {TEMPOS_ENTREGA.map((m) => (
        <MenuItem key={m} value={m}>
          {t('loja.minutos', { n: String(m) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
