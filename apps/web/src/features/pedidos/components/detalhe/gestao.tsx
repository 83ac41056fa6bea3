import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntregadoresPagina } from '@app/shared/schemas/entrega.ts';
import type { Pedido, PedidoDetalhe } from '@app/shared/schemas/pedidos.ts';
import type { PedidoPatch } from '@app/shared/schemas/pedidos-consulta.ts';
import { entregadoresQuery } from '@/api/entregadores.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { usePedidosT } from '../../i18n.ts';
import { Secao } from './secao.tsx';

type Patch = UseMutationResult<Pedido, Error, PedidoPatch>;

const itens = (p: EntregadoresPagina) => p.items;

/** The courier of a delivery: a picker of the active couriers while the order is open, for managers. */
export function EntregadorDoPedido({ p, patch, editavel }: { p: PedidoDetalhe; patch: Patch; editavel: boolean }) {
  const { t } = usePedidosT();
  const entregadores = useQuery({
    ...entregadoresQuery({ ativo: true }),
    select: itens,
    meta: { silent: true },
    enabled: editavel,
  });
  return (
    <Secao titulo={t('detalhe.entregador')}>
      {editavel ? (
        <TextField
          select
          fullWidth
          size="small"
          label={t('detalhe.entregador')}
          value={p.entregador_id ?? ''}
          onChange={(e) => {
            const v = e.target.value === '' ? null : Number(e.target.value);
            patch.mutate(
              { entregador_id: v },
              { onSuccess: () => showSnackbar(t('detalhe.entregadorAtribuido'), 'success') },
            );
          }}
        >
          <MenuItem value="">{t('detalhe.semEntregador')}</MenuItem>
          {/* a courier since deactivated still shows as the current one */}
          {p.entregador_id !== null && !entregadores.data?.some((e) => e.id === p.entregador_id) && (
            <MenuItem value={p.entregador_id}>{p.entregador_nome}</MenuItem>
          )}
          {(entregadores.data ?? []).map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.nome}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2">{p.entregador_nome ?? t('detalhe.semEntregador')}</Typography>
      )}
    </Secao>
  );
}

/** The staff's note on the order, saved on demand. */
export function ObservacaoInterna({ p, patch }: { p: PedidoDetalhe; patch: Patch }) {
  const { t } = usePedidosT();
  const [nota, setNota] = useState(p.observacao_interna ?? '');
  return (
    <Secao titulo={t('detalhe.observacaoInterna')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          multiline
          // a visible label, not only an aria-label: the note must say what it is when filled
          label={t('detalhe.observacaoInterna')}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button
          disabled={patch.isPending || nota === (p.observacao_interna ?? '')}
          onClick={() =>
            patch.mutate(
              { observacao_interna: nota.trim() || null },
              { onSuccess: () => showSnackbar(t('detalhe.salvo'), 'success') },
            )
          }
        >
          {t('detalhe.salvar')}
        </Button>
      </Box>
    </Secao>
  );
}
