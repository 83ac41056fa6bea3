// A sheet's costs as the kitchen and the owner read them: total, yield, unit cost, cost per portion, and the CMV
// beside the selling price, coloured by how much of the price the ingredients eat.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { cmvNivel, cmvTexto, custoPorUnidadeTexto, numeroBR, reais4, reaisOuTraco } from './formato.ts';
import { useEstoqueT } from '../i18n.ts';

function Valor({ rotulo, valor, testid }: { rotulo: string; valor: React.ReactNode; testid?: string }) {
  return (
    <Box sx={{ minWidth: 130 }}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography variant="subtitle1" component="div" data-testid={testid}>
        {valor}
      </Typography>
    </Box>
  );
}

export function FichaCustos({ ficha }: { ficha: Ficha }) {
  const { t } = useEstoqueT();
  const producao = ficha.tipo_ficha === 'producao';
  const u = ficha.rendimento_unidade;
  const nivel = cmvNivel(ficha.cmv_percentual);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} data-testid="ficha-custos">
      <Valor rotulo={t('fichas.custoTotal')} valor={reais4(ficha.custo_total_receita)} testid="ficha-custo-total" />
      <Valor rotulo={t('fichas.rendimento')} valor={`${numeroBR(ficha.rendimento_qtde)} ${u}`} />
      {producao ? (
        <Valor
          rotulo={t('fichas.custoUnitario')}
          valor={custoPorUnidadeTexto(ficha.custo_unitario_saida_base, u)}
          testid="ficha-custo-unitario"
        />
      ) : (
        <>
          <Valor rotulo={t('fichas.custoPorcao')} valor={reaisOuTraco(ficha.custo_medio)} testid="ficha-custo-porcao" />
          <Valor
            rotulo={t('fichas.precoVenda')}
            valor={ficha.preco_venda == null ? t('fichas.semPreco') : reaisOuTraco(ficha.preco_venda)}
            testid="ficha-preco"
          />
          <Box sx={{ minWidth: 130 }}>
            <Typography variant="body2" color="text.secondary">
              {t('fichas.cmv')}
            </Typography>
            <Tooltip title={t('fichas.cmvDica')}>
              <Chip
                data-testid="ficha-cmv"
                color={nivel}
                variant={nivel === 'default' ? 'outlined' : 'filled'}
                label={cmvTexto(ficha.cmv_percentual)}
              />
            </Tooltip>
          </Box>
        </>
      )}
    </Box>
  );
}
