import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Configuracao } from '@app/shared/schemas/configuracoes.ts';
import { configuracoesQuery, excluirConfiguracao, salvarConfiguracao } from '@/api/configuracoes.ts';
import { keys } from '@/api/keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable, type Coluna } from '@/components/data-table/data-table.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { ConfiguracaoDialog } from './configuracao-dialog.tsx';
import { useConfiguracoesT } from '../i18n.ts';

/**
 * A setting's name for people: the product's own keys have one; any other key reads as words
 * ("site.cor_fundo" → "Site · cor fundo"), the raw key staying below it in small type.
 */
export function nomeDaConfiguracao(t: (k: string, o?: { defaultValue: string }) => string, chave: string): string {
  const legivel = chave
    .split('.')
    .map((parte) => parte.replace(/_/g, ' '))
    .join(' · ');
  return t(`configuracoes.nomes.${chave.replace(/\./g, '_')}`, {
    defaultValue: legivel.charAt(0).toUpperCase() + legivel.slice(1),
  });
}

/** Generic settings (chave, valor, tipo) that later features read. */
export function GenericSettings() {
  const { t } = useConfiguracoesT();
  const qc = useQueryClient();
  const query = useQuery(configuracoesQuery());
  const [editando, setEditando] = useState<Configuracao | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Configuracao | null>(null);
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.configuracoes.all });
  const excluir = useMutation({
    mutationFn: (c: Configuracao) => excluirConfiguracao(c.id),
    onSuccess: () => {
      setExcluindo(null);
      showSnackbar(t('acoes.excluido'), 'success');
      void invalidate();
    },
  });
  const colunas: Coluna<Configuracao>[] = [
    {
      id: 'chave',
      rotulo: t('configuracoes.nome'),
      celula: (c) => (
        <>
          {nomeDaConfiguracao(t, c.chave)}
          <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>
            {c.chave}
          </Typography>
        </>
      ),
      csv: (c) => c.chave,
    },
    {
      id: 'valor',
      rotulo: t('configuracoes.valor'),
      celula: (c) => c.valor,
      csv: (c) => c.valor,
      sx: { maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    {
      id: 'tipo',
      rotulo: t('configuracoes.tipo'),
      celula: (c) => t(`configuracoes.tipos.${c.tipo}`),
      csv: (c) => t(`configuracoes.tipos.${c.tipo}`),
    },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('configuracoes.gerais')}
          </Typography>
          <Button onClick={() => setEditando('nova')}>{t('configuracoes.nova')}</Button>
        </Box>
        <DataTable
          rotulo={t('configuracoes.gerais')}
          colunas={colunas}
          linhas={query.data?.items}
          chave={(c) => c.id}
          carregando={query.isFetching}
          csv="configuracoes.csv"
          acoesDaLinha={(c) => (
            <>
              <IconButton
                size="small"
                aria-label={`${t('acoes.editar')} ${nomeDaConfiguracao(t, c.chave)}`}
                onClick={() => setEditando(c)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${t('acoes.excluir')} ${nomeDaConfiguracao(t, c.chave)}`}
                onClick={() => setExcluindo(c)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        />
      </CardContent>
      <ConfiguracaoDialog
        open={editando !== null}
        configuracao={editando === 'nova' ? null : editando}
        onClose={() => setEditando(null)}
        onSubmit={async (v) => {
          await salvarConfiguracao(editando === 'nova' || editando === null ? null : editando.id, v);
          showSnackbar(t('acoes.salvo'), 'success');
          await invalidate();
        }}
      />
      <ConfirmDialog
        open={excluindo !== null}
        message={t('configuracoes.excluirPergunta', { chave: excluindo?.chave ?? '' })}
        confirmLabel={t('acoes.excluir')}
        busy={excluir.isPending}
        onConfirm={() => excluindo && excluir.mutate(excluindo)}
        onClose={() => setExcluindo(null)}
      />
    </Card>
  );
}
