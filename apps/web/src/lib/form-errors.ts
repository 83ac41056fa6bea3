import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { problemOf } from '../api/problem.ts';

/** Puts the API's per-field messages (`errors: [{campo, mensagem}]`) back into the form; true when any matched. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  const list = problemOf(error)?.errors ?? [];
  let matched = false;
  for (const e of list) {
    const campo = fields.find((f) => e.campo === f || e.campo.startsWith(`${f}.`));
    if (campo) {
      setError(e.campo as Path<T>, { type: 'server', message: e.mensagem });
      matched = true;
    }
  }
  return matched;
}
