import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { variacao } from '../formato.ts';
import { useRelatoriosT } from '../i18n.ts';

export interface Cartao {
  id: string;
  rotulo: string;
  valor: string;
  /** % change against the previous period (null: nothing before; undefined: not compared). */
  variacao?: number | null;
  /** A lower figure is the good news (discounts, cancellations). */
  menorMelhor?: boolean;
  dica?: string;
}

/** The summary figures of a report, two per row on a phone. */
export function Cartoes({ itens, rotulo }: { itens: Cartao[]; rotulo: string }) {
  const { t } = useRelatoriosT();
  return (
    <Box
      component="ul"
      aria-label={rotulo}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {itens.map((c) => {
        const bom = c.variacao == null || c.variacao === 0 ? null : c.variacao > 0 !== !!c.menorMelhor;
        return (
          <Paper
            component="li"
            key={c.id}
            variant="outlined"
            sx={{ p: 1.5, minWidth: 0 }}
            data-testid={`cartao-${c.id}`}
          >
            <Typography variant="caption" color="text.secondary" component="p" noWrap title={c.dica ?? c.rotulo}>
              {c.rotulo}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontSize: { xs: '1rem', sm: '1.2rem' }, whiteSpace: 'nowrap' }}
            >
              {c.valor}
            </Typography>
            {c.variacao !== undefined && (
              <Typography
                variant="caption"
                component="p"
                color={bom === null ? 'text.secondary' : bom ? 'success.main' : 'error.main'}
                title={t('comparativo.dica')}
              >
                {t('comparativo.vsAnterior', { valor: variacao(c.variacao, t('comparativo.novo')) })}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
