// catalog/options: CRUD, toggle, duplicate; where each option is used shows in its edit dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { formatReais } from '@app/shared/domain/money.ts';
import type { Opcao } from '@app/shared/schemas/opcoes.ts';
import { opcoesQuery, useDuplicarOpcao, useExcluirOpcao, useStatusOpcao } from '@/api/opcoes.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { RowActions } from '../components/row-actions.tsx';
import { OpcaoDialog } from '../components/opcao-dialog.tsx';
import { usePodeEditar } from '../components/use-pode-editar.ts';
import { useCatalogoT } from '../i18n.ts';

export function OpcoesPage() {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const [busca, setBusca] = useState('');
  const lista = useQuery(opcoesQuery({ search: busca.trim() || undefined }));
  const [editando, setEditando] = useState<Opcao | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Opcao | null>(null);
  const status = useStatusOpcao();
  const duplicar = useDuplicarOpcao();
  const excluir = useExcluirOpcao();

  const colunas: Coluna<Opcao>[] = [
    { id: 'nome', rotulo: t('catalogo.nome'), celula: (o) => o.nome, csv: (o) => o.nome },
    {
      id: 'preco',
      rotulo: t('catalogo.preco'),
      semQuebra: true,
      celula: (o) => formatReais(o.preco),
      csv: (o) => formatReais(o.preco),
    },
    {
      id: 'complementos',
      rotulo: t('catalogo.complementos.titulo'),
      ocultarAbaixo: 'sm',
      alinhar: 'right',
      celula: (o) => o.total_complementos,
      csv: (o) => o.total_complementos,
    },
  ];

  return (
    <ListPage
      titulo={t('catalogo.opcoes.titulo')}
      acoes={
        podeEditar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            {t('catalogo.opcoes.nova')}
          </Button>
        )
      }
      filtros={
        <TextField
          size="small"
          fullWidth
          label={t('catalogo.buscar')}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
        />
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(o) => o.id}
      carregando={lista.isFetching}
      csv="opcoes.csv"
      propsLinha={(o) => ({ sx: { opacity: o.ativo ? 1 : 0.6 } })}
      acoesDaLinha={(o) => (
        <RowActions
          nome={o.nome}
          ativo={o.ativo}
          podeEditar={podeEditar}
          onToggle={() => status.mutate({ id: o.id, ativo: !o.ativo })}
          onEdit={() => setEditando(o)}
          onDuplicate={() => duplicar.mutate(o.id, { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') })}
          onDelete={() => setExcluindo(o)}
        />
      )}
    >
      <OpcaoDialog
        open={editando !== null}
        opcao={editando === 'nova' || editando === null ? undefined : editando}
        onClose={() => setEditando(null)}
      />
      <ConfirmDialog
        open={excluindo !== null}
        title={t('catalogo.confirmarExclusao', { nome: excluindo?.nome ?? '' })}
        message={t('catalogo.naoDesfaz')}
        onClose={() => setExcluindo(null)}
        onConfirm={() => {
          if (excluindo)
            excluir.mutate(excluindo.id, { onSuccess: () => snackbar.show(t('catalogo.excluido'), 'success') });
          setExcluindo(null);
        }}
      />
    </ListPage>
  );
}

export { OpcoesPage as Component };
