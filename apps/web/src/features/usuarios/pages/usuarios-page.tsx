import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import LinkIcon from '@mui/icons-material/Link';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { PAPEIS } from '@app/shared/domain/papeis.ts';
import type { Convite, Usuario } from '@app/shared/schemas/usuarios.ts';
import { empresasLiteQuery } from '@/api/faturas.ts';
import { useAtivarUsuario, useExcluirUsuario, useGerarConvite, usuariosQuery } from '@/api/usuarios.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { LinkDialog } from '../components/link-dialog.tsx';
import { PapeisCard } from '../components/papeis-card.tsx';
import { PermissoesDialog } from '../components/permissoes-dialog.tsx';
import { UsuarioFormDialog } from '../components/usuario-form-dialog.tsx';
import { useUsuariosT } from '../i18n.ts';

const papel = (u: Usuario) => PAPEIS[u.role as keyof typeof PAPEIS]?.nome ?? u.role;

/** users-management (spec §2): the business's users, their roles and per-user permissions. */
export function UsuariosPage() {
  const { t } = useUsuariosT();
  const session = useSession();
  const superadmin = session?.superadmin === true;
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [empresaId, setEmpresaId] = useState<number | undefined>(undefined);
  const lista = useQuery(usuariosQuery({ page: page + 1, per_page: perPage, search, empresa_id: empresaId }));
  const empresas = useQuery({ ...empresasLiteQuery(), enabled: superadmin });
  const [form, setForm] = useState<{ usuario: Usuario | null } | null>(null);
  const [permissoes, setPermissoes] = useState<Usuario | null>(null);
  const [desativar, setDesativar] = useState<Usuario | null>(null);
  const [excluir, setExcluir] = useState<Usuario | null>(null);
  const [link, setLink] = useState<{ nome: string; convite: Convite } | null>(null);
  const gerarLink = useGerarConvite();
  const ativar = useAtivarUsuario();
  const apagar = useExcluirUsuario();
  const situacao = (u: Usuario) => (u.ativo ? t('usuarios.ativo') : t('usuarios.inativo'));
  const acesso = (u: Usuario) =>
    u.ultimo_login ? formatDateTime(u.ultimo_login, session?.timezone) : t('usuarios.nunca');
  const colunas: Coluna<Usuario>[] = [
    {
      id: 'nome',
      rotulo: t('usuarios.nome'),
      csv: (u) => u.nome,
      celula: (u) => (
        <>
          <strong>{u.nome}</strong>
          {u.superadmin ? <Chip size="small" label={t('usuarios.superadmin')} sx={{ ml: 1 }} /> : null}
        </>
      ),
    },
    { id: 'email', rotulo: t('usuarios.email'), ocultarAbaixo: 'sm', celula: (u) => u.email, csv: (u) => u.email },
    { id: 'role', rotulo: t('usuarios.papel'), celula: papel, csv: papel },
    {
      id: 'ativo',
      rotulo: t('usuarios.situacao'),
      celula: (u) => <Chip size="small" color={u.ativo ? 'success' : 'default'} label={situacao(u)} />,
      csv: situacao,
    },
    { id: 'ultimo_login', rotulo: t('usuarios.ultimoAcesso'), ocultarAbaixo: 'md', celula: acesso, csv: acesso },
  ];
  return (
    <ListPage
      titulo={t('usuarios.titulo')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ usuario: null })}>
          {t('usuarios.novo')}
        </Button>
      }
      filtros={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          {superadmin ? (
            <TextField
              select
              size="small"
              label={t('usuarios.empresa')}
              value={empresaId ?? session?.empresa_id ?? ''}
              onChange={(e) => {
                setEmpresaId(Number(e.target.value));
                setPage(0);
              }}
              sx={{ minWidth: 220 }}
            >
              {(empresas.data ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.nome}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            size="small"
            label={t('acoes.buscar')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            sx={{ maxWidth: 320 }}
          />
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(u) => u.id}
      carregando={lista.isFetching}
      csv="usuarios.csv"
      propsLinha={(u) => ({ 'data-testid': `usuario-${u.email}` })}
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
      acoesDaLinha={(u) => (
        <>
          <IconButton
            size="small"
            aria-label={`${t('acoes.editar')} ${u.nome}`}
            onClick={() => setForm({ usuario: u })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t('usuarios.permissoes')} ${u.nome}`}
            onClick={() => setPermissoes(u)}
          >
            <KeyIcon fontSize="small" />
          </IconButton>
          {u.ativo ? (
            <IconButton
              size="small"
              aria-label={`${t('usuarios.gerarLink')} ${u.nome}`}
              onClick={() => gerarLink.mutate(u.id, { onSuccess: (convite) => setLink({ nome: u.nome, convite }) })}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
          ) : null}
          {u.ativo ? (
            <IconButton
              size="small"
              aria-label={`${t('usuarios.desativar')} ${u.nome}`}
              onClick={() => setDesativar(u)}
            >
              <BlockIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton
              size="small"
              aria-label={`${t('usuarios.ativar')} ${u.nome}`}
              onClick={() =>
                ativar.mutate(
                  { id: u.id, ativo: true },
                  { onSuccess: () => showSnackbar(t('usuarios.ativado'), 'success') },
                )
              }
            >
              <CheckCircleIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton size="small" aria-label={`${t('acoes.excluir')} ${u.nome}`} onClick={() => setExcluir(u)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    >
      <PapeisCard />
      {form && (
        <UsuarioFormDialog
          open
          usuario={form.usuario}
          empresaId={empresaId}
          onClose={() => setForm(null)}
          onConvite={(nome, convite) => setLink({ nome, convite })}
        />
      )}
      <PermissoesDialog usuario={permissoes} onClose={() => setPermissoes(null)} />
      <LinkDialog link={link} onClose={() => setLink(null)} />
      <ConfirmDialog
        open={desativar !== null}
        message={t('usuarios.desativarPergunta', { nome: desativar?.nome ?? '' })}
        confirmLabel={t('usuarios.desativar')}
        busy={ativar.isPending}
        onConfirm={() =>
          desativar &&
          ativar.mutate(
            { id: desativar.id, ativo: false },
            {
              onSuccess: () => {
                setDesativar(null);
                showSnackbar(t('usuarios.desativado'), 'success');
              },
            },
          )
        }
        onClose={() => setDesativar(null)}
      />
      <ConfirmDialog
        open={excluir !== null}
        message={t('usuarios.excluirPergunta', { nome: excluir?.nome ?? '' })}
        confirmLabel={t('acoes.excluir')}
        busy={apagar.isPending}
        onConfirm={() =>
          excluir &&
          apagar.mutate(excluir.id, {
            onSuccess: () => {
              setExcluir(null);
              showSnackbar(t('acoes.excluido'), 'success');
            },
          })
        }
        onClose={() => setExcluir(null)}
      />
    </ListPage>
  );
}

export const Component = UsuariosPage;
