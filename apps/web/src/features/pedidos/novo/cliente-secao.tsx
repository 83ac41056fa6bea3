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
import { focarProximoCampo, irParaCardapio, PASSO } from './foco.ts';

interface Props {
  r: Rascunho;
  dispatch: Dispatch<Acao>;
}

/** A new customer from what was typed in the search: a phone goes to the phone, anything else to the name. */
export function clienteDoTexto(texto: string): { nome: string; telefone: string } {
  const digitos = texto.replace(/\D/g, '');
  const pareceTelefone = digitos.length >= 8 && digitos.length === texto.replace(/[\s()+-]/g, '').length;
  return { nome: pareceTelefone ? '' : texto.trim(), telefone: pareceTelefone ? texto.trim() : '' };
}

/**
 * Quick search by phone or name (≤ 20, spec §9), or a new customer typed inline. What was typed survives leaving
 * the field (NOVO CLIENTE reads it after the click took the focus); with no match, Enter starts the new customer
 * with it, and the "no customer" notice sits under the field instead of in a list that would cover the button.
 */
export function ClienteSecao({ r, dispatch }: Props) {
  const { t } = usePedidosT();
  const [texto, setTexto] = useState('');
  const termo = useDebounced(texto.trim(), 300);
  const busca = useQuery(clientesBuscaQuery(termo));
  const semResultado =
    termo.length >= 2 && termo === texto.trim() && busca.isSuccess && !busca.isFetching && busca.data.length === 0;
  const novoCliente = () => dispatch({ tipo: 'clienteNovo', valor: clienteDoTexto(texto) });
  const escolher = (o: Cliente) => {
    dispatch({
      tipo: 'escolherCliente',
      cliente: { id: o.id, nome: o.nome, telefone: o.telefone_exibicao ?? o.telefone },
    });
    irParaCardapio();
  };

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
            autoFocus={!c.nome}
            size="small"
            label={t('novo.nome')}
            value={c.nome}
            onChange={(e) => dispatch({ tipo: 'clienteNovo', valor: { ...c, nome: e.target.value } })}
            onKeyDown={focarProximoCampo}
            slotProps={{ htmlInput: { maxLength: 120, ...PASSO } }}
          />
          <TextField
            autoFocus={!!c.nome && !c.telefone}
            size="small"
            type="tel"
            label={t('novo.telefone')}
            value={c.telefone}
            onChange={(e) => dispatch({ tipo: 'clienteNovo', valor: { ...c, telefone: e.target.value } })}
            onKeyDown={focarProximoCampo}
            slotProps={{ htmlInput: { maxLength: 30, inputMode: 'tel', ...PASSO } }}
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
      <Autocomplete<Cliente, false, false, true>
        sx={{ flex: '1 1 200px', minWidth: 0 }}
        size="small"
        // free text: no "no options" list over the button; the first match is highlighted, so Enter takes it
        freeSolo
        autoHighlight
        clearOnBlur={false}
        options={termo.length >= 2 ? (busca.data ?? []) : []}
        filterOptions={(x) => x}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.nome)}
        loading={busca.isFetching}
        inputValue={texto}
        onInputChange={(_, v, motivo) => {
          // only the user's typing changes the text: a blur or a reset must not drop a phone about to be used
          if (motivo === 'input' || motivo === 'clear') setTexto(v);
        }}
        value={null}
        onChange={(_, o) => {
          // Enter on the text itself: the first match of this very text, or, once the search said nobody has
          // it, a new customer (never while the answer for what was typed is still on its way)
          const escolhido = typeof o === 'string' ? (termo === texto.trim() ? busca.data?.[0] : undefined) : o;
          if (escolhido) escolher(escolhido);
          else if (typeof o === 'string' && semResultado) novoCliente();
        }}
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
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={t('novo.buscarCliente')}
            helperText={semResultado ? t('novo.nenhumClienteEnter') : undefined}
            slotProps={{ ...params.slotProps, formHelperText: { role: 'status' } as object }}
          />
        )}
      />
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={novoCliente}>
        {t('novo.novoCliente')}
      </Button>
    </Box>
  );
}
