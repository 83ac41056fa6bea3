import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { painelQuery } from '@/api/mesas.ts';
import { useMesasT } from '../i18n.ts';

export type Movimento = 'mover_mesa' | 'transferir_itens' | 'mesclar';

/**
 * Move the tab to another table, transfer chosen units of its items to another tab, or join it into another tab.
 * The targets come from the board (active tables, live tabs); the server checks states and paid units again.
 */
export function MoverDialog({
  comanda,
  modo,
  onConfirmar,
  onClose,
}: {
  comanda: Comanda;
  modo: Movimento;
  onConfirmar: (destino: number, itens: { item_id: number; quantidade: number }[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useMesasT();
  const painel = useQuery(painelQuery());
  const [destino, setDestino] = useState<number | ''>('');
  const [qtd, setQtd] = useState<Record<number, number>>({});
  const [enviando, setEnviando] = useState(false);
  const livres = comanda.itens.filter((i) => i.status !== 'cancelado' && i.quantidade_paga < i.quantidade);
  const opcoes =
    modo === 'mover_mesa'
      ? (painel.data?.mesas ?? [])
          .filter((m) => m.id !== comanda.mesa_id)
          .map((m) => ({ id: m.id, rotulo: `${m.area} · ${m.nome}` }))
      : (painel.data?.mesas ?? []).flatMap((m) =>
          m.comandas
            .filter((c) => c.id !== comanda.id && (modo === 'mesclar' || c.status === 'aberta'))
            .map((c) => ({ id: c.id, rotulo: `${m.nome} · ${c.grupo_nome ?? `#${c.id}`}` })),
        );
  const itens = Object.entries(qtd)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => ({ item_id: Number(id), quantidade: q }));
  const ok = destino !== '' && (modo !== 'transferir_itens' || itens.length > 0);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mover-titulo">
      <DialogTitle id="mover-titulo">{t(`mover.${modo}`)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          select
          label={modo === 'mover_mesa' ? t('mover.mesa') : t('mover.comanda')}
          value={destino}
          onChange={(e) => setDestino(Number(e.target.value))}
        >
          {opcoes.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.rotulo}
            </MenuItem>
          ))}
        </TextField>
        {modo === 'transferir_itens' &&
          livres.map((i) => {
            const max = i.quantidade - i.quantidade_paga;
            const q = qtd[i.id] ?? 0;
            return (
              <Box key={i.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <FormControlLabel
                  sx={{ flex: 1 }}
                  control={
                    <Checkbox
                      checked={q > 0}
                      onChange={(e) => setQtd({ ...qtd, [i.id]: e.target.checked ? max : 0 })}
                    />
                  }
                  label={`${i.quantidade}× ${i.nome}`}
                />
                {max > 1 && (
                  <TextField
                    type="number"
                    size="small"
                    sx={{ width: 72 }}
                    label={t('mover.qtd')}
                    value={q}
                    onChange={(e) =>
                      setQtd({ ...qtd, [i.id]: Math.max(0, Math.min(max, Math.trunc(Number(e.target.value)) || 0)) })
                    }
                  />
                )}
              </Box>
            );
          })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
        <Button
          variant="contained"
          disabled={!ok || enviando}
          onClick={() => {
            setEnviando(true);
            onConfirmar(destino as number, itens).then(onClose, () => setEnviando(false));
          }}
        >
          {t('comanda.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
