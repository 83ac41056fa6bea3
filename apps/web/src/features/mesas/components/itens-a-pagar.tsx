import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { ComandaItem } from '@app/shared/schemas/comandas.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { useMesasT } from '../i18n.ts';

/** Pay chosen items: each line with its units still unpaid; a line of several units can be paid in part. */
export function ItensAPagar({
  itens,
  escolhidos,
  onChange,
}: {
  itens: ComandaItem[];
  escolhidos: Record<number, number>;
  onChange: (e: Record<number, number>) => void;
}) {
  const { t } = useMesasT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {itens.map((i) => {
        const max = i.quantidade - i.quantidade_paga;
        const q = escolhidos[i.id] ?? 0;
        return (
          <Box key={i.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              sx={{ flex: 1 }}
              control={
                <Checkbox
                  checked={q > 0}
                  onChange={(e) => onChange({ ...escolhidos, [i.id]: e.target.checked ? max : 0 })}
                />
              }
              label={`${max}× ${i.nome} · ${formatReais(i.preco_unitario)}`}
            />
            {max > 1 && (
              <TextField
                type="number"
                size="small"
                sx={{ width: 72 }}
                label={t('mover.qtd')}
                value={q}
                onChange={(e) =>
                  onChange({
                    ...escolhidos,
                    [i.id]: Math.max(0, Math.min(max, Math.trunc(Number(e.target.value)) || 0)),
                  })
                }
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
