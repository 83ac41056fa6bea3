import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatReais } from '@app/shared/domain/money.ts';
import { normalizarTexto as dobrar } from '@app/shared/domain/texto.ts';
import { cardapioQuery } from '@/api/pedidos.ts';
import { ProdutoDialog, type ItemEscolhido } from '@/components/item-dialog/produto-dialog.tsx';
import type { ProdutoCardapio } from '@/components/item-dialog/cardapio.ts';
import { useMesasT } from '../i18n.ts';

/** Pick a product from the menu (search), then order entry's item dialog: the same choices and the same price. */
export function AdicionarItemDialog({
  onAdd,
  onClose,
}: {
  onAdd: (item: ItemEscolhido) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useMesasT();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const cardapio = useQuery(cardapioQuery());
  const [busca, setBusca] = useState('');
  const [produto, setProduto] = useState<ProdutoCardapio | null>(null);
  const termo = dobrar(busca.trim());
  const produtos = (cardapio.data?.produtos ?? []).filter(
    (p) => !termo || dobrar(p.nome).includes(termo) || dobrar(p.categoria_nome).includes(termo),
  );
  const precoDe = (p: ProdutoCardapio) => (p.tamanhos.length ? Math.min(...p.tamanhos.map((x) => x.preco)) : p.preco);

  if (produto && cardapio.data)
    return (
      <ProdutoDialog
        produto={produto}
        regra={cardapio.data.regra_preco}
        t={t}
        onClose={() => setProduto(null)}
        onAdd={(item) => void onAdd(item).then(onClose, () => undefined)}
      />
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={celular} aria-labelledby="adicionar-item-titulo">
      <DialogTitle id="adicionar-item-titulo">{t('comanda.adicionar')}</DialogTitle>
      <DialogContent dividers sx={{ p: 1 }}>
        <TextField
          fullWidth
          size="small"
          autoFocus
          label={t('comanda.buscar')}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          sx={{ mb: 1 }}
        />
        <List dense>
          {produtos.map((p) => (
            <ListItemButton key={p.id} onClick={() => setProduto(p)}>
              <ListItemText primary={p.nome} secondary={`${p.categoria_nome} · ${formatReais(precoDe(p))}`} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
