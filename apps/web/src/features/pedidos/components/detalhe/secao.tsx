import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label and a value on one line (money to the right). */
export function Linha({ rotulo, valor, forte }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: forte ? 700 : 400 }}>
        {rotulo}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: forte ? 700 : 400 }}>
        {valor}
      </Typography>
    </Box>
  );
}

/** A titled part of the order detail. */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}
