// Server field errors (`errors: [{campo, mensagem}]`, Problem Details) back into a react-hook-form form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { problemOf } from '../api/problem.ts';

/**
 * Puts each server field error on its field (a nested path such as `enderecos.0.cep` lands on it when its root
 * `enderecos` is listed); answers true when at least one landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, campos: readonly string[]): boolean {
  const list = problemOf(error)?.errors ?? [];
  let applied = false;
  for (const e of list) {
    if (campos.some((c) => e.campo === c || e.campo.startsWith(`${c}.`))) {
      setError(e.campo as Path<T>, { type: 'server', message: e.mensagem });
      applied = true;
    }
  }
  return applied;
}
