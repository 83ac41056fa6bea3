import { useMemo, useState, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { formatBRL } from '@app/shared/domain/money.ts';
import { cardapioQuery } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { ProdutoDialog } from '@/components/item-dialog/produto-dialog.tsx';
import { precificavel, precoMinimo } from '@/components/item-dialog/cardapio.ts';
import { BUSCA_PRODUTO_ID } from './foco.ts';
import { buscarNoCardapio, type Achado } from './busca-cardapio.ts';
import type { Acao, Rascunho } from './rascunho.ts';

/** Menu search with category chips; picking a product opens its dialog. */
export function CardapioSecao({ dispatch }: { dispatch: Dispatch<Acao> }) {
  const { t } = usePedidosT();
  const cardapio = useQuery(cardapioQuery());
  const [busca, setBusca] = useState('');
  const [categoria, setCategoria] = useState<number | null>(null);
  const [produto, setProduto] = useState<Achado | null>(null);

  const categorias = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of cardapio.data?.produtos ?? []) m.set(p.categoria_id, p.categoria_nome);
    return [...m.entries()];
  }, [cardapio.data]);

  const regra = cardapio.data?.regra_preco ?? 'maior';
  const produtos = useMemo(
    () =>
      buscarNoCardapio(
        (cardapio.data?.produtos ?? []).filter((p) => categoria === null || p.categoria_id === categoria),
        busca,
      ),
    [cardapio.data, categoria, busca],
  );
  const precoDe = (a: Achado) => {
    const { centavos, aPartir } = precoMinimo(precificavel(a.produto, regra));
    return aPartir ? t('novo.aPartirDe', { valor: formatBRL(centavos) }) : formatBRL(centavos);
  };

  return (
    <Box>
      <TextField
        id={BUSCA_PRODUTO_ID}
        fullWidth
        size="small"
        label={t('novo.buscarProduto')}
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        onKeyDown={(e) => {
          // Enter opens the first match: search, Enter, choose, Enter — no mouse needed
          if (e.key === 'Enter' && produtos[0]) {
            e.preventDefault();
            setProduto(produtos[0]);
          }
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', py: 1 }} role="toolbar" aria-label={t('novo.itens')}>
        <Chip
          label={t('novo.todas')}
          color={categoria === null ? 'primary' : 'default'}
          onClick={() => setCategoria(null)}
        />
        {categorias.map(([id, nome]) => (
          <Chip
            key={id}
            label={nome}
            color={categoria === id ? 'primary' : 'default'}
            onClick={() => setCategoria(id)}
          />
        ))}
      </Box>
      {cardapio.isPending && <LinearProgress />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 1,
          maxHeight: 360,
          overflowY: 'auto',
          p: 0.25,
        }}
      >
        {produtos.map((a) => (
          <ButtonBase
            key={a.produto.id}
            onClick={() => setProduto(a)}
            sx={{
              display: 'block',
              textAlign: 'left',
              p: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
            data-testid={`produto-${a.produto.id}`}
          >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {a.produto.nome}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {precoDe(a)}
            </Typography>
          </ButtonBase>
        ))}
        {cardapio.isSuccess && produtos.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('novo.semProdutos')}
          </Typography>
        )}
      </Box>
      {produto && cardapio.data && (
        <ProdutoDialog
          t={t}
          produto={produto.produto}
          iniciais={produto.opcoes}
          regra={cardapio.data.regra_preco}
          onClose={() => setProduto(null)}
          onAdd={(item) => {
            dispatch({ tipo: 'adicionarItem', item });
            setProduto(null);
            setBusca('');
            document.getElementById(BUSCA_PRODUTO_ID)?.focus();
          }}
        />
      )}
    </Box>
  );
}

/** The draft's items with quantity steppers. */
export function ItensRascunho({ r, dispatch }: { r: Rascunho; dispatch: Dispatch<Acao> }) {
  const { t } = usePedidosT();
  if (r.itens.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('novo.semItens')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('novo.itens')}>
      {r.itens.map((i) => (
        <Box
          component="li"
          key={i.chave}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          data-testid="item-rascunho"
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {i.nome}
            </Typography>
            {i.opcoesTexto && (
              <Typography variant="caption" color="text.secondary" component="div">
                {i.opcoesTexto}
              </Typography>
            )}
            {i.observacao && (
              <Typography variant="caption" sx={{ fontStyle: 'italic' }} component="div">
                “{i.observacao}”
              </Typography>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label={t('novo.menos', { nome: i.nome })}
            onClick={() => dispatch({ tipo: 'quantidade', chave: i.chave, quantidade: i.quantidade - 1 })}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography sx={{ minWidth: 20, textAlign: 'center' }}>{i.quantidade}</Typography>
          <IconButton
            size="small"
            aria-label={t('novo.mais', { nome: i.nome })}
            onClick={() => dispatch({ tipo: 'quantidade', chave: i.chave, quantidade: i.quantidade + 1 })}
          >
            <AddIcon fontSize="small" />
          </IconButton>
          <Typography variant="body2" sx={{ minWidth: 80, textAlign: 'right' }}>
            {formatBRL(i.preco_unitario_centavos * i.quantidade)}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('novo.remover', { nome: i.nome })}
            onClick={() => dispatch({ tipo: 'removerItem', chave: i.chave })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
