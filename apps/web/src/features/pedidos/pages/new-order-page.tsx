import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { PEDIDO_TIPOS, type PedidoCanal, type PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import { errorMessage } from '@/api/problem.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { keys } from '@/api/keys.ts';
import { criarPedido, patchPedido } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { CardapioSecao, ItensRascunho, BUSCA_PRODUTO_ID } from '../novo/cardapio-secao.tsx';
import { ClienteSecao } from '../novo/cliente-secao.tsx';
import { EnderecoSecao } from '../novo/endereco-secao.tsx';
import { PagamentosSecao } from '../novo/pagamentos-secao.tsx';
import { Resumo } from '../novo/resumo.tsx';
import { rascunhoInicial, reduzirRascunho } from '../novo/rascunho.ts';
import { montarBody, pendencias } from '../novo/corpo-pedido.ts';
import { novaChaveIdempotencia } from '@/lib/idempotencia.ts';
import { Secao } from '../novo/secao.tsx';
import { useCotacaoRascunho } from '../novo/use-cotacao-rascunho.ts';

/** Channels staff type in; the site channels come from the customer-facing side. */
const CANAIS_BALCAO: PedidoCanal[] = ['balcao', 'telefone', 'whatsapp', 'ifood'];

/** new-order (spec §2): order entry. The draft resets on entry (this component's state starts fresh each visit). */
export function NewOrderPage() {
  const { t } = usePedidosT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const [r, dispatch] = useReducer(reduzirRascunho, undefined, rascunhoInicial);
  const idem = useRef<{ corpo: string; chave: string } | null>(null);

  useEffect(() => {
    document.title = `${t('novo.titulo')} · ${t('app.nome', { ns: 'translation' })}`;
  }, [t]);

  const { cotacao, parcial, totalCentavos, pagamentosOk, subtotalLocal, erro } = useCotacaoRascunho(r);
  const faltas = pendencias(r);

  const criar = useMutation({
    mutationFn: ({ corpo, chave }: { corpo: string; chave: string }) =>
      criarPedido(JSON.parse(corpo) as Parameters<typeof criarPedido>[0], chave),
    meta: { silent: true },
    onSuccess: async (p) => {
      idem.current = null;
      // whoever typed it has seen it: no new-order alarm for an order entered at the counter
      if (!p.visto)
        await patchPedido(p.id, { visto: true }).catch((error: unknown) =>
          console.warn('Falha ao marcar pedido como visto', error),
        );
      showSnackbar(t('novo.criado', { numero: p.numero_pedido }), 'success');
      await qc.invalidateQueries({ queryKey: keys.pedidos.all });
      await navigate('/admin/orders');
    },
    onError: (error) => showSnackbar(errorMessage(error, t('comum.erroInesperado', { ns: 'translation' })), 'error'),
  });

  const podeEnviar = faltas.length === 0 && cotacao !== null && !parcial && pagamentosOk && !criar.isPending;
  const enviar = () => {
    if (!podeEnviar) {
      if (faltas[0]) showSnackbar(t(faltas[0]), 'warning');
      return;
    }
    const corpo = JSON.stringify(montarBody(r, totalCentavos));
    // one key per draft content: a retry of the same submit reuses it, so the server creates one order
    if (!idem.current || idem.current.corpo !== corpo) idem.current = { corpo, chave: novaChaveIdempotencia() };
    criar.mutate(idem.current);
  };
  const enviarRef = useRef(enviar);
  useEffect(() => {
    enviarRef.current = enviar;
  });

  // keyboard: "/" jumps to the menu search, Ctrl+Enter places the order
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const alvo = e.target as HTMLElement | null;
      const digitando = alvo && (alvo.tagName === 'INPUT' || alvo.tagName === 'TEXTAREA' || alvo.isContentEditable);
      if (e.key === '/' && !digitando) {
        e.preventDefault();
        document.getElementById(BUSCA_PRODUTO_ID)?.focus();
      } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        enviarRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const erroCotacao = erro ? errorMessage(erro, t('comum.erroInesperado', { ns: 'translation' })) : null;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }} data-testid="novo-pedido">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('novo.titulo')}
        </Typography>
        <Button startIcon={<ClearAllIcon />} onClick={() => dispatch({ tipo: 'limpar' })}>
          {t('novo.limpar')}
        </Button>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Secao titulo={t('novo.tipo')}>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={r.tipo}
                onChange={(_, v: PedidoTipo | null) => v && dispatch({ tipo: 'definirTipo', valor: v })}
                aria-label={t('novo.tipo')}
              >
                {PEDIDO_TIPOS.map((tp) => (
                  <ToggleButton key={tp} value={tp}>
                    {t(`tipo.${tp}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                select
                size="small"
                label={t('novo.canal')}
                value={r.canal}
                onChange={(e) => dispatch({ tipo: 'definirCanal', valor: e.target.value as PedidoCanal })}
                sx={{ minWidth: 140 }}
              >
                {CANAIS_BALCAO.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`canal.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          </Secao>

          <Secao titulo={t('novo.cliente')}>
            <ClienteSecao r={r} dispatch={dispatch} />
          </Secao>

          {r.tipo === 'delivery' && (
            <Secao titulo={t('novo.endereco')}>
              <EnderecoSecao r={r} dispatch={dispatch} />
            </Secao>
          )}

          <Secao titulo={t('novo.cardapio')}>
            <CardapioSecao dispatch={dispatch} />
          </Secao>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
            position: { md: 'sticky' },
            top: { md: 80 },
          }}
        >
          <Secao titulo={t('novo.itens')}>
            <ItensRascunho r={r} dispatch={dispatch} />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
                gap: 1.5,
                mt: 1.5,
              }}
            >
              <TextField
                size="small"
                label={t('novo.cupom')}
                value={r.cupom}
                onChange={(e) => dispatch({ tipo: 'cupom', valor: e.target.value.toUpperCase() })}
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
              <TextField
                size="small"
                label={t('novo.observacao')}
                value={r.observacao}
                onChange={(e) => dispatch({ tipo: 'observacao', valor: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Box>
          </Secao>

          <Secao titulo={t('novo.pagamentos')}>
            <PagamentosSecao r={r} dispatch={dispatch} totalCentavos={totalCentavos} />
          </Secao>

          <Secao titulo={t('novo.resumo')}>
            <Resumo
              cotacao={cotacao}
              parcial={parcial}
              subtotalLocalCentavos={subtotalLocal}
              erro={erroCotacao}
              timezone={session?.timezone ?? 'America/Sao_Paulo'}
            />
            {faltas.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
                {faltas.map((f) => t(f)).join(' · ')}
              </Typography>
            )}
            <Button
              fullWidth
              size="large"
              variant="contained"
              sx={{ mt: 1.5 }}
              onClick={enviar}
              aria-disabled={!podeEnviar}
              disabled={criar.isPending}
            >
              {criar.isPending ? t('novo.enviando') : t('novo.finalizar')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
              {t('novo.atalhos')}
            </Typography>
          </Secao>
        </Box>
      </Box>
    </Box>
  );
}

export { NewOrderPage as Component };
