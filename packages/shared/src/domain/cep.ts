// CEP: 8 digits, shown as 00000-000.

/** The 8 digits of a CEP typed with or without the hyphen, or null. */
export function normalizarCep(input: string): string | null {
  const m = /^\s*(\d{5})-?(\d{3})\s*$/.exec(input);
  return m ? `${m[1]}${m[2]}` : null;
}

export function formatarCep(cep: string): string {
  const n = normalizarCep(cep);
  return n ? `${n.slice(0, 5)}-${n.slice(5)}` : cep;
}
