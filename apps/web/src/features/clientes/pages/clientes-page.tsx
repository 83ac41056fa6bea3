import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { ORIGENS_CLIENTE, type Cliente, type ClienteDetalhe } from '@app/shared/schemas/clientes.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { clienteQuery, clientesQuery, useExcluirCliente, type ClientesParams } from '@/api/clientes.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { ClienteFormDialog } from '../components/cliente-form-dialog.tsx';
import { ClienteDetalheDialog } from '../components/cliente-detalhe-dialog.tsx';
import { useClientesT } from '../i18n.ts';

type OrigemCliente = (typeof ORIGENS_CLIENTE)[number];

/** customers (spec §2): server-side paginated, sortable, searchable list with filters; detail and forms in dialogs. */
export function ClientesPage() {
  const { t } = useClientesT();
  const snackbar = useSnackbar();
  const session = useSession();
  const podeGerenciar = sessionHasPermission(session, 'clientes.gerenciar');
  const [busca, setBusca] = useState('');
  const [bairro, setBairro] = useState('');
  const [origem, setOrigem] = useState<OrigemCliente | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState<{ campo: string; dir: 'asc' | 'desc' }>({ campo: 'nome', dir: 'asc' });
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const [form, setForm] = useState<{ cliente?: ClienteDetalhe } | null>(null);
  const [apagar, setApagar] = useState<{ id: number; nome: string } | null>(null);
  const excluir = useExcluirCliente();

  // one request per pause in typing, not per key
  const search = useDebounced(busca.trim());
  const bairroF = useDebounced(bairro.trim());
  useEffect(() => setPage(0), [search, bairroF, origem]);
  const params: ClientesParams = {
    page: page + 1,
    per_page: perPage,
    sort_field: sort.campo,
    sort_dir: sort.dir,
    ...(search ? { search } : {}),
    filtros: { ...(bairroF ? { bairro: bairroF } : {}), ...(origem ? { origem_cliente: origem } : {}) },
  };
  const lista = useQuery(clientesQuery(params));
  const editando = useQuery({ ...clienteQuery(detalhe ?? 0), enabled: detalhe !== null });

  const colunas: Coluna<Cliente>[] = [
    { id: 'nome', rotulo: t('clientes.nome'), ordenavel: true, celula: (c) => c.nome, csv: (c) => c.nome },
    {
      id: 'telefone',
      rotulo: t('clientes.telefone'),
      ordenavel: true,
      semQuebra: true,
      celula: (c) => c.telefone_exibicao ?? '-',
      csv: (c) => c.telefone_exibicao,
    },
    {
      id: 'bairro',
      rotulo: t('clientes.bairro'),
      ordenavel: true,
      ocultarAbaixo: 'sm',
      celula: (c) => c.bairro ?? '-',
      csv: (c) => c.bairro,
    },
    {
      id: 'total_pedidos',
      rotulo: t('clientes.pedidos'),
      ordenavel: true,
      celula: (c) => c.total_pedidos,
      csv: (c) => c.total_pedidos,
    },
    {
      id: 'ultimo_pedido_em',
      rotulo: t('clientes.ultimoPedido'),
      ordenavel: true,
      ocultarAbaixo: 'sm',
      celula: (c) => formatDateTime(c.ultimo_pedido_em),
      csv: (c) => formatDateTime(c.ultimo_pedido_em),
    },
  ];

  return (
    <ListPage
      titulo={t('clientes.titulo')}
      acoes={
        podeGerenciar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
            {t('clientes.novo')}
          </Button>
        )
      }
      filtros={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('clientes.buscar')}
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            sx={{ flex: 2 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            label={t('clientes.filtroBairro')}
            value={bairro}
            onChange={(e) => setBairro(e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={t('clientes.origem')}
            value={origem}
            onChange={(e) => setOrigem(e.target.value as OrigemCliente | '')}
            sx={{ flex: 1, minWidth: 160 }}
          >
            <MenuItem value="">{t('clientes.todasOrigens')}</MenuItem>
            {ORIGENS_CLIENTE.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`clientes.origens.${o}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(c) => c.id}
      carregando={lista.isFetching}
      csv="clientes.csv"
      paginacao={{
        pagina: page,
        porPagina: perPage,
        total: lista.data?.total ?? 0,
        onPagina: setPage,
        opcoesPorPagina: [10, 25, 50, 100],
        onPorPagina: (n) => {
          setPerPage(n);
          setPage(0);
        },
      }}
      ordenacao={{ campo: sort.campo, direcao: sort.dir, onOrdenar: (campo, dir) => setSort({ campo, dir }) }}
      onLinhaClick={(c) => setDetalhe(c.id)}
      {...(podeGerenciar
        ? {
            acoesDaLinha: (c: Cliente) => (
              <IconButton
                aria-label={`${t('acoes.excluir')} ${c.nome}`}
                onClick={() => setApagar({ id: c.id, nome: c.nome })}
              >
                <DeleteIcon />
              </IconButton>
            ),
          }
        : {})}
    >
      {detalhe !== null && !form && (
        <ClienteDetalheDialog
          id={detalhe}
          onClose={() => setDetalhe(null)}
          onEdit={() => editando.data && setForm({ cliente: editando.data })}
        />
      )}
      {form && (
        <ClienteFormDialog
          open
          cliente={form.cliente}
          onClose={() => setForm(null)}
          onSaved={(c) => {
            setForm(null);
            setDetalhe(c.id);
          }}
        />
      )}
      <ConfirmDialog
        open={!!apagar}
        title={t('clientes.excluirTitulo')}
        message={t('clientes.excluirTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() =>
          apagar &&
          excluir.mutate(apagar.id, {
            onSuccess: () => {
              setApagar(null);
              snackbar.show(t('clientes.excluido'), 'success');
            },
          })
        }
      />
    </ListPage>
  );
}

export const Component = ClientesPage;
