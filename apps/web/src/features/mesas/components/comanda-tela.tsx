import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Comanda, ComandaItem, ComandaPagamento } from '@app/shared/schemas/comandas.ts';
import { motivoRecusa } from '@app/shared/domain/comanda.ts';
import {
  comandaQuery,
  lotesQuery,
  acaoComanda,
  alterarComanda,
  adicionarItem,
  anularPagamento,
  cancelarItem,
  comandar,
  mesclar,
  pagar,
  reimprimirLote,
} from '@/api/mesas.ts';
import { keys } from '@/api/keys.ts';
import { novaChaveIdempotencia } from '@/lib/idempotencia.ts';
import { useEventStream } from '@/lib/use-event-stream.ts';
import { useSession } from '@/lib/use-session.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useMesasT } from '../i18n.ts';
import { AdicionarItemDialog } from './adicionar-item-dialog.tsx';
import { ItensLista } from './itens-lista.tsx';
import { LotesLista, PagamentosLista } from './pagamentos-lista.tsx';
import { MotivoDialog } from './motivo-dialog.tsx';
import { PagamentoDialog } from './pagamento-dialog.tsx';
import { SaldoBarra } from './saldo-barra.tsx';
import { useAcaoComanda } from './use-acoes-comanda.ts';
import { useImpressaoMesa } from './use-impressao-mesa.ts';
import type { Pedido } from './mais-acoes.tsx';
import { ComandaCabecalho } from './comanda-cabecalho.tsx';
import { MoverDialog, type Movimento } from './mover-dialog.tsx';
import { EditarComandaDialog } from './editar-comanda-dialog.tsx';

type Motivo = { titulo: string; fn: (motivo: string) => Promise<Comanda> };

/** The tab, for a waiter's phone first: items, send to kitchen, batches, payments, the balance always in view. */
export function ComandaTela({ id }: { id: number }) {
  const { t } = useMesasT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const tz = useSession()?.timezone ?? 'America/Sao_Paulo';
  const comanda = useQuery(comandaQuery(id));
  const lotes = useQuery(lotesQuery(id));
  const acao = useAcaoComanda(id);
  const impressao = useImpressaoMesa();
  const [adicionando, setAdicionando] = useState(false);
  const [pagando, setPagando] = useState(false);
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const [divisao, setDivisao] = useState<{ restantes: number; total: number } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [movendo, setMovendo] = useState<Movimento | null>(null);
  const [editando, setEditando] = useState(false);

  useEventStream('/eventos', {
    onMessage: (m) => {
      if (m.event !== 'mesa.atualizada' || !m.data.includes(`"comanda_id":${id}`)) return;
      void qc.invalidateQueries({ queryKey: keys.mesas.comanda(id) });
      void qc.invalidateQueries({ queryKey: keys.mesas.lotes(id) });
    },
  });

  const c = comanda.data;
  if (!c) return null;
  const pode = (a: Parameters<typeof motivoRecusa>[1]) => motivoRecusa(c.status, a) === null;
  const pendentes = c.itens.filter((i) => i.status === 'pendente').length;
  const rodar = (fn: () => Promise<Comanda>) => acao.mutateAsync(fn);

  const enviarCozinha = async () => {
    setEnviando(true);
    try {
      // one key per tap: a retry of this same tap (lost answer) cannot make a second batch
      const r = await comandar(id, novaChaveIdempotencia());
      qc.setQueryData(keys.mesas.comanda(id), r.comanda);
      void qc.invalidateQueries({ queryKey: keys.mesas.lotes(id) });
      void qc.invalidateQueries({ queryKey: keys.mesas.painel() });
      if (r.lote) {
        showSnackbar(t('comanda.loteEnviado', { n: r.lote.numero }), 'success');
        await impressao.imprimirLote(r.lote);
      }
    } finally {
      setEnviando(false);
    }
  };

  const pedido = (p: Pedido) => {
    if (p.acao === 'editar') setEditando(true);
    else if (p.movimento) setMovendo(p.movimento);
    else if (p.motivo) setMotivo({ titulo: p.rotulo, fn: (m) => acaoComanda(id, p.acao, { motivo: m }) });
    else void rodar(() => acaoComanda(id, p.acao, p.corpo ?? {}, p.idempotente ? novaChaveIdempotencia() : undefined));
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 20 }}>
      <ComandaCabecalho comanda={c} onPedido={pedido} />

      <Paper variant="outlined" sx={{ m: 1, p: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button variant="outlined" disabled={!pode('itens')} onClick={() => setAdicionando(true)}>
            {t('comanda.adicionar')}
          </Button>
          <Button
            variant="contained"
            disabled={pendentes === 0 || enviando || !pode('comandar')}
            onClick={() => void enviarCozinha()}
          >
            {t('comanda.comandar', { n: pendentes })}
          </Button>
        </Box>
        <ItensLista
          itens={c.itens}
          lotes={lotes.data?.items ?? []}
          podeCancelar={pode('itens')}
          onCancelar={(i: ComandaItem) =>
            setMotivo({
              titulo: `${t('comanda.cancelarItem')}: ${i.nome}`,
              fn: async (m) => {
                const depois = await cancelarItem(id, i.id, m);
                if (i.status === 'enviado') void impressao.imprimirCancelamento(depois, i, i.quantidade, m);
                return depois;
              },
            })
          }
        />
      </Paper>

      {(lotes.data?.items.length ?? 0) > 0 && (
        <Paper variant="outlined" sx={{ m: 1, p: 1 }}>
          <Typography variant="subtitle2">{t('comanda.lotes')}</Typography>
          <LotesLista
            lotes={lotes.data!.items}
            tz={tz}
            onReimprimir={(l) => void reimprimirLote(l.id).then(impressao.imprimirLote)}
          />
        </Paper>
      )}

      <Paper variant="outlined" sx={{ m: 1, p: 1 }}>
        <Typography variant="subtitle2">{t('comanda.pagamentos')}</Typography>
        <PagamentosLista
          pagamentos={c.pagamentos}
          tz={tz}
          podeAnular={pode('anular_pagamento')}
          onAnular={(p: ComandaPagamento, como) =>
            setMotivo({
              titulo: `${como === 'estornar' ? t('comanda.estornar') : t('comanda.cancelarPagamento')}: ${p.forma_pagamento}`,
              fn: (m) => anularPagamento(id, p.id, como, m),
            })
          }
        />
      </Paper>

      <SaldoBarra
        comanda={c}
        onPreconta={() => void rodar(() => acaoComanda(id, 'preconta')).then(impressao.imprimirPreconta)}
        onPagar={pode('pagar') ? () => setPagando(true) : null}
        onFechar={
          pode('fechar_validado')
            ? () => void rodar(() => acaoComanda(id, 'fechar_validado', { tolerancia: 0.05 }, novaChaveIdempotencia()))
            : null
        }
      />

      {adicionando && (
        <AdicionarItemDialog
          onClose={() => setAdicionando(false)}
          onAdd={(i) =>
            rodar(() =>
              adicionarItem(id, {
                produto_id: i.produto_id,
                quantidade: i.quantidade,
                tamanho: i.tamanho,
                opcoes: i.opcoes,
                observacao: i.observacao || null,
              }),
            )
          }
        />
      )}
      {pagando && (
        <PagamentoDialog
          comanda={c}
          partesIniciais={divisao}
          onClose={() => setPagando(false)}
          onPagar={async (body, partes) => {
            await rodar(() => pagar(id, body, novaChaveIdempotencia()));
            // an equal split in progress: the next payment is the next part
            if (partes && partes > 1) setDivisao({ restantes: partes - 1, total: divisao?.total ?? partes });
            else setDivisao(null);
          }}
        />
      )}
      {editando && (
        <EditarComandaDialog
          comanda={c}
          onClose={() => setEditando(false)}
          onSalvar={(v) => rodar(() => alterarComanda(id, v))}
        />
      )}
      {movendo && (
        <MoverDialog
          comanda={c}
          modo={movendo}
          onClose={() => setMovendo(null)}
          onConfirmar={async (destino, itens) => {
            if (movendo === 'mesclar') {
              const alvo = await mesclar(id, destino);
              await qc.invalidateQueries({ queryKey: keys.mesas.all });
              await navigate(`/dashboard/mesas/${alvo.mesa_id}/comanda/${alvo.id}`);
            } else if (movendo === 'mover_mesa') await rodar(() => acaoComanda(id, 'mover_mesa', { mesa_id: destino }));
            else await rodar(() => acaoComanda(id, 'transferir_itens', { comanda_destino_id: destino, itens }));
          }}
        />
      )}
      {motivo && (
        <MotivoDialog
          titulo={motivo.titulo}
          onClose={() => setMotivo(null)}
          onConfirmar={(m) => rodar(() => motivo.fn(m))}
        />
      )}
    </Box>
  );
}
