import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { PedidoDetalhe } from '@app/shared/schemas/pedidos.ts';
import { formatDateTime, formatTime } from '@app/shared/domain/dates.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { ImprimirPedido } from '@/components/impressao/imprimir-pedido.tsx';
import { usePedidosT } from '../../i18n.ts';
import { chaveStatus } from '../../quadro.ts';
import { CancelarDialog } from '../cancelar-dialog.tsx';
import { precisaEntregador, useEntregadorDoPedido } from '../entregador-na-saida.tsx';
import { useAcoesPedido } from '../use-acoes-pedido.ts';
import { EntregadorDoPedido, ObservacaoInterna } from './gestao.tsx';
import { ItensDoPedido, PagamentosDoPedido } from './itens-e-pagamentos.tsx';
import { Secao } from './secao.tsx';

interface Props {
  p: PedidoDetalhe;
  timezone: string;
  podeGerenciar: boolean;
  podeImprimir: boolean;
}

/** The body of the order detail: status, customer, address, items, payments, courier, notes, history, actions. */
export function ConteudoDoPedido({ p, timezone, podeGerenciar, podeImprimir }: Props) {
  const { t } = usePedidosT();
  const acoes = useAcoesPedido(p.id);
  const { status, patch } = acoes;
  const entregador = useEntregadorDoPedido(p, acoes);
  const [cancelando, setCancelando] = useState(false);
  const seguinte = p.proximos_status.find((s) => s !== 'cancelado') ?? null;
  const podeCancelar = p.proximos_status.includes('cancelado');
  const aberto = p.status !== 'concluido' && p.status !== 'cancelado';

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip
            color={p.status === 'cancelado' ? 'error' : p.status === 'concluido' ? 'success' : 'primary'}
            label={t(chaveStatus(p.status, p.tipo))}
          />
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
        {podeImprimir && <ImprimirPedido pedido={p} timezone={timezone} />}

        <Secao titulo={t('detalhe.cliente')}>
          <Typography variant="body1">{p.nome_cliente ?? t('detalhe.semCliente')}</Typography>
          {p.telefone && <Typography variant="body2">{formatarTelefone(p.telefone)}</Typography>}
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
            {p.endereco.ponto_referencia && (
              <Typography variant="body2">{t('detalhe.referencia', { texto: p.endereco.ponto_referencia })}</Typography>
            )}
          </Secao>
        )}

        <ItensDoPedido p={p} />
        <PagamentosDoPedido p={p} />

        {p.observacao && (
          <Secao titulo={t('detalhe.observacao')}>
            <Typography variant="body2">{p.observacao}</Typography>
          </Secao>
        )}

        {p.tipo === 'delivery' && <EntregadorDoPedido p={p} patch={patch} editavel={podeGerenciar && aberto} />}
        {podeGerenciar && <ObservacaoInterna p={p} patch={patch} />}

        <Secao titulo={t('detalhe.historico')}>
          {p.historico.map((h, i) => (
            <Typography key={i} variant="body2">
              {formatDateTime(h.em, timezone)} —{' '}
              {t(h.status === 'pronto' ? chaveStatus('pronto', p.tipo) : `status.${h.status}`, {
                defaultValue: h.status,
              })}
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
            <Button
              variant="contained"
              onClick={() =>
                precisaEntregador(p, seguinte) ? entregador.pedir(true) : status.mutate({ para: seguinte })
              }
              disabled={status.isPending}
            >
              {t('detalhe.avancar', { status: t(chaveStatus(seguinte, p.tipo)) })}
            </Button>
          )}
        </DialogActions>
      )}
      {entregador.dialogo}
      <CancelarDialog
        open={cancelando}
        numero={p.numero_pedido}
        onClose={() => setCancelando(false)}
        // a refusal is already announced by the status mutation (with the conflict's reason): the dialog stays open
        onConfirm={(motivo) =>
          status.mutateAsync({ para: 'cancelado', motivo }).then(
            () => setCancelando(false),
            () => undefined,
          )
        }
      />
    </>
  );
}
