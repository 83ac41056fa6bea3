// Picks an ingredient by typing its name: the server searches (a business may have thousands), 100 at a time.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { insumosQuery } from '@/api/insumos.ts';
import { useDebounced } from '@/lib/use-debounced.ts';

export function EscolherInsumo({
  label,
  value,
  onChange,
  error,
  helperText,
  size,
  required,
  autoFocus,
}: {
  label: string;
  value: Insumo | null;
  onChange: (i: Insumo | null) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  autoFocus?: boolean;
}) {
  const [texto, setTexto] = useState('');
  const search = useDebounced(texto.trim());
  // while the box shows the chosen name, list everything rather than only that name
  const busca = value && texto === value.nome ? '' : search;
  // the list stays while the next search loads, so the choices do not blink empty under the pointer
  const q = useQuery({
    ...insumosQuery({ search: busca, ativo: 'true', per_page: 100 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      options={q.data?.items ?? []}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={texto}
      onInputChange={(_e, v) => setTexto(v)}
      getOptionLabel={(i) => i.nome}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={q.isFetching}
      size={size}
      sx={{ minWidth: 200, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
