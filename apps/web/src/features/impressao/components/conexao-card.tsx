import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paginaDeTeste } from '@app/shared/domain/recibo-teste.ts';
import type { OpcoesDocumento } from '@app/shared/domain/recibo-texto.ts';
import { segurancaQz } from '@/api/impressao.ts';
import { impressoraPreferida, listarImpressoras, traduzirErro, type CodigoErroImpressao } from '@/lib/qz/cliente.ts';
import { imprimirDocumentos } from '@/lib/qz/documentos.ts';
import { definirImpressaoAutomatica, escolherImpressora, useEstacao } from '@/lib/qz/estacao.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useImpressaoT } from '../i18n.ts';

/** This computer: the connection to QZ Tray, the printer it reports (Elgin preferred), the test page. */
export function ConexaoCard({ opcoes, nomeEmpresa }: { opcoes: OpcoesDocumento; nomeEmpresa: string }) {
  const { t } = useImpressaoT();
  const { impressora, automatica } = useEstacao();
  const [impressoras, setImpressoras] = useState<string[] | null>(null);
  const [erro, setErro] = useState<CodigoErroImpressao | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const procurar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      const lista = await listarImpressoras(segurancaQz);
      setImpressoras(lista);
      escolherImpressora(impressoraPreferida(lista, impressora));
    } catch (err) {
      const e = traduzirErro(err);
      console.error('QZ Tray', e.codigo, e.detalhe ?? '');
      setImpressoras(e.codigo === 'nenhuma_detectada' ? [] : null);
      setErro(e.codigo);
    } finally {
      setOcupado(false);
    }
  };

  const testar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      const doc = paginaDeTeste(opcoes, {
        nome_empresa: nomeEmpresa,
        impressora: impressora ?? '-',
        agora: new Date().toISOString(),
      });
      await imprimirDocumentos(impressora, [{ doc, copias: 1 }], 'pagina-de-teste');
      showSnackbar(t('p.testeEnviado'), 'success');
    } catch (err) {
      const e = traduzirErro(err);
      console.error('QZ Tray', e.codigo, e.detalhe ?? '');
      setErro(e.codigo);
    } finally {
      setOcupado(false);
    }
  };

  const opcoesDaLista = impressoras ?? (impressora ? [impressora] : []);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('p.conexao')}
          </Typography>
          <Chip
            size="small"
            color={impressoras && impressoras.length > 0 ? 'success' : 'default'}
            label={impressoras ? t('p.conectado') : t('p.desconectado')}
            data-testid="qz-status"
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('p.conexaoTexto')}
        </Typography>
        {erro && (
          <Alert severity="error" data-testid="qz-erro">
            {t(`impressao.erros.${erro}`, { ns: 'translation' })}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={() => void procurar()} disabled={ocupado}>
            {impressoras ? t('p.reconectar') : t('p.conectar')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            label={t('p.impressora')}
            value={impressora ?? ''}
            disabled={opcoesDaLista.length === 0}
            sx={{ minWidth: 260 }}
            onChange={(e) => escolherImpressora(e.target.value || null)}
            slotProps={{ select: { inputProps: { 'data-testid': 'impressora' } } }}
          >
            {opcoesDaLista.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void testar()} disabled={ocupado}>
            {t('p.testar')}
          </Button>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={automatica && impressora !== null}
              disabled={impressora === null}
              onChange={(e) => definirImpressaoAutomatica(e.target.checked)}
            />
          }
          label={t('p.automaticaAqui')}
        />
        <Typography variant="caption" color="text.secondary">
          {t('p.automaticaAquiTexto')}
        </Typography>
      </CardContent>
    </Card>
  );
}
