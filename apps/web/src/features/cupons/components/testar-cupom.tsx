import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cupom } from '@app/shared/schemas/cupons.ts';
import { dataLocal, validarCupom, type ResultadoCupom } from '@app/shared/domain/cupons.ts';
import { formatBRL, parseCentavos, reaisToCentavos } from '@app/shared/domain/money.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { MoneyField } from '@/components/money-field.tsx';
import { useSession } from '@/lib/use-session.ts';
import { useCuponsT } from '../i18n.ts';

/** Tries a coupon against a made-up cart with the shared rule (the same one order creation applies). */
export function TestarCupom({ cupons }: { cupons: Cupom[] }) {
  const { t } = useCuponsT();
  const session = useSession();
  const [id, setId] = useState('');
  const [subtotal, setSubtotal] = useState('');
  const [taxa, setTaxa] = useState('');
  const [usosTotal, setUsosTotal] = useState('');
  const [usosCliente, setUsosCliente] = useState('');
  const [comCliente, setComCliente] = useState(true);
  const [resultado, setResultado] = useState<ResultadoCupom | null>(null);
  const cupom = cupons.find((c) => String(c.id) === id);

  const testar = () => {
    if (!cupom) return;
    const sub = parseCentavos(subtotal || '0');
    const tx = parseCentavos(taxa || '0');
    if (sub === null || tx === null || sub < 0 || tx < 0) {
      setResultado({ ok: false, motivo: MSG.dinheiro });
      return;
    }
    const regra = {
      ...cupom,
      valor_centesimos: reaisToCentavos(cupom.valor),
      pedido_minimo_centavos: reaisToCentavos(cupom.pedido_minimo),
    };
    const hoje = dataLocal(new Date(), session?.timezone);
    setResultado(
      validarCupom(
        regra,
        {
          subtotal_centavos: sub,
          taxa_entrega_centavos: tx,
          cliente_id: comCliente ? 1 : null,
          usos_total: Math.max(cupom.usos, Number(usosTotal) || 0),
          usos_cliente: Number(usosCliente) || 0,
        },
        hoje,
      ),
    );
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('cupons.testar')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
          useFlexGap
        >
          <TextField
            select
            label={t('cupons.escolha')}
            value={id}
            onChange={(e) => setId(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            {cupons.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.codigo}
              </MenuItem>
            ))}
          </TextField>
          <MoneyField label={t('cupons.subtotal')} value={subtotal} onChange={setSubtotal} />
          <MoneyField label={t('cupons.taxa')} value={taxa} onChange={setTaxa} />
          <TextField
            label={t('cupons.usosTotal')}
            value={usosTotal}
            onChange={(e) => setUsosTotal(e.target.value)}
            inputMode="numeric"
            sx={{ width: { sm: 140 } }}
          />
          <TextField
            label={t('cupons.usosCliente')}
            value={usosCliente}
            onChange={(e) => setUsosCliente(e.target.value)}
            inputMode="numeric"
            sx={{ width: { sm: 160 } }}
          />
          <FormControlLabel
            control={<Checkbox checked={comCliente} onChange={(e) => setComCliente(e.target.checked)} />}
            label={t('cupons.comCliente')}
          />
          <Button variant="contained" disabled={!cupom} onClick={testar}>
            {t('acoes.testar')}
          </Button>
        </Stack>
        {resultado && (
          <Alert sx={{ mt: 2 }} severity={resultado.ok ? 'success' : 'warning'} role="status">
            {resultado.ok ? t('cupons.desconto', { valor: formatBRL(resultado.desconto_centavos) }) : resultado.motivo}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
