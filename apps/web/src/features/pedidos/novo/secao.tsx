import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled block of the order-entry form (customer, address, menu, payments). */
export function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }} aria-label={titulo}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}
