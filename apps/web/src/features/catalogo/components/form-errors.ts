// Field errors into a react-hook-form: from the shared zod schema before sending, and from the API's Problem
// Details (`errors: [{campo, mensagem}]`) after.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { problemOf } from '@/api/problem.ts';

export function aplicarErros<T extends FieldValues>(erros: { campo: string; mensagem: string }[], setError: UseFormSetError<T>, campos: readonly string[]): string | null {
  let resto: string | null = null;
  for (const e of erros) {
    const campo = e.campo.split('.')[0]!;
    if (campos.includes(campo)) setError(campo as Path<T>, { message: e.mensagem });
    else resto ??= e.mensagem;
  }
  return resto;
}

/** Validates `body` with the shared schema; on failure marks the fields and returns null. */
export function validar<S extends z.ZodType, T extends FieldValues>(schema: S, body: unknown, setError: UseFormSetError<T>, campos: readonly string[]): z.output<S> | null {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  aplicarErros(r.error.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })), setError, campos);
  return null;
}

/** After a failed save: field errors into the form; the general message (if any) is returned for the snackbar. */
export function errosDoServidor<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, campos: readonly string[]): string | null {
  const p = problemOf(error);
  const resto = p?.errors ? aplicarErros(p.errors, setError, campos) : null;
  return p?.errors?.length && !resto ? null : (resto ?? p?.detail ?? null);
}
