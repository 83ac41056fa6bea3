import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { garconsQuery } from '@/api/mesas.ts';
import { useMesasT } from '../i18n.ts';

/**
 * The waiter who serves a tab, picked from the business's active staff who can take tables. Whoever is set already
 * (the signed-in user, or a waiter since deactivated) stays choosable under their name even when the list lacks them.
 */
export function GarcomCampo<T extends FieldValues>({
  control,
  name,
  atual,
}: {
  control: Control<T>;
  name: Path<T>;
  atual?: { id: number; nome: string } | null | undefined;
}) {
  const { t } = useMesasT();
  const lista = useQuery(garconsQuery());
  const opcoes = lista.data?.items ?? [];
  const todas = atual && !opcoes.some((g) => g.id === atual.id) ? [atual, ...opcoes] : opcoes;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={t('abrir.garcom')}
          // MUI's select wants a value among its options: until the list arrives, show the one already set
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          <MenuItem value="">
            <em>{t('abrir.semGarcom')}</em>
          </MenuItem>
          {todas.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
