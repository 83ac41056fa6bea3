import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime, formatTime } from '@app/shared/domain/dates.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import type { PedidoDetalhe } from '@app/shared/schemas/pedidos.ts';
import type { EntregadoresPagina } from '@app/shared/schemas/entrega.ts';
import { entregadoresQuery } from '@/api/entregadores.ts';
import { keys } from '@/api/keys.ts';
import { detalheQuery, patchPedido } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { brl, brlVezes, chaveStatus } from '../quadro.ts';
import { CancelarDialog } from './cancelar-dialog.tsx';
import { useAcoesPedido } from './use-acoes-pedido.ts';

interface Props {
  pedidoId: number | null;
  onClose: () => void;
}

const itens = (p: EntregadoresPagina) => p.items;

function Linha({ rotulo, valor, forte }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: forte ? 700 : 400 }}>
        {rotulo}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: forte ? 700 : 400 }}>
        {valor}
      </Typography>
    </Box>
  );
}

function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function Conteudo({ p, timezone, podeGerenciar }: { p: PedidoDetalhe; timezone: string; podeGerenciar: boolean }) {
  const { t } = usePedidosT();
  const entregadores = useQuery({ ...entregadoresQuery({ ativo: true }), select: itens, meta: { silent: true }, enabled: p.tipo === 'delivery' && podeGerenciar });
  const { status, patch } = useAcoesPedido(p.id);
  const [cancelando, setCancelando] = useState(false);
  const [nota, setNota] = useState(p.observacao_interna ?? '');
  const seguinte = p.proximos_status.find((s) => s !== 'cancelado') ?? null;
  const podeCancelar = p.proximos_status.includes('cancelado');
  const aberto = p.status !== 'concluido' && p.status !== 'cancelado';

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip color={p.status === 'cancelado' ? 'error' : p.status === 'concluido' ? 'success' : 'primary'} label={t(chaveStatus(p.status, p.tipo))} />
          <Chip variant="outlined" label={t(`tipo.${p.tipo}`)} />
          <Chip variant="outlined" label={t(`canal.${p.canal}`, { defaultValue: p.canal })} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('detalhe.criado', { data: formatDateTime(p.data_criacao, timezone) })}
          {p.previsao_entrega ? ` · ${t('detalhe.previsao', { hora: formatTime(p.previsao_entrega, timezone) })}` : ''}
        </Typography>
        {p.motivo_cancelamento && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {t('detalhe.canceladoMotivo', { texto: p.motivo_cancelamento })}
          </Typography>
        )}

        <Secao titulo={t('detalhe.cliente')}>
          <Typography variant="body1">{p.nome_cliente ?? t('detalhe.semCliente')}</Typography>
          {p.telefone && <Typography variant="body2">{p.telefone}</Typography>}
          {p.cliente_id !== null && (
            <Typography variant="caption" color="text.secondary">
              {t('detalhe.pedidosCliente', { count: p.cliente_qtd_pedidos })}
            </Typography>
          )}
        </Secao>

        {p.endereco && (
          <Secao titulo={t('detalhe.endereco')}>
            <Typography variant="body2">
              {[p.endereco.rua, p.endereco.numero].filter(Boolean).join(', ')}
              {p.endereco.complemento ? ` — ${p.endereco.complemento}` : ''}
            </Typography>
            <Typography variant="body2">
              {p.endereco.bairro} · {p.endereco.cidade}/{p.endereco.estado}
              {p.endereco.cep ? ` · ${p.endereco.cep}` : ''}
            </Typography>
            {p.endereco.ponto_referencia && <Typography variant="body2">{t('detalhe.referencia', { texto: p.endereco.ponto_referencia })}</Typography>}
          </Secao>
        )}

        <Secao titulo={t('detalhe.itens')}>
          {p.produtos.map((it, i) => (
            <Box key={i} sx={{ py: 0.5 }}>
              <Linha rotulo={`${it.quantidade}× ${it.nome}`} valor={brlVezes(it.preco_unitario, it.quantidade)} />
              {it.sabores.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('detalhe.sabores', { lista: it.sabores.map((s) => (it.sabores.length > 1 ? `1/${it.sabores.length} ${s}` : s)).join(', ') })}
                </Typography>
              )}
              {it.borda && (
                <Typography variant="body2" color="text.secondary">
                  {t('detalhe.borda', { nome: it.borda })}
                </Typography>
              )}
              {it.complementos.map((c, j) => (
                <Typography key={j} variant="body2" color="text.secondary">
                  + {c.quantity > 1 ? `${c.quantity}× ` : ''}
                  {c.complementName} ({c.categoryName})
                </Typography>
              ))}
              {it.observacao && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  “{it.observacao}”
                </Typography>
              )}
            </Box>
          ))}
          <Divider sx={{ my: 1 }} />
          <Linha rotulo={t('detalhe.subtotal')} valor={brl(p.subtotal_itens)} />
          {p.taxa_entrega > 0 && <Linha rotulo={t('detalhe.taxaEntrega')} valor={brl(p.taxa_entrega)} />}
          {p.desconto > 0 && <Linha rotulo={p.cupom_codigo ? t('detalhe.cupom', { codigo: p.cupom_codigo }) : t('detalhe.desconto')} valor={`- ${brl(p.desconto)}`} />}
          <Linha rotulo={t('detalhe.total')} valor={brl(p.total_pedido)} forte />
        </Secao>

        <Secao titulo={t('detalhe.pagamentos')}>
          {p.pagamentos.map((pg, i) => (
            <Box key={i}>
              <Linha rotulo={pg.tipo} valor={brl(pg.valor)} />
              {pg.troco_para !== null && (
                <Typography variant="body2" color="text.secondary">
                  {t('detalhe.trocoPara', { valor: brl(pg.troco_para) })}
                </Typography>
              )}
            </Box>
          ))}
          {p.troco > 0 && <Linha rotulo={t('detalhe.troco')} valor={brl(p.troco)} forte />}
        </Secao>

        {p.observacao && (
          <Secao titulo={t('detalhe.observacao')}>
            <Typography variant="body2">{p.observacao}</Typography>
          </Secao>
        )}

        {p.tipo === 'delivery' && (
          <Secao titulo={t('detalhe.entregador')}>
            {podeGerenciar && aberto ? (
              <TextField
                select
                fullWidth
                size="small"
                label={t('detalhe.entregador')}
                value={p.entregador_id ?? ''}
                onChange={(e) => {
                  const v = e.target.value === '' ? null : Number(e.target.value);
                  patch.mutate({ entregador_id: v }, { onSuccess: () => showSnackbar(t('detalhe.entregadorAtribuido'), 'success') });
                }}
              >
                <MenuItem value="">{t('detalhe.semEntregador')}</MenuItem>
                {p.entregador_id !== null && !entregadores.data?.some((e) => e.id === p.entregador_id) && (
                  <MenuItem value={p.entregador_id}>{p.entregador_nome}</MenuItem>
                )}
                {(entregadores.data ?? []).map((e) => (
                  <MenuItem key={e.id} value={e.id}>
                    {e.nome}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Typography variant="body2">{p.entregador_nome ?? t('detalhe.semEntregador')}</Typography>
            )}
          </Secao>
        )}

        {podeGerenciar && (
          <Secao titulo={t('detalhe.observacaoInterna')}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                fullWidth
                size="small"
                multiline
                aria-label={t('detalhe.observacaoInterna')}
                value={nota}
                onChange={(e) => setNota(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Button
                disabled={patch.isPending || nota === (p.observacao_interna ?? '')}
                onClick={() => patch.mutate({ observacao_interna: nota.trim() || null }, { onSuccess: () => showSnackbar(t('detalhe.salvo'), 'success') })}
              >
                {t('detalhe.salvar')}
              </Button>
            </Box>
          </Secao>
        )}

        <Secao titulo={t('detalhe.historico')}>
          {p.historico.map((h, i) => (
            <Typography key={i} variant="body2">
              {formatDateTime(h.em, timezone)} — {t(h.status === 'pronto' ? chaveStatus('pronto', p.tipo) : `status.${h.status}`, { defaultValue: h.status })}
              {h.usuario_nome ? ` ${t('detalhe.porUsuario', { nome: h.usuario_nome })}` : ''}
              {h.motivo ? ` · ${t('detalhe.motivo', { texto: h.motivo })}` : ''}
            </Typography>
          ))}
        </Secao>
      </DialogContent>
      {podeGerenciar && aberto && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {podeCancelar && (
            <Button color="error" onClick={() => setCancelando(true)} disabled={status.isPending}>
              {t('detalhe.cancelar')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {seguinte && (
            <Button variant="contained" onClick={() => status.mutate({ para: seguinte })} disabled={status.isPending}>
              {t('detalhe.avancar', { status: t(chaveStatus(seguinte, p.tipo)) })}
            </Button>
          )}
        </DialogActions>
      )}
      <CancelarDialog
        open={cancelando}
        numero={p.numero_pedido}
        onClose={() => setCancelando(false)}
        // a refusal is already announced by the status mutation (with the conflict's reason): the dialog stays open
        onConfirm={(motivo) => status.mutateAsync({ para: 'cancelado', motivo }).then(() => setCancelando(false), () => undefined)}
      />
    </>
  );
}

/** An order's details, from the board or the history: items, address, payments, courier, actions, history. */
export function PedidoDetalheDialog({ pedidoId, onClose }: Props) {
  const { t } = usePedidosT();
  const theme = useTheme();
  const telaCheia = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const session = useSession();
  const qc = useQueryClient();
  const podeGerenciar = sessionHasPermission(session, 'pedidos.gerenciar');
  const detalhe = useQuery({ ...detalheQuery(pedidoId ?? 0), enabled: pedidoId !== null });
  const marcados = useRef(new Set<number>());
  const p = detalhe.data;

  // Someone looked at it: the new-order reminder stops for this order (PATCH visto).
  useEffect(() => {
    if (!p || p.visto || marcados.current.has(p.id)) return;
    marcados.current.add(p.id);
    patchPedido(p.id, { visto: true })
      .then(() => qc.invalidateQueries({ queryKey: keys.pedidos.quadro() }))
      .catch((error: unknown) => console.warn('Falha ao marcar pedido como visto', error));
  }, [p, qc]);

  return (
    <Dialog open={pedidoId !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={telaCheia} aria-labelledby="pedido-detalhe-titulo">
      <DialogTitle id="pedido-detalhe-titulo" sx={{ pr: 6 }}>
        {p ? t('detalhe.titulo', { numero: p.numero_pedido }) : t('quadro.carregando')}
        <IconButton aria-label={t('detalhe.fechar')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {p ? (
        <Conteudo key={p.id} p={p} timezone={session?.timezone ?? 'America/Sao_Paulo'} podeGerenciar={podeGerenciar} />
      ) : (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('quadro.carregando')} />
        </DialogContent>
      )}
    </Dialog>
  );
}
