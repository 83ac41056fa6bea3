import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Comanda, PagamentoCriar } from '@app/shared/schemas/comandas.ts';
import { dividirIgual, resumoComanda, taxaDoPagamento } from '@app/shared/domain/comanda.ts';
import { formatBRL, parseCentavos, centavosToReais } from '@app/shared/domain/money.ts';
import { formasPagamentoQuery } from '@/api/formas-pagamento.ts';
import { MoneyField } from '@/components/money-field.tsx';
import { useMesasT } from '../i18n.ts';
import { ledgerDaComanda } from './ledger-da-tela.ts';
import { ItensAPagar } from './itens-a-pagar.tsx';

type Modo = 'restante' | 'partes' | 'valor' | 'itens';

/**
 * One payment: all that is left, one of N equal parts (the split of what is left, to the cent), or an amount; the
 * fee on or off, discount, surcharge, cash received (change) and the payer. The figures preview with the shared
 * ledger; the server computes them again and is the one that charges.
 */
export function PagamentoDialog({
  comanda,
  partesIniciais,
  onPagar,
  onClose,
}: {
  comanda: Comanda;
  /** Parts still to pay of an equal split in progress (null: no split yet). */
  partesIniciais: { restantes: number; total: number } | null;
  onPagar: (body: PagamentoCriar, partes: number | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useMesasT();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const formas = useQuery({ ...formasPagamentoQuery(), select: (l) => l.items.filter((f) => f.ativo) });
  const [chave, setChave] = useState('');
  const [modo, setModo] = useState<Modo>(partesIniciais ? 'partes' : 'restante');
  const [partes, setPartes] = useState(partesIniciais?.restantes ?? comanda.pessoas_qtd);
  const [valor, setValor] = useState('');
  const [taxa, setTaxa] = useState(comanda.taxa_servico_default_aplicar);
  const [desconto, setDesconto] = useState('');
  const [acrescimo, setAcrescimo] = useState('');
  const [recebido, setRecebido] = useState('');
  const [pagador, setPagador] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [escolhidos, setEscolhidos] = useState<Record<number, number>>({});

  const forma = formas.data?.find((f) => f.chave === (chave || formas.data?.[0]?.chave));
  const ledger = ledgerDaComanda(comanda);
  const r = resumoComanda(ledger);
  const cents = (s: string) => (s.trim() ? (parseCentavos(s) ?? 0) : 0);
  const pagaveis = comanda.itens.filter((i) => i.status !== 'cancelado' && i.quantidade_paga < i.quantidade);
  const itensEscolhidos = Object.entries(escolhidos)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => ({ item_id: Number(id), quantidade: q }));
  const base =
    modo === 'restante'
      ? r.saldo_base_centavos
      : modo === 'partes'
        ? dividirIgual(Math.max(0, r.saldo_base_centavos), Math.max(1, partes))[0]!
        : modo === 'itens'
          ? itensEscolhidos.reduce(
              (a, e) =>
                a + e.quantidade * (parseCentavos(pagaveis.find((i) => i.id === e.item_id)!.preco_unitario) ?? 0),
              0,
            )
          : cents(valor);
  const fee = taxaDoPagamento(ledger, base, taxa);
  const total = base + fee + cents(acrescimo) - cents(desconto);
  const valido = !!forma && base > 0 && base <= r.saldo_base_centavos && total >= 0;

  const enviar = () => {
    if (!valido || !forma || enviando) return;
    setEnviando(true);
    const body: PagamentoCriar = {
      ...(forma.padrao ? { forma_pagamento_padrao_id: forma.id } : { forma_pagamento_id: forma.id }),
      ...(modo === 'partes'
        ? { partes }
        : modo === 'valor'
          ? { valor_base_itens: centavosToReais(base) }
          : modo === 'itens'
            ? { itens: itensEscolhidos }
            : {}),
      aplicar_taxa_servico: taxa,
      desconto_valor: centavosToReais(cents(desconto)),
      acrescimo_valor: centavosToReais(cents(acrescimo)),
      ...(recebido.trim() ? { valor_recebido: centavosToReais(cents(recebido)) } : {}),
      ...(pagador.trim() ? { nome_pagador: pagador.trim() } : {}),
    };
    onPagar(body, modo === 'partes' ? partes : null).then(onClose, () => setEnviando(false));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={celular} aria-labelledby="pagamento-titulo">
      <DialogTitle id="pagamento-titulo">{t('pagamento.titulo')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          label={t('pagamento.forma')}
          value={forma?.chave ?? ''}
          onChange={(e) => setChave(e.target.value)}
        >
          {formas.data?.map((f) => (
            <MenuItem key={f.chave} value={f.chave}>
              {f.nome}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={modo}
          onChange={(_, v: Modo | null) => v && setModo(v)}
          aria-label={t('pagamento.modo')}
        >
          <ToggleButton value="restante">{t('pagamento.restante')}</ToggleButton>
          <ToggleButton value="partes">{t('pagamento.partes')}</ToggleButton>
          <ToggleButton value="valor">{t('pagamento.valor')}</ToggleButton>
          <ToggleButton value="itens">{t('pagamento.itens')}</ToggleButton>
        </ToggleButtonGroup>
        {modo === 'partes' && (
          <TextField
            type="number"
            label={t('pagamento.nPartes')}
            value={partes}
            onChange={(e) => setPartes(Math.max(1, Math.min(100, Math.trunc(Number(e.target.value)) || 1)))}
            helperText={
              partesIniciais
                ? t('pagamento.parteDe', {
                    n: partesIniciais.total - partesIniciais.restantes + 1,
                    total: partesIniciais.total,
                  })
                : undefined
            }
          />
        )}
        {modo === 'itens' && <ItensAPagar itens={pagaveis} escolhidos={escolhidos} onChange={setEscolhidos} />}
        {modo === 'valor' && <MoneyField label={t('pagamento.valor')} value={valor} onChange={setValor} />}
        <FormControlLabel
          control={<Switch checked={taxa} onChange={(e) => setTaxa(e.target.checked)} />}
          label={t('pagamento.aplicarTaxa')}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <MoneyField label={t('pagamento.desconto')} value={desconto} onChange={setDesconto} size="small" />
          <MoneyField label={t('pagamento.acrescimo')} value={acrescimo} onChange={setAcrescimo} size="small" />
        </Box>
        {forma?.tipo === 'dinheiro' && (
          <MoneyField
            label={t('pagamento.recebido')}
            value={recebido}
            onChange={setRecebido}
            helperText={
              cents(recebido) > total ? t('pagamento.troco', { valor: formatBRL(cents(recebido) - total) }) : undefined
            }
          />
        )}
        <TextField label={t('pagamento.pagador')} value={pagador} onChange={(e) => setPagador(e.target.value)} />
        <Typography data-testid="previa-pagamento">
          {formatBRL(base)} + {t('comanda.taxa')} {formatBRL(fee)} = <strong>{formatBRL(total)}</strong>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
        <Button variant="contained" disabled={!valido || enviando} onClick={enviar}>
          {t('pagamento.confirmar')} {valido ? formatBRL(total) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
