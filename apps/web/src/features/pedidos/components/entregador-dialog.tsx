import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { EntregadoresPagina } from '@app/shared/schemas/entrega.ts';
import { entregadoresQuery } from '@/api/entregadores.ts';
import { usePedidosT } from '../i18n.ts';

interface Props {
  numero: number;
  /** The courier already set, preselected. */
  atual: number | null;
  /** Asked on the way to "Saiu para entrega": the title says so and the order may still go without one. */
  saida: boolean;
  ocupado: boolean;
  onConfirm: (entregadorId: number | null) => void;
  onClose: () => void;
}

const itens = (p: EntregadoresPagina) => p.items;

/** Pick the courier of a delivery: the active couriers as one list of radio buttons, one tap each. */
export function EntregadorDialog({ numero, atual, saida, ocupado, onConfirm, onClose }: Props) {
  const { t } = usePedidosT();
  const tituloId = useId();
  const [escolhido, setEscolhido] = useState<number | null>(atual);
  const entregadores = useQuery({ ...entregadoresQuery({ ativo: true }), select: itens });
  const lista = entregadores.data ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={tituloId}>
      <DialogTitle id={tituloId}>
        {t(saida ? 'entregadorDialog.tituloSaida' : 'entregadorDialog.titulo', { numero })}
      </DialogTitle>
      <DialogContent>
        {saida && <DialogContentText sx={{ mb: 1 }}>{t('entregadorDialog.texto')}</DialogContentText>}
        {entregadores.isPending ? (
          <LinearProgress />
        ) : lista.length === 0 ? (
          <DialogContentText>{t('entregadorDialog.nenhum')}</DialogContentText>
        ) : (
          <RadioGroup
            aria-labelledby={tituloId}
            value={escolhido === null ? '' : String(escolhido)}
            onChange={(e) => setEscolhido(Number(e.target.value))}
          >
            {lista.map((e) => (
              <FormControlLabel key={e.id} value={String(e.id)} control={<Radio />} label={e.nome} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('entregadorDialog.voltar')}</Button>
        {saida && (
          <Button onClick={() => onConfirm(null)} disabled={ocupado}>
            {t('entregadorDialog.semEntregador')}
          </Button>
        )}
        <Button variant="contained" disabled={ocupado || escolhido === null} onClick={() => onConfirm(escolhido)}>
          {t(saida ? 'entregadorDialog.confirmarSaida' : 'entregadorDialog.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
