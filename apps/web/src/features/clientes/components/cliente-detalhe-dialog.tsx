import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Endereco } from '@app/shared/schemas/clientes.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { formatarCep } from '@app/shared/domain/cep.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { baixarArquivo } from '@/lib/download.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import {
  clienteQuery,
  exportarCliente,
  totalPedidosQuery,
  ultimosPedidosQuery,
  useAnonimizarCliente,
} from '@/api/clientes.ts';
import { useEnderecoPadrao, useExcluirEndereco } from '@/api/enderecos.ts';
import { EnderecoFormDialog } from './endereco-form-dialog.tsx';
import { useClientesT } from '../i18n.ts';

interface Props {
  id: number;
  onClose: () => void;
  onEdit: () => void;
}

const linhaEndereco = (e: Endereco) =>
  [
    `${e.rua}${e.numero ? `, ${e.numero}` : ''}`,
    e.complemento,
    e.bairro,
    `${e.cidade}/${e.estado}`,
    e.cep ? formatarCep(e.cep) : null,
  ]
    .filter(Boolean)
    .join(' — ');

/** Customer detail: data, addresses (default, add, edit, delete), orders summary and LGPD actions. */
export function ClienteDetalheDialog({ id, onClose, onEdit }: Props) {
  const { t } = useClientesT();
  const snackbar = useSnackbar();
  const session = useSession();
  const tela = useTheme();
  const celular = useMediaQuery(tela.breakpoints.down('sm'));
  const cliente = useQuery(clienteQuery(id));
  const total = useQuery(totalPedidosQuery(id));
  const ultimos = useQuery(ultimosPedidosQuery(id));
  const padrao = useEnderecoPadrao();
  const excluirEndereco = useExcluirEndereco();
  const anonimizar = useAnonimizarCliente();
  const [enderecoForm, setEnderecoForm] = useState<{ endereco?: Endereco } | null>(null);
  const [apagar, setApagar] = useState<Endereco | null>(null);
  const [confirmarAnonimizar, setConfirmarAnonimizar] = useState(false);
  const podeDados = sessionHasPermission(session, 'clientes.dados');
  const podeGerenciar = sessionHasPermission(session, 'clientes.gerenciar');
  const c = cliente.data;

  const baixar = async () => {
    const dados = await exportarCliente(id);
    baixarArquivo(new Blob([JSON.stringify(dados, null, 2)], { type: 'application/json' }), `cliente-${id}.json`);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={celular}
      aria-labelledby="cliente-detalhe-titulo"
    >
      <DialogTitle id="cliente-detalhe-titulo">{c?.nome ?? t('clientes.detalhe')}</DialogTitle>
      <DialogContent dividers>
        {c && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
              <Typography>
                <strong>{t('clientes.telefone')}:</strong> {c.telefone_exibicao ?? '-'}
              </Typography>
              <Typography>
                <strong>{t('clientes.origem')}:</strong>{' '}
                {t(`clientes.origens.${c.origem_cliente}`, { defaultValue: c.origem_cliente })}
              </Typography>
              {c.email && (
                <Typography>
                  <strong>{t('clientes.email')}:</strong> {c.email}
                </Typography>
              )}
              <Typography data-testid="total-pedidos">
                <strong>{t('clientes.totalPedidos')}:</strong> {total.data?.total ?? c.total_pedidos}
              </Typography>
            </Stack>
            {c.observacoes && <Typography color="text.secondary">{c.observacoes}</Typography>}
            <Divider />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h2">
                {t('clientes.enderecos')}
              </Typography>
              {podeGerenciar && !c.anonimizado && (
                <Button onClick={() => setEnderecoForm({})}>{t('clientes.novoEndereco')}</Button>
              )}
            </Box>
            {c.enderecos.length === 0 ? (
              <Typography color="text.secondary">{t('clientes.semEnderecos')}</Typography>
            ) : (
              <List dense aria-label={t('clientes.enderecos')}>
                {c.enderecos.map((e) => (
                  <ListItem
                    key={e.id}
                    divider
                    secondaryAction={
                      podeGerenciar && (
                        <Stack direction="row">
                          <IconButton
                            aria-label={`${t('acoes.editar')} ${e.nome_identificacao ?? e.rua}`}
                            onClick={() => setEnderecoForm({ endereco: e })}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`${t('acoes.excluir')} ${e.nome_identificacao ?? e.rua}`}
                            onClick={() => setApagar(e)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Stack>
                      )
                    }
                  >
                    <IconButton
                      aria-label={
                        e.endereco_padrao
                          ? t('clientes.padrao')
                          : `${t('clientes.tornarPadrao')} ${e.nome_identificacao ?? e.rua}`
                      }
                      disabled={e.endereco_padrao || !podeGerenciar}
                      onClick={() => padrao.mutate(e.id)}
                      sx={{ mr: 1 }}
                    >
                      {e.endereco_padrao ? <StarIcon color="primary" /> : <StarBorderIcon />}
                    </IconButton>
                    <ListItemText
                      primary={
                        <>
                          {e.nome_identificacao ?? linhaEndereco(e)}{' '}
                          {e.endereco_padrao && (
                            <Chip size="small" color="primary" label={t('clientes.padrao')} sx={{ ml: 1 }} />
                          )}
                        </>
                      }
                      secondary={`${e.nome_identificacao ? `${linhaEndereco(e)} · ` : ''}${t('endereco.taxaEntrega')}: ${formatReais(e.taxa_entrega)}${e.ponto_referencia ? ` · ${e.ponto_referencia}` : ''}`}
                      sx={{ pr: 10 }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Divider />
            <Typography variant="h6" component="h2">
              {t('clientes.ultimosPedidos')}
            </Typography>
            {(ultimos.data ?? []).length === 0 ? (
              <Typography color="text.secondary">{t('clientes.semPedidos')}</Typography>
            ) : (
              <List dense>
                {ultimos.data!.map((p) => (
                  <ListItem key={p.id}>
                    <ListItemText
                      primary={`#${p.numero_pedido} · ${formatReais(p.total_pedido)}`}
                      secondary={`${formatDateTime(p.data_criacao)} · ${t(`statusPedido.${p.status}`, { defaultValue: p.status })}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {podeDados && <Button onClick={() => void baixar()}>{t('clientes.exportar')}</Button>}
        {podeDados && podeGerenciar && c && !c.anonimizado && (
          <Button color="error" onClick={() => setConfirmarAnonimizar(true)}>
            {t('clientes.anonimizar')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {podeGerenciar && c && !c.anonimizado && <Button onClick={onEdit}>{t('acoes.editar')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {t('acoes.fechar')}
        </Button>
      </DialogActions>
      {enderecoForm && (
        <EnderecoFormDialog
          open
          clienteId={id}
          endereco={enderecoForm.endereco}
          onClose={() => setEnderecoForm(null)}
        />
      )}
      <ConfirmDialog
        open={!!apagar}
        title={t('clientes.excluirEnderecoTitulo')}
        message={t('clientes.excluirEnderecoTexto')}
        busy={excluirEndereco.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() => apagar && excluirEndereco.mutate(apagar.id, { onSuccess: () => setApagar(null) })}
      />
      <ConfirmDialog
        open={confirmarAnonimizar}
        title={t('clientes.anonimizarTitulo')}
        message={t('clientes.anonimizarTexto')}
        confirmLabel={t('clientes.anonimizar')}
        busy={anonimizar.isPending}
        onClose={() => setConfirmarAnonimizar(false)}
        onConfirm={() =>
          anonimizar.mutate(id, {
            onSuccess: () => {
              setConfirmarAnonimizar(false);
              snackbar.show(t('clientes.anonimizado'), 'success');
            },
          })
        }
      />
    </Dialog>
  );
}
