import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import type { PainelMesa } from '@app/shared/schemas/mesas.ts';
import { painelQuery } from '@/api/mesas.ts';
import { keys } from '@/api/keys.ts';
import { Page } from '@/components/page.tsx';
import { useEventStream } from '@/lib/use-event-stream.ts';
import { useNow } from '@/lib/use-now.ts';
import { useSession } from '@/lib/use-session.ts';
import { useMesasT } from '../i18n.ts';
import { MesaCard } from '../components/mesa-card.tsx';
import { AbrirComandaDialog } from '../components/abrir-comanda-dialog.tsx';
import { MesasCadastroDialog } from '../components/mesas-cadastro-dialog.tsx';

export const caminhoComanda = (mesaId: number, comandaId?: number) =>
  `/dashboard/mesas/${mesaId}/comanda${comandaId ? `/${comandaId}` : ''}`;

/** The tables board: every active table by area, coloured by state, live (the same event stream as orders). */
export function MesasPage() {
  const { t } = useMesasT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const sessao = useSession();
  const painel = useQuery(painelQuery());
  const agora = useNow(30_000).getTime();
  const [abrindo, setAbrindo] = useState<PainelMesa | null>(null);
  const [escolhendo, setEscolhendo] = useState<PainelMesa | null>(null);
  const [cadastro, setCadastro] = useState(false);
  const gerente = hasPermission(sessao, 'mesas.gerenciar');

  const conectado = useEventStream('/eventos', {
    onMessage: (m) => {
      if (m.event === 'mesa.atualizada') void qc.invalidateQueries({ queryKey: keys.mesas.painel() });
    },
    onOpen: () => void qc.invalidateQueries({ queryKey: keys.mesas.painel() }),
  });

  const areas = useMemo(() => {
    const porArea = new Map<string, PainelMesa[]>();
    for (const m of painel.data?.mesas ?? []) porArea.set(m.area, [...(porArea.get(m.area) ?? []), m]);
    return [...porArea.entries()];
  }, [painel.data]);

  const tocar = (m: PainelMesa) => {
    if (m.comandas.length === 0) setAbrindo(m);
    else if (m.comandas.length === 1) void navigate(caminhoComanda(m.id, m.comandas[0]!.id));
    else setEscolhendo(m);
  };

  return (
    <Page
      title={t('painel.titulo')}
      larga
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            color={conectado ? 'success' : 'default'}
            variant={conectado ? 'filled' : 'outlined'}
            label={conectado ? t('painel.aoVivo') : t('painel.reconectando')}
          />
          <Button size="small" onClick={() => void navigate('/admin/mesas/historico')}>
            {t('painel.historico')}
          </Button>
          {gerente && (
            <Button size="small" variant="outlined" onClick={() => setCadastro(true)}>
              {t('painel.cadastrar')}
            </Button>
          )}
        </Box>
      }
    >
      {painel.isPending && <LinearProgress />}
      {painel.data && painel.data.mesas.length === 0 && (
        <Typography color="text.secondary">{t('painel.vazio')}</Typography>
      )}
      {areas.map(([area, mesas]) => (
        <Box key={area} component="section" aria-label={area}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {area}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
            }}
          >
            {mesas.map((m) => (
              <MesaCard key={m.id} mesa={m} agora={agora} onClick={() => tocar(m)} />
            ))}
          </Box>
        </Box>
      ))}
      {abrindo && (
        <AbrirComandaDialog
          mesa={abrindo}
          onClose={() => setAbrindo(null)}
          onAberta={(c) => void navigate(caminhoComanda(c.mesa_id, c.id))}
        />
      )}
      {escolhendo && (
        <Dialog open onClose={() => setEscolhendo(null)} fullWidth maxWidth="xs">
          <DialogTitle>{t('painel.escolher', { mesa: escolhendo.nome })}</DialogTitle>
          <List>
            {escolhendo.comandas.map((c) => (
              <ListItemButton key={c.id} onClick={() => void navigate(caminhoComanda(escolhendo.id, c.id))}>
                <ListItemText
                  primary={c.grupo_nome ?? `#${c.id}`}
                  secondary={`${t(`status.${c.status}`)} · ${t('painel.saldo', { valor: formatReais(c.saldo) })}`}
                />
              </ListItemButton>
            ))}
            <ListItemButton
              onClick={() => {
                setAbrindo(escolhendo);
                setEscolhendo(null);
              }}
            >
              <ListItemText primary={t('painel.novaComanda')} />
            </ListItemButton>
          </List>
        </Dialog>
      )}
      {cadastro && <MesasCadastroDialog onClose={() => setCadastro(false)} />}
    </Page>
  );
}

export { MesasPage as Component };
