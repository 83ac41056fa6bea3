import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { WILDCARD, permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import type { Usuario } from '@app/shared/schemas/usuarios.ts';
import { errorMessage } from '@/api/problem.ts';
import { permissoesCatalogoQuery, usuarioPermissoesQuery, useSalvarPermissoes } from '@/api/usuarios.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useUsuariosT } from '../i18n.ts';

type Escolha = 'herdar' | 'conceder' | 'negar';

/**
 * A user's exceptions to their role, over the permission catalogue: inherit, grant or revoke each one, with the
 * effective list computed by the same shared rule the server applies.
 */
export function PermissoesDialog({ usuario, onClose }: { usuario: Usuario | null; onClose: () => void }) {
  const { t } = useUsuariosT();
  const catalogo = useQuery({ ...permissoesCatalogoQuery(), enabled: usuario !== null });
  const atual = useQuery({ ...usuarioPermissoesQuery(usuario?.id ?? 0), enabled: usuario !== null });
  const salvar = useSalvarPermissoes();
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (atual.data) setOverrides(atual.data.overrides);
    setErro(null);
  }, [atual.data]);
  const efetivas = useMemo(
    () => (atual.data ? permissoesEfetivas(atual.data.role, overrides) : []),
    [atual.data, overrides],
  );
  const escolha = (chave: string): Escolha =>
    overrides[chave] === undefined ? 'herdar' : overrides[chave] ? 'conceder' : 'negar';
  const mudar = (chave: string, e: Escolha | null) => {
    if (!e) return;
    setOverrides((o) => {
      const { [chave]: _fora, ...resto } = o;
      return e === 'herdar' ? resto : { ...resto, [chave]: e === 'conceder' };
    });
  };
  const daRole = new Set(atual.data?.permissoes_role ?? []);
  const nomes = new Map((catalogo.data ?? []).map((p) => [p.chave, p.descricao]));
  return (
    <Dialog open={usuario !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="permissoes-titulo">
      <DialogTitle id="permissoes-titulo">{t('usuarios.permissoesDe', { nome: usuario?.nome ?? '' })}</DialogTitle>
      <DialogContent>
        {!catalogo.data || !atual.data ? (
          <CircularProgress />
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('usuarios.permissoesIntro')}
            </Typography>
            {catalogo.data.map((p) => (
              <Stack
                key={p.chave}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                data-testid={`permissao-${p.chave}`}
              >
                <div>
                  <Typography variant="body2">{p.descricao}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {p.chave}
                    {daRole.has(p.chave) || daRole.has(WILDCARD) ? ` · ${t('usuarios.doPapel')}` : ''}
                  </Typography>
                </div>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={escolha(p.chave)}
                  onChange={(_, e: Escolha | null) => mudar(p.chave, e)}
                  aria-label={p.descricao}
                >
                  <ToggleButton value="herdar">{t('usuarios.herdar')}</ToggleButton>
                  <ToggleButton value="conceder">{t('usuarios.conceder')}</ToggleButton>
                  <ToggleButton value="negar">{t('usuarios.negar')}</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
            ))}
            <Typography variant="subtitle2" sx={{ pt: 1 }}>
              {t('usuarios.efetivas')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} data-testid="permissoes-efetivas">
              {efetivas.map((c) => (
                <Chip key={c} size="small" label={c === WILDCARD ? t('usuarios.tudo') : (nomes.get(c) ?? c)} />
              ))}
            </Stack>
            {erro ? <Alert severity="error">{erro}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
        <Button
          variant="contained"
          disabled={!atual.data || salvar.isPending}
          onClick={() =>
            usuario &&
            salvar.mutate(
              { id: usuario.id, overrides },
              {
                onSuccess: () => {
                  showSnackbar(t('acoes.salvo'), 'success');
                  onClose();
                },
                onError: (e) => setErro(errorMessage(e, t('comum.erroInesperado'))),
              },
            )
          }
        >
          {t('acoes.salvar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
