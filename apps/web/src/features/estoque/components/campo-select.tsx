// A select bound to a react-hook-form field: the one shape of every picker in the stock forms.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface OpcaoSelect {
  valor: string;
  rotulo: ReactNode;
}

export function CampoSelect<T extends FieldValues>({
  control,
  name,
  label,
  opcoes,
  vazio,
  required,
  disabled,
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  opcoes: OpcaoSelect[];
  /** The label of the empty choice; no empty choice without it. */
  vazio?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        >
          {vazio !== undefined && <MenuItem value="">{vazio}</MenuItem>}
          {opcoes.map((o) => (
            <MenuItem key={o.valor} value={o.valor}>
              {o.rotulo}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
