import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AreaEntrega } from '@app/shared/schemas/entrega.ts';
import { resolverAreaEntrega, type ResultadoArea } from '@app/shared/domain/entrega.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { areaParaResolver } from '@/api/areas-entrega.ts';
import { useEntregaT } from '../i18n.ts';

/** "Which area and fee for this address": the same shared function order creation uses. */
export function TestarEndereco({ areas }: { areas: AreaEntrega[] }) {
  const { t } = useEntregaT();
  const [bairro, setBairro] = useState('');
  const [cidade, setCidade] = useState('');
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [resultado, setResultado] = useState<ResultadoArea | null>(null);
  const testar = () => {
    const n = (s: string) => (s.trim() ? Number(s.replace(',', '.')) : null);
    setResultado(
      resolverAreaEntrega(
        { bairro, cidade: cidade || null, latitude: n(lat), longitude: n(lng) },
        areas.map(areaParaResolver),
      ),
    );
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('entrega.testar')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('entrega.testarAjuda')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('endereco.bairro')} value={bairro} onChange={(e) => setBairro(e.target.value)} />
          <TextField label={t('endereco.cidade')} value={cidade} onChange={(e) => setCidade(e.target.value)} />
          <TextField
            label={t('endereco.latitude')}
            value={lat}
            onChange={(e) => setLat(e.target.value)}
            inputMode="decimal"
          />
          <TextField
            label={t('endereco.longitude')}
            value={lng}
            onChange={(e) => setLng(e.target.value)}
            inputMode="decimal"
          />
          <Button variant="contained" onClick={testar}>
            {t('acoes.testar')}
          </Button>
        </Stack>
        {resultado && (
          <Alert sx={{ mt: 2 }} severity={resultado.ok ? 'success' : 'warning'} role="status">
            {resultado.ok
              ? t('entrega.resultado', {
                  area: resultado.nome,
                  taxa: formatBRL(resultado.taxa_entrega_centavos),
                  minimo: formatBRL(resultado.pedido_minimo_centavos),
                  tempo: resultado.tempo_estimado != null ? t('entrega.minutos', { n: resultado.tempo_estimado }) : '-',
                })
              : resultado.motivo}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
