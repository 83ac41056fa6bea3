import { useState, type Dispatch } from 'react';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import type { Cliente } from '@app/shared/schemas/clientes.ts';
import { clientesBuscaQuery } from '@/api/clientes.ts';
import { usePedidosT } from '../i18n.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import type { Acao, Rascunho } from './rascunho.ts';

interface Props {
  r: Rascunho;
  dispatch: Dispatch<Acao>;
}

/** Quick search by phone or name (≤ 20, spec §9), or a new customer typed inline. */
export function ClienteSecao({ r, dispatch }: Props) {
  const { t } = usePedidosT();
  const [texto, setTexto] = useState('');
  const termo = useDebounced(texto.trim(), 300);
  const busca = useQuery(clientesBuscaQuery(termo));

  if (r.cliente) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="cliente-escolhido">
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body1">{r.cliente.nome}</Typography>
          {r.cliente.telefone && (
            <Typography variant="body2" color="text.secondary">
              {formatarTelefone(r.cliente.telefone)}
            </Typography>
          )}
        </Box>
        <Button onClick={() => dispatch({ tipo: 'escolherCliente', cliente: null })}>{t('novo.trocarCliente')}</Button>
      </Box>
    );
  }

  if (r.clienteNovo) {
    const c = r.clienteNovo;
    return (
      <Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          <TextField
            autoFocus
            size="small"
            label={t('novo.nome')}
            value={c.nome}
            onChange={(e) => dispatch({ tipo: 'clienteNovo', valor: { ...c, nome: e.target.value } })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            size="small"
            type="tel"
            label={t('novo.telefone')}
            value={c.telefone}
            onChange={(e) => dispatch({ tipo: 'clienteNovo', valor: { ...c, telefone: e.target.value } })}
            slotProps={{ htmlInput: { maxLength: 30, inputMode: 'tel' } }}
          />
        </Box>
        <Button
          size="small"
          startIcon={<SearchIcon />}
          sx={{ mt: 1 }}
          onClick={() => dispatch({ tipo: 'clienteNovo', valor: null })}
        >
          {t('novo.usarBusca')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Autocomplete<Cliente>
        sx={{ flex: '1 1 200px', minWidth: 0 }}
        size="small"
        options={termo.length >= 2 ? (busca.data ?? []) : []}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={busca.isFetching}
        inputValue={texto}
        onInputChange={(_, v) => setTexto(v)}
        value={null}
        onChange={(_, o) => {
          if (o)
            dispatch({
              tipo: 'escolherCliente',
              cliente: { id: o.id, nome: o.nome, telefone: o.telefone_exibicao ?? o.telefone },
            });
        }}
        noOptionsText={termo.length >= 2 ? t('novo.nenhumCliente') : t('novo.buscarClienteDica')}
        renderOption={(props, o) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography variant="body2">{o.nome}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[o.telefone_exibicao ?? o.telefone, o.bairro].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} autoFocus label={t('novo.buscarCliente')} />}
      />
      <Button
        variant="outlined"
        startIcon={<PersonAddIcon />}
        onClick={() => {
          const digitos = texto.replace(/\D/g, '');
          const pareceTelefone = digitos.length >= 8 && digitos.length === texto.replace(/[\s()+-]/g, '').length;
          dispatch({
            tipo: 'clienteNovo',
            valor: { nome: pareceTelefone ? '' : texto.trim(), telefone: pareceTelefone ? texto.trim() : '' },
          });
        }}
      >
        {t('novo.novoCliente')}
      </Button>
    </Box>
  );
}
