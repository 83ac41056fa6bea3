import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { Fornecedor } from '@app/shared/schemas/estoque.ts';
import { fornecedoresQuery, useAtivoFornecedor, useExcluirFornecedor } from '@/api/fornecedores.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { FornecedorDialog } from '../components/fornecedor-dialog.tsx';
import { CampoBusca, FiltroSituacao } from '../components/filtros.tsx';
import { LinhaAcoes } from '../components/linha-acoes.tsx';
import { paginacaoDe, useLista } from '../components/use-lista.ts';
import { useEstoqueT } from '../i18n.ts';

/** stock/fornecedores (spec §2): suppliers, with search, active switch and CSV. */
export function FornecedoresPage() {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const l = useLista();
  const lista = useQuery(fornecedoresQuery(l.params));
  const ativo = useAtivoFornecedor();
  const excluir = useExcluirFornecedor();
  const [form, setForm] = useState<{ fornecedor?: Fornecedor } | null>(null);
  const [apagar, setApagar] = useState<Fornecedor | null>(null);

  const simNao = (v: boolean) => (v ? t('comum.sim') : t('comum.nao'));
  const texto = (v: string | null) => v ?? '-';
  const colunas: Coluna<Fornecedor>[] = [
    { id: 'nome', rotulo: t('fornecedores.nome'), celula: (f) => f.nome, csv: (f) => f.nome },
    {
      id: 'documento',
      rotulo: t('fornecedores.documento'),
      ocultarAbaixo: 'md',
      semQuebra: true,
      celula: (f) => texto(f.documento),
      csv: (f) => f.documento,
    },
    {
      id: 'telefone',
      rotulo: t('fornecedores.telefone'),
      semQuebra: true,
      celula: (f) => texto(f.telefone),
      csv: (f) => f.telefone,
    },
    {
      id: 'email',
      rotulo: t('fornecedores.email'),
      ocultarAbaixo: 'sm',
      celula: (f) => texto(f.email),
      csv: (f) => f.email,
    },
    {
      id: 'contato',
      rotulo: t('fornecedores.contato'),
      ocultarAbaixo: 'md',
      celula: (f) => texto(f.contato),
      csv: (f) => f.contato,
    },
    {
      id: 'ativo',
      rotulo: t('comum.ativo'),
      ocultarAbaixo: 'sm',
      celula: (f) => simNao(f.ativo),
      csv: (f) => simNao(f.ativo),
    },
  ];

  return (
    <ListPage
      titulo={t('fornecedores.titulo')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('fornecedores.novo')}
        </Button>
      }
      filtros={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CampoBusca value={l.busca} onChange={l.setBusca} />
          <FiltroSituacao value={l.ativo} onChange={l.setAtivo} />
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(f) => f.id}
      carregando={lista.isFetching}
      paginacao={paginacaoDe(l, lista.data?.total)}
      csv="fornecedores.csv"
      propsLinha={(f) => ({ 'data-testid': `fornecedor-${f.id}`, sx: f.ativo ? {} : { opacity: 0.6 } })}
      acoesDaLinha={(f) => (
        <LinhaAcoes
          nome={f.nome}
          ativo={f.ativo}
          onAtivo={(v) => ativo.mutate({ id: f.id, ativo: v })}
          onEditar={() => setForm({ fornecedor: f })}
          onExcluir={() => setApagar(f)}
        />
      )}
    >
      {form && <FornecedorDialog fornecedor={form.fornecedor} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={apagar !== null}
        title={t('comum.excluirTitulo', { nome: apagar?.nome ?? '' })}
        message={t('comum.excluirTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() =>
          apagar &&
          excluir.mutate(apagar.id, {
            onSuccess: () => {
              snackbar.show(t('comum.excluido'), 'success');
              setApagar(null);
            },
          })
        }
      />
    </ListPage>
  );
}

export const Component = FornecedoresPage;
