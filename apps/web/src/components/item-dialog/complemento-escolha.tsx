import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatBRL } from '@app/shared/domain/money.ts';
import { precoNoTamanho, type ComplementoPrecificavel, type RegraPrecoPizza } from '@app/shared/domain/preco-item.ts';
import { maxDoComplemento, type ProdutoCardapio, type Rotulo } from './cardapio.ts';

interface Props {
  produto: ProdutoCardapio;
  t: Rotulo;
  complemento: ProdutoCardapio['complementos'][number];
  /** The complement as the price function reads it (cents per size). */
  precos: ComplementoPrecificavel;
  regra: RegraPrecoPizza;
  /** The size's own price: a flavour reads as the whole pizza in that flavour. */
  baseCentavos: number;
  tamanho: string | null;
  /** opção → quantidade chosen in this complement */
  escolhidas: Record<number, number>;
  definir: (opcao: number, quantidade: number, unico: boolean) => void;
  limpar: () => void;
}

const precoOpcao = (centavos: number) => (centavos > 0 ? ` (+ ${formatBRL(centavos)})` : '');

/**
 * One complement of the item dialog: a single choice as radios (a crust), several as checkboxes (pizza flavours,
 * up to the pizza's limit), extras with a quantity each.
 */
export function ComplementoEscolha(props: Props) {
  const { produto, t, complemento: k, precos, regra, baseCentavos, tamanho, escolhidas, definir, limpar } = props;
  const total = Object.values(escolhidas).reduce((a, b) => a + b, 0);
  const max = maxDoComplemento(produto, k);
  const min = Math.max(k.min_escolhas, k.obrigatorio ? 1 : 0);
  const unico = max === 1 && k.tipo !== 'adicional';
  const rotulo =
    k.tipo === 'sabor' && produto.tipo === 'pizza'
      ? max > 1
        ? t('produto.saboresMeia', { max })
        : t('produto.escolha', { nome: k.nome, min: 1, max: 1 })
      : t('produto.escolha', { nome: k.nome, min, max });
  const labelId = `compl-${k.id}`;
  // a pizza's flavour is priced as what the business's rule charges for the pizza (the dearest flavour, or the
  // average), so it reads as "Calabresa — R$ 55,00", not as an extra "+ R$ 55,00" on top of something
  const sabor = produto.tipo === 'pizza' && k.tipo === 'sabor';
  const rotuloOpcao = (o: { nome: string }, oi: number) => {
    const centavos = precoNoTamanho(precos.opcoes[oi]!, tamanho);
    return sabor ? `${o.nome} — ${formatBRL(baseCentavos + centavos)}` : `${o.nome}${precoOpcao(centavos)}`;
  };
  const regraTexto = sabor && max > 1 ? t(regra === 'maior' ? 'produto.regraMaior' : 'produto.regraMedia') : null;
  if (unico) {
    const atual = Object.entries(escolhidas).find(([, q]) => q > 0)?.[0] ?? '';
    return (
      <FormControl sx={{ mb: 2, display: 'block' }}>
        <FormLabel id={labelId}>{rotulo}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={atual}
          onChange={(e) => definir(Number(e.target.value), e.target.value ? 1 : 0, true)}
        >
          {min === 0 && <FormControlLabel value="" control={<Radio />} label="—" onClick={limpar} />}
          {k.opcoes.map((o, oi) => (
            <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={rotuloOpcao(o, oi)} />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }
  if (k.tipo !== 'adicional') {
    return (
      <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
        <FormLabel component="legend">{rotulo}</FormLabel>
        {regraTexto && <FormHelperText sx={{ mx: 0 }}>{regraTexto}</FormHelperText>}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {k.opcoes.map((o, oi) => {
            const marcado = (escolhidas[o.id] ?? 0) > 0;
            return (
              <FormControlLabel
                key={o.id}
                control={
                  <Checkbox
                    checked={marcado}
                    disabled={!marcado && total >= max}
                    onChange={(e) => definir(o.id, e.target.checked ? 1 : 0, false)}
                  />
                }
                label={rotuloOpcao(o, oi)}
              />
            );
          })}
        </Box>
      </FormControl>
    );
  }
  return (
    <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend">{rotulo}</FormLabel>
      {k.opcoes.map((o, oi) => {
        const q = escolhidas[o.id] ?? 0;
        return (
          <Box key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              size="small"
              aria-label={`${t('produto.diminuir')} ${o.nome}`}
              disabled={q === 0}
              onClick={() => definir(o.id, q - 1, false)}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography sx={{ minWidth: 16, textAlign: 'center' }}>{q}</Typography>
            <IconButton
              size="small"
              aria-label={`${t('produto.aumentar')} ${o.nome}`}
              disabled={total >= max}
              onClick={() => definir(o.id, q + 1, false)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
            <Typography variant="body2">
              {o.nome}
              {precoOpcao(precoNoTamanho(precos.opcoes[oi]!, tamanho))}
            </Typography>
          </Box>
        );
      })}
    </FormControl>
  );
}
