import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { motivoRecusa, type AcaoComanda } from '@app/shared/domain/comanda.ts';
import { useMesasT } from '../i18n.ts';
import type { Movimento } from './mover-dialog.tsx';

export interface Pedido {
  acao: string;
  /** Moving things opens its own dialog. */
  movimento?: Movimento;
  rotulo: string;
  motivo?: boolean;
  idempotente?: boolean;
  corpo?: object;
}

const ACOES: {
  acao: AcaoComanda;
  rota: string;
  rotulo: string;
  motivo?: boolean;
  idempotente?: boolean;
  movimento?: Movimento;
}[] = [
  { acao: 'alterar', rota: 'editar', rotulo: 'comanda.editar' },
  { acao: 'mover_mesa', rota: 'mover_mesa', rotulo: 'mover.mover_mesa', movimento: 'mover_mesa' },
  {
    acao: 'transferir_itens',
    rota: 'transferir_itens',
    rotulo: 'mover.transferir_itens',
    movimento: 'transferir_itens',
  },
  { acao: 'mesclar', rota: 'mesclar', rotulo: 'mover.mesclar', movimento: 'mesclar' },
  { acao: 'fechar', rota: 'fechar', rotulo: 'comanda.fecharPagamento', idempotente: true },
  { acao: 'reabrir', rota: 'reabrir', rotulo: 'comanda.reabrir', motivo: true },
  { acao: 'encerrar_pos_pagamento', rota: 'encerrar_pos_pagamento', rotulo: 'comanda.encerrar', idempotente: true },
  { acao: 'liberar', rota: 'liberar', rotulo: 'comanda.liberar' },
  { acao: 'fechar_parcial', rota: 'fechar_parcial', rotulo: 'comanda.fecharParcial', motivo: true, idempotente: true },
  { acao: 'cancelar', rota: 'cancelar', rotulo: 'comanda.cancelar', motivo: true },
];

/** The tab's less frequent actions, only those its state allows. */
export function MaisAcoes({ comanda, onPedido }: { comanda: Comanda; onPedido: (p: Pedido) => void }) {
  const { t } = useMesasT();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const possiveis = ACOES.filter((a) => motivoRecusa(comanda.status, a.acao) === null);
  if (possiveis.length === 0) return null;
  return (
    <>
      <IconButton aria-label={t('comanda.mais')} onClick={(e) => setAncora(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={ancora} open={!!ancora} onClose={() => setAncora(null)}>
        {possiveis.map((a) => (
          <MenuItem
            key={a.acao}
            onClick={() => {
              setAncora(null);
              onPedido({
                acao: a.rota,
                rotulo: t(a.rotulo),
                ...(a.motivo ? { motivo: true } : {}),
                ...(a.idempotente ? { idempotente: true } : {}),
                ...(a.movimento ? { movimento: a.movimento } : {}),
              });
            }}
          >
            {t(a.rotulo)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
