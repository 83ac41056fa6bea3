import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { AreaEntrega } from '@app/shared/schemas/entrega.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { areasEntregaQuery, useExcluirAreaEntrega, useSalvarAreaEntrega } from '@/api/areas-entrega.ts';
import { cidadesAtendidasQuery, useCriarCidadeAtendida, useExcluirCidadeAtendida } from '@/api/cidades-atendidas.ts';
import { errorMessage } from '@/api/problem.ts';
import { EMPTY_TABLE_TEXT_KEY } from '@/components/empty-table-text.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable, type Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { Page } from '@/components/page.tsx';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { AreaFormDialog } from '../components/area-form-dialog.tsx';
import { TestarEndereco } from '../components/testar-endereco.tsx';
import { useEntregaT } from '../i18n.ts';

/** delivery/areas (spec §2): served cities, delivery areas and the "test an address" fee resolver. */
export function AreasPage() {
  const { t } = useEntregaT();
  const snackbar = useSnackbar();
  const pode = sessionHasPermission(useSession(), 'entrega.gerenciar');
  const cidades = useQuery(cidadesAtendidasQuery());
  const areas = useQuery(areasEntregaQuery());
  const salvarCidade = useCriarCidadeAtendida();
  const salvarArea = useSalvarAreaEntrega();
  const excluirCidade = useExcluirCidadeAtendida();
  const excluirArea = useExcluirAreaEntrega();
  const [novaCidade, setNovaCidade] = useState({ cidade: '', estado: '' });
  const [form, setForm] = useState<{ area?: AreaEntrega } | null>(null);
  const [apagar, setApagar] = useState<{ tipo: 'cidade' | 'area'; id: number } | null>(null);

  const cobertura = (a: AreaEntrega) =>
    [a.bairros.join(', '), a.raio_km ? t('entrega.raio', { km: a.raio_km }) : ''].filter(Boolean).join(' · ');
  const tempo = (a: AreaEntrega) => (a.tempo_estimado != null ? t('entrega.minutos', { n: a.tempo_estimado }) : '-');
  const colunas: Coluna<AreaEntrega>[] = [
    {
      id: 'nome',
      rotulo: t('entrega.nome'),
      celula: (a) => `${a.nome}${a.cidade ? ` (${a.cidade})` : ''}`,
      csv: (a) => a.nome,
    },
    { id: 'cobertura', rotulo: t('entrega.cobertura'), celula: cobertura, csv: cobertura },
    {
      id: 'taxa_entrega',
      rotulo: t('entrega.taxaEntrega'),
      semQuebra: true,
      celula: (a) => formatReais(a.taxa_entrega),
      csv: (a) => formatReais(a.taxa_entrega),
    },
    { id: 'tempo_estimado', rotulo: t('entrega.tempoEstimado'), ocultarAbaixo: 'sm', celula: tempo, csv: tempo },
    {
      id: 'pedido_minimo',
      rotulo: t('entrega.pedidoMinimo'),
      ocultarAbaixo: 'sm',
      semQuebra: true,
      celula: (a) => formatReais(a.pedido_minimo),
      csv: (a) => formatReais(a.pedido_minimo),
    },
    {
      id: 'ativo',
      rotulo: t('entrega.ativo'),
      csv: (a) => (a.ativo ? t('entrega.sim') : t('entrega.nao')),
      celula: (a) => (
        <Switch
          checked={a.ativo}
          disabled={!pode}
          slotProps={{ input: { 'aria-label': `${t('entrega.ativo')} ${a.nome}` } }}
          onChange={(e) => salvarArea.mutate({ id: a.id, dados: { ativo: e.target.checked } })}
        />
      ),
    },
  ];

  const adicionarCidade = async () => {
    try {
      await salvarCidade.mutateAsync(novaCidade);
      setNovaCidade({ cidade: '', estado: '' });
    } catch (error) {
      snackbar.show(errorMessage(error, t('comum.erroInesperado')), 'error');
    }
  };

  return (
    <Page title={t('entrega.areas')}>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('entrega.cidades')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {(cidades.data?.items ?? []).map((c) => (
                <Chip
                  key={c.id}
                  label={`${c.cidade}/${c.estado}`}
                  {...(pode ? { onDelete: () => setApagar({ tipo: 'cidade', id: c.id }) } : {})}
                />
              ))}
              {cidades.data?.items.length === 0 && (
                <Typography color="text.secondary">{t(EMPTY_TABLE_TEXT_KEY)}</Typography>
              )}
            </Stack>
            {pode && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  size="small"
                  label={t('entrega.cidade')}
                  value={novaCidade.cidade}
                  onChange={(e) => setNovaCidade((s) => ({ ...s, cidade: e.target.value }))}
                />
                <TextField
                  size="small"
                  label={t('entrega.estado')}
                  value={novaCidade.estado}
                  onChange={(e) => setNovaCidade((s) => ({ ...s, estado: e.target.value }))}
                  slotProps={{ htmlInput: { maxLength: 2 } }}
                  sx={{ width: { sm: 80 } }}
                />
                <Button onClick={() => void adicionarCidade()} disabled={!novaCidade.cidade || !novaCidade.estado}>
                  {t('entrega.novaCidade')}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>

        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {t('entrega.areas')}
            </Typography>
            {pode && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
                {t('entrega.novaArea')}
              </Button>
            )}
          </Stack>
          <DataTable
            rotulo={t('entrega.areas')}
            colunas={colunas}
            linhas={areas.data?.items}
            chave={(a) => a.id}
            carregando={areas.isFetching}
            csv="areas-de-entrega.csv"
            {...(pode
              ? {
                  acoesDaLinha: (a: AreaEntrega) => (
                    <>
                      <IconButton aria-label={`${t('acoes.editar')} ${a.nome}`} onClick={() => setForm({ area: a })}>
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={`${t('acoes.excluir')} ${a.nome}`}
                        onClick={() => setApagar({ tipo: 'area', id: a.id })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </>
                  ),
                }
              : {})}
          />
        </Box>

        <TestarEndereco areas={areas.data?.items ?? []} />
      </Stack>

      {form && (
        <AreaFormDialog open area={form.area} cidades={cidades.data?.items ?? []} onClose={() => setForm(null)} />
      )}
      <ConfirmDialog
        open={!!apagar}
        busy={excluirCidade.isPending || excluirArea.isPending}
        title={apagar?.tipo === 'cidade' ? t('entrega.excluirCidade') : t('entrega.excluirArea')}
        message={apagar?.tipo === 'cidade' ? t('entrega.excluirCidadeTexto') : t('entrega.excluirAreaTexto')}
        onClose={() => setApagar(null)}
        onConfirm={() => {
          if (!apagar) return;
          const m = apagar.tipo === 'cidade' ? excluirCidade : excluirArea;
          m.mutate(apagar.id, { onSuccess: () => setApagar(null) });
        }}
      />
    </Page>
  );
}

export const Component = AreasPage;
