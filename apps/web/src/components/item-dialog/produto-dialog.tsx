import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Cardapio } from '@app/shared/schemas/pedidos-cardapio.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { calcularPrecoItem, type EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import { descreverEscolha, maxDoComplemento, precificavel, type ProdutoCardapio, type Rotulo } from './cardapio.ts';
import { ComplementoEscolha } from './complemento-escolha.tsx';

/** What the dialog hands back: the choices as the API takes them, the description and the previewed price. */
export interface ItemEscolhido {
  produto_id: number;
  nome: string;
  /** "Grande · 1/2 Calabresa, 1/2 Mussarela · Borda Catupiry" (spec: opcoesTexto). */
  opcoesTexto: string;
  quantidade: number;
  tamanho: string | null;
  opcoes: EscolhaOpcao[];
  observacao: string;
  preco_unitario_centavos: number;
}

interface Props {
  produto: ProdutoCardapio;
  regra: Cardapio['regra_preco'];
  /** The caller feature's `t` (see `ChaveItemDialog`). */
  t: Rotulo;
  /** Flavours named in the menu search: the dialog opens with them chosen (up to what the pizza allows). */
  iniciais?: { complemento_id: number; opcao_id: number }[];
  onClose: () => void;
  onAdd: (item: ItemEscolhido) => void;
}

type Escolhas = Record<number, Record<number, number>>; // complemento → opção → quantidade

function escolhasIniciais(produto: ProdutoCardapio, iniciais: Props['iniciais']): Escolhas {
  const e: Escolhas = {};
  for (const k of produto.complementos) {
    const nomeadas = (iniciais ?? []).filter((i) => i.complemento_id === k.id).slice(0, maxDoComplemento(produto, k));
    if (nomeadas.length) e[k.id] = Object.fromEntries(nomeadas.map((i) => [i.opcao_id, 1]));
  }
  return e;
}

/** Size, flavours (half-and-half), crust, extras, quantity and note of one item, priced by the shared function. */
export function ProdutoDialog({ produto, regra, t, iniciais, onClose, onAdd }: Props) {
  const theme = useTheme();
  const telaCheia = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const preco = useMemo(() => precificavel(produto, regra), [produto, regra]);
  const [tamanho, setTamanho] = useState<string | null>(produto.tamanhos[0]?.nome ?? null);
  const [escolhas, setEscolhas] = useState<Escolhas>(() => escolhasIniciais(produto, iniciais));
  const [quantidade, setQuantidade] = useState(1);
  const [observacao, setObservacao] = useState('');
  const [tentou, setTentou] = useState(false);

  // in catalogue order, so the description reads the same however the options were clicked
  const opcoes: EscolhaOpcao[] = produto.complementos.flatMap((k) =>
    k.opcoes
      .filter((o) => (escolhas[k.id]?.[o.id] ?? 0) > 0)
      .map((o) => {
        const q = escolhas[k.id]![o.id]!;
        return { complemento_id: k.id, opcao_id: o.id, ...(q > 1 ? { quantidade: q } : {}) };
      }),
  );
  const escolha = { tamanho, opcoes };
  const resultado = calcularPrecoItem(preco, escolha);

  const definir = (k: number, o: number, q: number, unico: boolean) =>
    setEscolhas((e) => ({ ...e, [k]: unico ? (q > 0 ? { [o]: q } : {}) : { ...(e[k] ?? {}), [o]: q } }));

  const adicionar = () => {
    setTentou(true);
    if (!resultado.ok) return;
    onAdd({
      produto_id: produto.id,
      nome: produto.nome,
      opcoesTexto: descreverEscolha(preco, escolha, t),
      quantidade,
      tamanho,
      opcoes,
      observacao: observacao.trim(),
      preco_unitario_centavos: resultado.valor.preco_unitario_centavos,
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={telaCheia}
      aria-labelledby="produto-dialog-titulo"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          adicionar();
        }}
        onKeyDown={(e) => {
          // Enter adds from a size, flavour or crust too (browsers only submit from text fields): the flavours
          // named in the search are already chosen, so search, Enter, Enter is a whole pizza
          const alvo = e.target as HTMLInputElement;
          if (e.key === 'Enter' && alvo.tagName === 'INPUT' && (alvo.type === 'radio' || alvo.type === 'checkbox')) {
            e.preventDefault();
            adicionar();
          }
        }}
      >
        <DialogTitle id="produto-dialog-titulo">{produto.nome}</DialogTitle>
        <DialogContent dividers>
          {produto.descricao && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {produto.descricao}
            </Typography>
          )}
          {produto.tamanhos.length > 0 && (
            <FormControl sx={{ mb: 2, display: 'block' }}>
              <FormLabel id="tamanho-label">{t('produto.tamanho')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="tamanho-label"
                value={tamanho ?? ''}
                onChange={(e) => setTamanho(e.target.value)}
              >
                {produto.tamanhos.map((tm, i) => (
                  <FormControlLabel
                    key={tm.nome}
                    value={tm.nome}
                    control={<Radio autoFocus={i === 0} />}
                    label={
                      preco.tamanhos[i]!.preco_centavos > 0
                        ? `${tm.nome} — ${formatBRL(preco.tamanhos[i]!.preco_centavos)}`
                        : tm.nome
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}

          {produto.complementos.map((k, ki) => (
            <ComplementoEscolha
              key={k.id}
              produto={produto}
              t={t}
              complemento={k}
              precos={preco.complementos[ki]!}
              regra={regra}
              baseCentavos={preco.tamanhos.find((x) => x.nome === tamanho)?.preco_centavos ?? preco.preco_centavos}
              tamanho={tamanho}
              escolhidas={escolhas[k.id] ?? {}}
              definir={(o, q, unico) => definir(k.id, o, q, unico)}
              limpar={() => setEscolhas((e) => ({ ...e, [k.id]: {} }))}
            />
          ))}

          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="number"
              label={t('produto.quantidade')}
              value={quantidade}
              onChange={(e) => setQuantidade(Math.max(1, Math.min(999, Math.trunc(Number(e.target.value)) || 1)))}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { min: 1, max: 999 } }}
              autoFocus={produto.tamanhos.length === 0 && produto.complementos.length === 0}
            />
            <TextField
              label={t('produto.observacao')}
              value={observacao}
              onChange={(e) => setObservacao(e.target.value)}
              sx={{ flex: 1, minWidth: 180 }}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Box>
          {tentou && !resultado.ok && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {resultado.erros[0]}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('produto.cancelar')}</Button>
          <Button type="submit" variant="contained" aria-disabled={!resultado.ok}>
            {t('produto.adicionar', {
              valor: resultado.ok ? formatBRL(resultado.valor.preco_unitario_centavos * quantidade) : '',
            }).trim()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
