import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PrintIcon from '@mui/icons-material/Print';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { isAberto, statusAlcancaveis, statusSeguinte, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { useImprimirPedido } from '@/components/impressao/use-imprimir-pedido.ts';
import { usePedidosT } from '../i18n.ts';
import { chaveStatus } from '../quadro.ts';
import { precisaEntregador, useEntregadorDoPedido } from './entregador-na-saida.tsx';
import { useAcoesPedido } from './use-acoes-pedido.ts';

// the cancel form (zod and the order schemas) loads when someone cancels, not with the board's first paint
const CancelarDialog = lazy(async () => ({ default: (await import('./cancelar-dialog.tsx')).CancelarDialog }));

interface Props {
  pedido: Pedido;
  timezone: string;
  podeGerenciar: boolean;
  podeImprimir: boolean;
  onOpen: (id: number) => void;
}

/**
 * The card's own actions, so the counter changes a status with one tap: advance to the next status, print, assign
 * the courier, and in the ⋮ menu any status the shared rules allow directly, or cancel. A delivery going out without
 * a courier asks for one first.
 */
export function AcoesDoCard({ pedido: p, timezone, podeGerenciar, podeImprimir, onOpen }: Props) {
  const { t } = usePedidosT();
  const acoes = useAcoesPedido(p.id);
  const { status, patch } = acoes;
  const entregador = useEntregadorDoPedido(p, acoes);
  const [cancelando, setCancelando] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [menuImpressao, setMenuImpressao] = useState<HTMLElement | null>(null);
  // Each menu is mounted the first time it opens and then kept (so it animates closed and a print in progress keeps
  // its state): closed menus on every card were a Menu, Popover and Modal each, plus the print menu's query
  // subscription, rendered for nothing in the board's first render.
  const [menuUsado, setMenuUsado] = useState(false);
  const [impressaoUsada, setImpressaoUsada] = useState(false);
  if (menu !== null && !menuUsado) setMenuUsado(true);
  if (menuImpressao !== null && !impressaoUsada) setImpressaoUsada(true);
  const ocupado = status.isPending || patch.isPending;
  const aberto = isAberto(p.status);
  const seguinte = podeGerenciar ? statusSeguinte(p.status, p.tipo) : null;
  const diretos = podeGerenciar ? statusAlcancaveis(p.status, p.tipo).filter((s) => s !== 'cancelado') : [];
  const rotulo = (s: PedidoStatus) => t(chaveStatus(s, p.tipo));
  const textoAvancar = p.status === 'pendente' ? t('card.aceitar') : seguinte ? rotulo(seguinte) : '';
  const delivery = p.tipo === 'delivery';

  const mudar = (para: PedidoStatus) => {
    setMenu(null);
    if (para === 'cancelado') return setCancelando(true);
    if (precisaEntregador(p, para)) return entregador.pedir(true);
    status.mutate({ para });
  };

  if (!aberto && !podeImprimir) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, pb: 1, flexWrap: 'wrap' }}>
      {seguinte && (
        <Button
          size="small"
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          disabled={ocupado}
          onClick={() => mudar(seguinte)}
          aria-label={t('card.paraNome', { acao: textoAvancar, numero: p.numero_pedido })}
        >
          {textoAvancar}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {delivery && aberto && podeGerenciar && (
        <IconButton
          size="small"
          aria-label={t('card.entregador', {
            numero: p.numero_pedido,
            nome: p.entregador_nome ?? t('detalhe.semEntregador'),
          })}
          onClick={() => entregador.pedir(false)}
          disabled={ocupado}
          color={p.entregador_id === null ? 'default' : 'primary'}
        >
          <TwoWheelerIcon fontSize="small" />
        </IconButton>
      )}
      {podeImprimir && (
        <>
          <IconButton
            size="small"
            aria-label={t('card.imprimir', { numero: p.numero_pedido })}
            aria-haspopup="menu"
            onClick={(e) => setMenuImpressao(e.currentTarget)}
          >
            <PrintIcon fontSize="small" />
          </IconButton>
          {(menuImpressao !== null || impressaoUsada) && (
            <MenuImpressao
              pedido={p}
              timezone={timezone}
              anchor={menuImpressao}
              onClose={() => setMenuImpressao(null)}
            />
          )}
        </>
      )}
      {aberto && podeGerenciar && (
        <>
          <IconButton
            size="small"
            aria-label={t('card.mais', { numero: p.numero_pedido })}
            aria-haspopup="menu"
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          {(menu !== null || menuUsado) && (
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              <MenuItem
                onClick={() => {
                  setMenu(null);
                  onOpen(p.id);
                }}
              >
                {t('card.abrir')}
              </MenuItem>
              <Divider />
              <ListSubheader>{t('card.definirStatus')}</ListSubheader>
              {diretos.map((s) => (
                <MenuItem key={s} onClick={() => mudar(s)} disabled={ocupado}>
                  {t('card.irPara', { status: rotulo(s) })}
                </MenuItem>
              ))}
              <Divider />
              <MenuItem onClick={() => mudar('cancelado')} sx={{ color: 'error.main' }}>
                {t('detalhe.cancelar')}
              </MenuItem>
            </Menu>
          )}
        </>
      )}
      {entregador.dialogo}
      {cancelando && (
        <Suspense fallback={null}>
          <CancelarDialog
            open
            numero={p.numero_pedido}
            onClose={() => setCancelando(false)}
            onConfirm={(motivo) =>
              status.mutateAsync({ para: 'cancelado', motivo }).then(
                () => setCancelando(false),
                () => undefined,
              )
            }
          />
        </Suspense>
      )}
    </Box>
  );
}

function MenuImpressao(props: { pedido: Pedido; timezone: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = usePedidosT();
  // the printed mark is the detail's business; fifty cards do not each ask for it
  const { imprimir, imprimindo, pronto } = useImprimirPedido(props.pedido, props.timezone, false);
  return (
    <Menu anchorEl={props.anchor} open={props.anchor !== null} onClose={props.onClose}>
      {(['recibo', 'cozinha'] as const).map((q) => (
        <MenuItem
          key={q}
          disabled={!pronto || imprimindo !== null}
          onClick={() => {
            props.onClose();
            void imprimir(q);
          }}
        >
          {t(`card.${q}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
