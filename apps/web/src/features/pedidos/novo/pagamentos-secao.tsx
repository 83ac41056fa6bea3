import type { Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { centavosParaTexto, formatBRL } from '@app/shared/domain/money.ts';
import { formasPagamentoQuery } from '@/api/formas-pagamento.ts';
import { MoneyField } from '@/components/money-field.tsx';
import { usePedidosT } from '../i18n.ts';
import { ativas, diferencaPagamentos, escolhida, resolverPagamentos } from './pagamentos.ts';
import type { Acao, FormaEscolhida, Rascunho } from './rascunho.ts';

interface Props {
  r: Rascunho;
  dispatch: Dispatch<Acao>;
  /** The total to pay (the server quote's, or the local sum while it loads). */
  totalCentavos: number;
}

/** One or more payments; cash takes a "change for" amount and shows the change (troco). */
export function PagamentosSecao({ r, dispatch, totalCentavos }: Props) {
  const { t } = usePedidosT();
  // spec §8: a payment-method list failure shows an empty list
  const formas = useQuery({ ...formasPagamentoQuery(), select: ativas, meta: { silent: true } });
  const lista = formas.data ?? [];
  const resolvidos = resolverPagamentos(r.pagamentos, totalCentavos);
  const diferenca = diferencaPagamentos(resolvidos, totalCentavos);
  const formaDe = (chave: string): FormaEscolhida | null => {
    const f = lista.find((x) => x.chave === chave);
    return f ? escolhida(f) : null;
  };

  return (
    <Box>
      {r.pagamentos.map((p, i) => {
        const v = resolvidos[i]!;
        const dinheiro = p.forma?.tipo === 'dinheiro';
        return (
          <Box
            key={p.chave}
            sx={{
              display: 'grid',
              // the method and the delete button share the first line, so amount and change-for get half the
              // width each and their labels are not cut (the column is narrow on a phone and beside the form alike)
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
              gridTemplateAreas: '"forma forma apagar" "valor troco troco"',
              gap: 1,
              alignItems: 'start',
              mb: 1,
            }}
            data-testid="pagamento"
          >
            <TextField
              select
              size="small"
              label={t('novo.forma')}
              value={p.forma?.chave ?? ''}
              onChange={(e) =>
                dispatch({
                  tipo: 'editarPagamento',
                  chave: p.chave,
                  campos: { forma: formaDe(e.target.value), troco_para: '' },
                })
              }
              sx={{ gridArea: 'forma' }}
            >
              {lista.map((f) => (
                <MenuItem key={f.chave} value={f.chave}>
                  {f.nome}
                </MenuItem>
              ))}
            </TextField>
            <MoneyField
              size="small"
              sx={{ gridArea: 'valor' }}
              label={t('novo.valor')}
              value={p.auto ? centavosParaTexto(v.valor_centavos ?? 0) : p.valor}
              onChange={(valor) =>
                dispatch({ tipo: 'editarPagamento', chave: p.chave, campos: { valor, auto: false } })
              }
              error={!p.auto && p.valor.trim() !== '' && v.valor_centavos === null}
            />
            {dinheiro ? (
              <MoneyField
                size="small"
                sx={{ gridArea: 'troco' }}
                label={t('novo.trocoPara')}
                value={p.troco_para}
                onChange={(troco_para) => dispatch({ tipo: 'editarPagamento', chave: p.chave, campos: { troco_para } })}
                error={
                  p.troco_para.trim() !== '' &&
                  (v.troco_para_centavos === null ||
                    (v.valor_centavos !== null && v.troco_para_centavos < v.valor_centavos))
                }
                helperText={v.troco_centavos > 0 ? t('novo.troco', { valor: formatBRL(v.troco_centavos) }) : ' '}
                slotProps={{ formHelperText: { 'data-testid': 'troco' } as object }}
              />
            ) : (
              <Box sx={{ gridArea: 'troco' }} />
            )}
            <IconButton
              sx={{ gridArea: 'apagar' }}
              aria-label={t('novo.removerPagamento')}
              onClick={() => dispatch({ tipo: 'removerPagamento', chave: p.chave })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            const padrao = lista.find((f) => f.tipo === 'dinheiro') ?? lista[0];
            dispatch({
              tipo: 'adicionarPagamento',
              forma: r.pagamentos.length === 0 && padrao ? escolhida(padrao) : null,
            });
          }}
        >
          {t('novo.adicionarPagamento')}
        </Button>
        {r.pagamentos.length > 0 && diferenca !== 0 && (
          <>
            <Typography variant="body2" color={diferenca < 0 ? 'warning.dark' : 'error'} role="status">
              {diferenca < 0
                ? t('novo.faltaPagar', { valor: formatBRL(-diferenca) })
                : t('novo.sobraPagamento', { valor: formatBRL(diferenca) })}
            </Typography>
            {diferenca < 0 && (
              <Button
                size="small"
                onClick={() => {
                  const ultimo = r.pagamentos.at(-1)!;
                  const atual = resolvidos.at(-1)!.valor_centavos ?? 0;
                  dispatch({
                    tipo: 'editarPagamento',
                    chave: ultimo.chave,
                    campos: { valor: centavosParaTexto(atual - diferenca), auto: false },
                  });
                }}
              >
                {t('novo.restante')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
