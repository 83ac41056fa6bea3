// Server field errors (`errors: [{campo, mensagem}]`, Problem Details) back into a react-hook-form form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, problemOf } from '../api/problem.ts';

const pertence = (campo: string, campos: readonly string[]) =>
  campos.some((c) => campo === c || campo.startsWith(`${c}.`));

/**
 * Puts each server field error on its field (a nested path such as `enderecos.0.cep` lands on it when its root
 * `enderecos` is listed); answers true when at least one landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  campos: readonly string[],
): boolean {
  const list = problemOf(error)?.errors ?? [];
  let applied = false;
  for (const e of list) {
    if (pertence(e.campo, campos)) {
      setError(e.campo as Path<T>, { type: 'server', message: e.mensagem });
      applied = true;
    }
  }
  return applied;
}

/**
 * A failed save of a whole form: the field errors go on their fields, and what is left for the form as a whole is
 * returned — a field error of a field the form does not have, else the server's sentence, else `fallback` (a network
 * failure has no sentence). Null when every error landed on a field.
 */
export function serverErrorsToForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  campos: readonly string[],
  fallback: string,
): string | null {
  const list = problemOf(error)?.errors ?? [];
  let sobra: string | null = null;
  let applied = false;
  for (const e of list) {
    if (pertence(e.campo, campos)) {
      setError(e.campo as Path<T>, { type: 'server', message: e.mensagem });
      applied = true;
    } else {
      sobra ??= e.mensagem;
    }
  }
  if (applied && sobra === null) return null;
  return sobra ?? errorMessage(error, fallback);
}
