import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Entregador } from '@app/shared/schemas/entrega.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { entregadoresQuery, useExcluirEntregador } from '@/api/entregadores.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { EntregadorFormDialog } from '../components/entregador-form-dialog.tsx';
import { useEntregaT } from '../i18n.ts';

/** delivery/personnel (spec §2): couriers. */
export function EntregadoresPage() {
  const { t } = useEntregaT();
  const pode = sessionHasPermission(useSession(), 'entrega.gerenciar');
  const lista = useQuery(entregadoresQuery());
  const excluir = useExcluirEntregador();
  const [form, setForm] = useState<{ entregador?: Entregador } | null>(null);
  const [apagar, setApagar] = useState<number | null>(null);

  const simNao = (v: boolean) => (v ? t('entrega.sim') : t('entrega.nao'));
  const diaria = (e: Entregador) => (e.recebe_diaria ? formatReais(e.valor_diaria) : t('entrega.nao'));
  const colunas: Coluna<Entregador>[] = [
    { id: 'nome', rotulo: t('entrega.nome'), celula: (e) => e.nome, csv: (e) => e.nome },
    {
      id: 'telefone',
      rotulo: t('entrega.telefone'),
      semQuebra: true,
      celula: (e) => e.telefone_exibicao ?? '-',
      csv: (e) => e.telefone_exibicao,
    },
    {
      id: 'veiculo',
      rotulo: t('entrega.veiculo'),
      ocultarAbaixo: 'sm',
      celula: (e) => e.veiculo ?? '-',
      csv: (e) => e.veiculo,
    },
    {
      id: 'placa',
      rotulo: t('entrega.placa'),
      ocultarAbaixo: 'sm',
      celula: (e) => e.placa_veiculo ?? '-',
      csv: (e) => e.placa_veiculo,
    },
    { id: 'diaria', rotulo: t('entrega.diaria'), semQuebra: true, celula: diaria, csv: diaria },
    { id: 'ativo', rotulo: t('entrega.ativoEntregador'), celula: (e) => simNao(e.ativo), csv: (e) => simNao(e.ativo) },
  ];

  return (
    <ListPage
      titulo={t('entrega.entregadores')}
      acoes={
        pode && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
            {t('entrega.novoEntregador')}
          </Button>
        )
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(e) => e.id}
      carregando={lista.isFetching}
      csv="entregadores.csv"
      {...(pode
        ? {
            acoesDaLinha: (e: Entregador) => (
              <>
                <IconButton aria-label={`${t('acoes.editar')} ${e.nome}`} onClick={() => setForm({ entregador: e })}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`${t('acoes.excluir')} ${e.nome}`} onClick={() => setApagar(e.id)}>
                  <DeleteIcon />
                </IconButton>
              </>
            ),
          }
        : {})}
    >
      {form && <EntregadorFormDialog open entregador={form.entregador} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={apagar !== null}
        title={t('entrega.excluirEntregador')}
        message={t('entrega.excluirEntregadorTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() => apagar !== null && excluir.mutate(apagar, { onSuccess: () => setApagar(null) })}
      />
    </ListPage>
  );
}

export const Component = EntregadoresPage;
