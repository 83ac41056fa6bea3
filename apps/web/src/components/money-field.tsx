import type { Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { centavosParaTexto, centavosToReais, parseCentavos } from '@app/shared/domain/money.ts';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'select'> & {
  /** The text as typed: "12,50", "12.5", "1.234,56" (spec §5: comma decimals). */
  value: string;
  onChange: (texto: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The canonical text of what was typed ("12,5" → "12,50"), or the text itself when it is not money (the form says why). */
export function normalizarTextoReais(texto: string): string {
  if (texto.trim() === '') return '';
  const centavos = parseCentavos(texto);
  return centavos === null ? texto : centavosParaTexto(centavos);
}

/** The reais a money text stands for, as the API takes them; null when blank or not money. */
export function reaisDoTexto(texto: string): number | null {
  const centavos = texto.trim() === '' ? null : parseCentavos(texto);
  return centavos === null ? null : centavosToReais(centavos);
}

/**
 * A text field for reais. It keeps the text the user types (so "12," is not taken away mid-typing) and, on leaving
 * the field, rewrites it the one way money.ts writes it. Parsing and formatting go only through money.ts; the shared
 * schemas turn the text into reais or cents.
 */
export function MoneyField({ value, onChange, onBlur, ref, slotProps, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      inputRef={ref}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const normal = normalizarTextoReais(value);
        if (normal !== value) onChange(normal);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

type FormMoneyFieldProps<T extends FieldValues, S> = Omit<MoneyFieldProps, 'value' | 'onChange' | 'name' | 'error'> & {
  control: Control<T, unknown, S>;
  name: FieldPath<T>;
};

/** MoneyField bound to a react-hook-form field, with the field's error as helper text. */
export function FormMoneyField<T extends FieldValues, S = T>({
  control,
  name,
  helperText,
  ...props
}: FormMoneyFieldProps<T, S>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={field.disabled ?? props.disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
