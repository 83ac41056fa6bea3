import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reciboDoPedido } from '@app/shared/domain/recibo.ts';
import { ticketCozinha, ticketDoPedido } from '@app/shared/domain/recibo-cozinha.ts';
import { preConta } from '@app/shared/domain/recibo-preconta.ts';
import { paginaDeTeste } from '@app/shared/domain/recibo-teste.ts';
import { PEDIDO_COMPLETO } from '@app/shared/domain/recibo-exemplos.ts';
import type { Documento, OpcoesDocumento } from '@app/shared/domain/recibo-texto.ts';
import { useImpressaoT } from '../i18n.ts';

const DOCUMENTOS = ['recibo', 'cozinha', 'preconta', 'teste'] as const;
type Qual = (typeof DOCUMENTOS)[number];

function documento(qual: Qual, o: OpcoesDocumento, nomeEmpresa: string, impressora: string): Documento {
  const pedido = { ...PEDIDO_COMPLETO, nome_empresa: nomeEmpresa };
  if (qual === 'recibo') return reciboDoPedido(pedido, o);
  if (qual === 'cozinha') return ticketCozinha(ticketDoPedido(pedido, o.timezone), o);
  if (qual === 'teste')
    return paginaDeTeste(o, { nome_empresa: nomeEmpresa, impressora, agora: new Date().toISOString() });
  return preConta(
    {
      nome_empresa: nomeEmpresa,
      titulo: 'MESA 5',
      subtitulos: ['Comanda: Família Silva', 'Garçom: João'],
      emitida_em: new Date().toISOString(),
      itens: [
        { quantidade: 1, nome: 'Pizza (Grande)', detalhes: ['1/2 Calabresa', '1/2 Portuguesa'], total_centavos: 6790 },
        { quantidade: 3, nome: 'Cerveja long neck', detalhes: [], total_centavos: 3000 },
      ],
      subtotal_centavos: 9790,
      taxa_servico_percent: 10,
      taxa_servico_centavos: 979,
      desconto_centavos: 0,
      acrescimo_centavos: 0,
      pago_centavos: 0,
      total_centavos: 10769,
      pessoas: 3,
    },
    o,
  );
}

/** The exact lines the printer will get, in a monospace box as wide as the paper's columns. */
export function Previa({
  opcoes,
  nomeEmpresa,
  impressora,
}: {
  opcoes: OpcoesDocumento;
  nomeEmpresa: string;
  impressora: string;
}) {
  const { t } = useImpressaoT();
  const [qual, setQual] = useState<Qual>('recibo');
  const doc = documento(qual, opcoes, nomeEmpresa, impressora);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('p.previa')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('p.previaTexto')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('p.documento')}
          value={qual}
          onChange={(e) => setQual(e.target.value as Qual)}
          sx={{ maxWidth: 280 }}
        >
          {DOCUMENTOS.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`p.documentos.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="caption" data-testid="previa-colunas">
          {t('p.colunas', { n: doc.colunas })}
        </Typography>
        {/* sideways scroll on a phone: the paper keeps its width */}
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            data-testid="previa"
            data-colunas={doc.colunas}
            sx={{
              fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
              fontSize: 13,
              lineHeight: 1.35,
              width: `${doc.colunas}ch`,
              boxSizing: 'content-box',
              p: 1.5,
              bgcolor: '#fffdf7',
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: 1,
            }}
          >
            {doc.linhas.map((l, i) => (
              <Box
                key={i}
                data-testid="previa-linha"
                component="pre"
                sx={{
                  m: 0,
                  font: 'inherit',
                  whiteSpace: 'pre',
                  fontWeight: l.negrito ? 700 : 400,
                  // double width and height: half the characters at twice the size fill the same paper width
                  fontSize: l.grande ? '2em' : undefined,
                  lineHeight: l.grande ? 1.1 : undefined,
                  bgcolor: l.invertido ? 'common.black' : undefined,
                  color: l.invertido ? 'common.white' : undefined,
                }}
              >
                {l.texto}
              </Box>
            ))}
            <Box sx={{ borderTop: '2px dashed', borderColor: 'text.disabled', mt: 1 }} aria-hidden />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
