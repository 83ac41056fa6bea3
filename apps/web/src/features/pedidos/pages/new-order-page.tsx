import { useEffect, useReducer, useRef } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
import { CANAIS_BALCAO } from '@app/shared/schemas/pedidos-preferencias.ts';
import { errorMessage } from '@/api/problem.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { keys } from '@/api/keys.ts';
import { criarPedido, patchPedido } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { CardapioSecao, ItensRascunho } from '../novo/cardapio-secao.tsx';
import { formatReais } from '@app/shared/domain/money.ts';
import { Finalizar } from '../novo/finalizar.tsx';
import { useAtalhos } from '../novo/use-atalhos.ts';
import { usePadroes } from '../novo/use-padroes.ts';
import { ClienteSecao } from '../novo/cliente-secao.tsx';
import { EnderecoSecao } from '../novo/endereco-secao.tsx';
import { PagamentosSecao } from '../novo/pagamentos-secao.tsx';
import { Resumo } from '../novo/resumo.tsx';
import { rascunhoInicial, reduzirRascunho } from '../novo/rascunho.ts';
import { montarBody, pendencias } from '../novo/corpo-pedido.ts';
import { novaChaveIdempotencia } from '@/lib/idempotencia.ts';
import { Secao } from '../novo/secao.tsx';
import { useCotacaoRascunho } from '../novo/use-cotacao-rascunho.ts';

/** new-order (spec §2): order entry. The draft resets on entry (this component's state starts fresh each visit). */
export function NewOrderPage() {
  const { t } = usePedidosT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const theme = useTheme();
  // below md the two columns stack: the total and FINALIZAR PEDIDO stay in view in a bar at the bottom
  const compacto = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [r, dispatch] = useReducer(reduzirRascunho, undefined, rascunhoInicial);
  const aplicarPadroes = usePadroes(dispatch);
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
      // not the draft's quote: the order exists now, asking again what it would cost only earns a 400
      await qc.invalidateQueries({ queryKey: keys.pedidos.all, predicate: (q) => q.queryKey[1] !== 'cotacao' });
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
  useAtalhos(enviar);
  const finalizar = (barra: boolean) => (
    <Finalizar
      barra={barra}
      total={cotacao ? formatReais(cotacao.total_pedido) : t('novo.calculando')}
      pronto={podeEnviar}
      enviando={criar.isPending}
      onEnviar={enviar}
    />
  );

  const erroCotacao = erro ? errorMessage(erro, t('comum.erroInesperado', { ns: 'translation' })) : null;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }} data-testid="novo-pedido">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('novo.titulo')}
        </Typography>
        <Button
          startIcon={<ClearAllIcon />}
          onClick={() => {
            dispatch({ tipo: 'limpar' });
            aplicarPadroes();
          }}
        >
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
            {!compacto && finalizar(false)}
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
              {t('novo.atalhos')}
            </Typography>
          </Secao>
        </Box>
      </Box>
      {compacto && finalizar(true)}
    </Box>
  );
}

export { NewOrderPage as Component };
