import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { RespostasRelatorio } from '@/api/relatorios.ts';
import { useExcluirVale } from '@/api/vales.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { useSession } from '@/lib/use-session.ts';
import { colMoeda, colTexto } from '../colunas.ts';
import { diaCurto, moeda } from '../formato.ts';
import { useRelatoriosT } from '../i18n.ts';
import { ValeFormDialog } from './vale-form-dialog.tsx';

type Vale = RespostasRelatorio[`vendas/entregadores/${number}/total`]['vales_lista'][number];

/**
 * The statement's advances of the period (deducted from the total to pay). Managing couriers (`entrega.gerenciar`)
 * records and removes them here; the buttons stay off the paper.
 */
export function ValesEntregador({
  entregadorId,
  vales,
  carregando,
}: {
  entregadorId: number;
  vales: readonly Vale[] | undefined;
  carregando: boolean;
}) {
  const { t } = useRelatoriosT();
  const snackbar = useSnackbar();
  const pode = sessionHasPermission(useSession(), 'entrega.gerenciar');
  const excluir = useExcluirVale();
  const [novo, setNovo] = useState(false);
  const [apagar, setApagar] = useState<Vale | null>(null);
  const descrever = (v: Vale) => ({ valor: moeda(v.valor), data: diaCurto(v.data, true) });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('entregadores.valesLista')}
        </Typography>
        {pode && (
          <Button className="no-print" size="small" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
            {t('entregadores.vale.registrar')}
          </Button>
        )}
      </Box>
      <DataTable<Vale>
        rotulo={t('entregadores.valesLista')}
        colunas={[
          colTexto<Vale>('data', t('entregadores.vale.data'), (v) => diaCurto(v.data, true)),
          colTexto<Vale>('observacao', t('entregadores.vale.observacao'), (v) => v.observacao),
          colMoeda('valor', t('entregadores.vale.valor'), (v) => v.valor),
        ]}
        linhas={vales}
        chave={(v) => v.id}
        carregando={carregando}
        acoesDaLinha={
          pode
            ? (v) => (
                <IconButton
                  className="no-print"
                  size="small"
                  aria-label={t('entregadores.vale.excluirDe', descrever(v))}
                  onClick={() => setApagar(v)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )
            : undefined
        }
      />
      {novo && <ValeFormDialog entregadorId={entregadorId} open onClose={() => setNovo(false)} />}
      <ConfirmDialog
        open={apagar !== null}
        message={apagar ? t('entregadores.vale.confirmar', descrever(apagar)) : ''}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() => {
          if (!apagar) return;
          excluir.mutate(
            { entregadorId, valeId: apagar.id },
            {
              onSuccess: () => {
                snackbar.show(t('entregadores.vale.excluido'), 'success');
                setApagar(null);
              },
            },
          );
        }}
      />
    </>
  );
}
