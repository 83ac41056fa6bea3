// One sheet open: what it is for, its live costs and CMV, its items (add, change, remove), recalculation, and for a
// sub-recipe the production of a batch. Full screen on a phone.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CalculateIcon from '@mui/icons-material/Calculate';
import EditIcon from '@mui/icons-material/Edit';
import FactoryIcon from '@mui/icons-material/Factory';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { fichaQuery, useRecalcularFicha } from '@/api/fichas.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { FichaCustos } from './ficha-custos.tsx';
import { FichaItens } from './ficha-itens.tsx';
import { ProducaoDialog } from './producao-dialog.tsx';
import { reais4 } from './formato.ts';
import { vinculoTexto } from './vinculo.ts';
import { useEstoqueT } from '../i18n.ts';

export function FichaEditor({
  id,
  onClose,
  onEditar,
}: {
  id: number;
  onClose: () => void;
  onEditar: (f: Ficha) => void;
}) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const timezone = useSession()?.timezone;
  const q = useQuery(fichaQuery(id));
  const recalcular = useRecalcularFicha();
  const [produzir, setProduzir] = useState(false);
  const f = q.data;
  const mudou = f && f.custo_registrado !== null && f.custo_registrado !== f.custo_total_receita;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={celular} aria-labelledby={`ficha-${id}-titulo`}>
      <DialogTitle id={`ficha-${id}-titulo`} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {f?.descricao ?? t('fichas.titulo')}
        </Box>
        {f && <Chip size="small" label={t(`fichas.tipos.${f.tipo_ficha}`)} />}
        {f && !f.ativo && <Chip size="small" label={t('comum.inativos')} />}
      </DialogTitle>
      {q.isFetching && <LinearProgress />}
      <DialogContent>
        {f && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {`${t('fichas.vinculo')}: ${vinculoTexto(f)}`}
            </Typography>
            <FichaCustos ficha={f} />
            {f.recalculado_em && f.custo_registrado !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('fichas.registrado', {
                  valor: reais4(f.custo_registrado),
                  data: formatDateTime(f.recalculado_em, timezone),
                })}
              </Typography>
            )}
            {mudou && (
              <Alert severity="warning">
                {t('fichas.mudou', { antes: reais4(f.custo_registrado!), agora: reais4(f.custo_total_receita) })}
              </Alert>
            )}
            <Divider />
            <Typography variant="subtitle1" component="h2">
              {t('fichas.itens')}
            </Typography>
            {f.itens.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('fichas.semItens')}
              </Typography>
            )}
            <FichaItens ficha={f} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<EditIcon />} onClick={() => f && onEditar(f)} disabled={!f}>
          {t('acoes.editar')}
        </Button>
        {f?.tipo_ficha === 'producao' && (
          <Button startIcon={<FactoryIcon />} onClick={() => setProduzir(true)}>
            {t('fichas.produzir')}
          </Button>
        )}
        <Button
          startIcon={<CalculateIcon />}
          disabled={!f || recalcular.isPending}
          onClick={() =>
            recalcular.mutate(id, {
              onSuccess: (r) => snackbar.show(t('fichas.recalculada', { n: r.recalculadas.length }), 'success'),
            })
          }
        >
          {t('fichas.recalcular')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('acoes.fechar')}
        </Button>
      </DialogActions>
      {produzir && f && <ProducaoDialog ficha={f} onClose={() => setProduzir(false)} />}
    </Dialog>
  );
}
