import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatReais } from '@app/shared/domain/money.ts';
import { comandasDaMesaQuery, painelQuery } from '@/api/mesas.ts';
import { useMesasT } from '../i18n.ts';
import { AbrirComandaDialog } from '../components/abrir-comanda-dialog.tsx';
import { ComandaTela } from '../components/comanda-tela.tsx';

interface Props {
  mesaId: string;
  comandaId?: string | undefined;
}

const caminho = (mesaId: number, comandaId: number) => `/dashboard/mesas/${mesaId}/comanda/${comandaId}`;

/** Without a tab id: the table's only tab, a choice among several, or opening a new one. */
function SemComanda({ mesaId }: { mesaId: number }) {
  const { t } = useMesasT();
  const navigate = useNavigate();
  const vivas = useQuery(comandasDaMesaQuery(mesaId));
  const painel = useQuery(painelQuery());
  const itens = vivas.data?.items;
  useEffect(() => {
    if (itens?.length === 1) void navigate(caminho(mesaId, itens[0]!.id), { replace: true });
  }, [itens, mesaId, navigate]);
  if (!itens || !painel.data) return <LinearProgress />;
  const mesa = painel.data.mesas.find((m) => m.id === mesaId);
  if (itens.length === 0)
    return mesa ? (
      <AbrirComandaDialog
        mesa={mesa}
        onClose={() => void navigate('/admin/mesas')}
        onAberta={(c) => void navigate(caminho(mesaId, c.id), { replace: true })}
      />
    ) : null;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', p: 2 }}>
      <Typography variant="h6" component="h1">
        {t('painel.escolher', { mesa: mesa?.nome ?? mesaId })}
      </Typography>
      <List>
        {itens.map((c) => (
          <ListItemButton key={c.id} onClick={() => void navigate(caminho(mesaId, c.id))}>
            <ListItemText primary={c.grupo_nome ?? `#${c.id}`} secondary={formatReais(c.saldo.saldo)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** The tab of a table (spec §2: optional tab id, params passed as props). */
export function ComandaPage({ mesaId, comandaId }: Props) {
  const mesa = Number(mesaId);
  const comanda = comandaId ? Number(comandaId) : null;
  if (!Number.isSafeInteger(mesa) || mesa <= 0) return null;
  return comanda ? <ComandaTela key={comanda} id={comanda} /> : <SemComanda mesaId={mesa} />;
}

/** Route element: turns the URL params into props. */
export function ComandaRoute() {
  const { mesaId = '', comandaId } = useParams();
  return <ComandaPage mesaId={mesaId} comandaId={comandaId} />;
}

export { ComandaRoute as Component };
