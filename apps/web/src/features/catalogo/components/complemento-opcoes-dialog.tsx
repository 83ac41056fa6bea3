// Options of one complement, each with its price inside the complement and optional prices per size.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ComplementoOpcao } from '@app/shared/schemas/catalogo.ts';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { complementoQuery, useIncluirOpcaoNoComplemento, useTirarOpcaoDoComplemento } from '@/api/complementos.ts';
import { opcoesQuery } from '@/api/opcoes.ts';
import { formatReais, reaisParaTexto } from '@app/shared/domain/money.ts';
import { MoneyField, reaisDoTexto } from '@/components/money-field.tsx';
import { useCatalogoT } from '../i18n.ts';

/** "Grande=55,00; Média=45" → [{tamanho, preco}]; a price that is not money goes as NaN, for the API to refuse. */
export function lerPrecosTamanho(texto: string): { tamanho: string; preco: number }[] {
  return texto.split(';').map((p) => p.split('=')).filter((p) => p.length === 2 && p[0]!.trim())
    .map(([tamanho, preco]) => ({ tamanho: tamanho!.trim(), preco: reaisDoTexto(preco!) ?? Number.NaN }));
}
const precosTexto = (l: ComplementoOpcao['precos_tamanho']) => l.map((x) => `${x.tamanho} ${formatReais(x.preco)}`).join(' · ');

export function ComplementoOpcoesDialog({ complementoId, onClose }: { complementoId: number | null; onClose: () => void }) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const open = complementoId !== null;
  const detalhe = useQuery({ ...complementoQuery(complementoId ?? 0), enabled: open }).data;
  const opcoes = useQuery({ ...opcoesQuery(), enabled: open }).data?.items ?? [];
  const incluir = useIncluirOpcaoNoComplemento();
  const tirar = useTirarOpcaoDoComplemento();
  const [opcaoId, setOpcaoId] = useState<number | null>(null);
  const [preco, setPreco] = useState('');
  const [porTamanho, setPorTamanho] = useState('');
  const jaIncluidas = new Set(detalhe?.opcoes.map((o) => o.opcao_id));

  const onIncluir = () => {
    if (!complementoId || !opcaoId) return;
    incluir.mutate(
      { complemento_id: complementoId, opcao_id: opcaoId, ...(preco.trim() ? { preco: reaisDoTexto(preco) ?? Number.NaN } : {}), precos_tamanho: lerPrecosTamanho(porTamanho) },
      { onSuccess: () => { setOpcaoId(null); setPreco(''); setPorTamanho(''); snackbar.show(t('catalogo.salvo'), 'success'); } },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('catalogo.complementos.gerenciarOpcoes')}{detalhe ? `: ${detalhe.nome}` : ''}</DialogTitle>
      <DialogContent>
        <List dense>
          {detalhe?.opcoes.length === 0 && <EmptyTableText />}
          {detalhe?.opcoes.map((o) => (
            <ListItem key={o.id} divider secondaryAction={
              <IconButton edge="end" aria-label={`${t('catalogo.excluir')}: ${o.nome}`} onClick={() => tirar.mutate(o.id)}><DeleteIcon fontSize="small" /></IconButton>
            }>
              <ListItemText primary={o.nome} secondary={[formatReais(o.preco), precosTexto(o.precos_tamanho)].filter(Boolean).join(' · ')} sx={{ opacity: o.ativo ? 1 : 0.6 }} />
            </ListItem>
          ))}
        </List>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Autocomplete
            options={opcoes.filter((o) => !jaIncluidas.has(o.id)).map((o) => o.id)}
            value={opcaoId}
            onChange={(_e, id) => { setOpcaoId(id); const o = opcoes.find((x) => x.id === id); if (o) setPreco(reaisParaTexto(o.preco)); }}
            getOptionLabel={(id) => opcoes.find((o) => o.id === id)?.nome ?? ''}
            renderInput={(params) => <TextField {...params} size="small" label={t('catalogo.complementos.opcao')} />}
          />
          <MoneyField size="small" label={t('catalogo.preco')} value={preco} onChange={setPreco} />
          <TextField size="small" label={t('catalogo.complementos.precosTamanho')} value={porTamanho} onChange={(e) => setPorTamanho(e.target.value)} />
          <Button variant="outlined" disabled={!opcaoId || incluir.isPending} onClick={onIncluir}>{t('catalogo.complementos.incluir')}</Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('comum.voltar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
