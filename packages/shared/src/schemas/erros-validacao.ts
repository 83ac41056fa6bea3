import { z } from 'zod';
import { MSG } from './messages.ts';

// The validator's one Portuguese error map. Installed as zod's global locale (the same slot `z.locales.*` fill),
// so every schema — here, in the API and in the web forms — speaks Portuguese without passing anything: a message
// written on a schema or a check still wins, this only replaces zod's English defaults. The sentences are the
// spec's generic catalogue (MSG) where one fits, and say what is wrong ("too large"), never just "invalid".

type Issue = z.core.$ZodRawIssue;

const numero = (n: number | bigint) =>
  typeof n === 'bigint' ? n.toString() : n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const UNIDADE: Record<string, [string, string]> = {
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  map: ['item', 'itens'],
  file: ['byte', 'bytes'],
};
const unidade = (origin: string, n: number | bigint) => {
  const u = UNIDADE[origin] ?? ['item', 'itens'];
  return Number(n) === 1 ? u[0] : u[1];
};

function tipoInvalido(iss: Extract<Issue, { code: 'invalid_type' }>): string {
  if (iss.input === undefined || iss.input === null) return MSG.obrigatorio;
  switch (iss.expected) {
    case 'number':
    case 'bigint':
      return MSG.numero;
    case 'int':
      return MSG.inteiro;
    case 'string':
      return 'Informe um texto';
    case 'boolean':
      return MSG.booleano;
    case 'array':
    case 'tuple':
    case 'set':
      return 'Informe uma lista de valores';
    case 'object':
    case 'record':
    case 'map':
      return 'Informe um objeto com os campos esperados';
    case 'date':
      return 'Informe uma data válida';
    default:
      return MSG.formato;
  }
}

function grandeDemais(iss: Extract<Issue, { code: 'too_big' }>): string {
  const max = iss.maximum;
  switch (iss.origin) {
    case 'string':
      return iss.exact ? MSG.tamanho(Number(max)) : MSG.max(Number(max));
    case 'number':
    case 'int':
    case 'bigint':
      return iss.inclusive === false
        ? `Valor grande demais: deve ser menor que ${numero(max)}`
        : `Valor grande demais: o máximo é ${numero(max)}`;
    case 'date':
      return 'Data posterior ao limite permitido';
    default:
      return iss.exact
        ? `Informe exatamente ${numero(max)} ${unidade(iss.origin, max)}`
        : `Máximo de ${numero(max)} ${unidade(iss.origin, max)}`;
  }
}

function pequenoDemais(iss: Extract<Issue, { code: 'too_small' }>): string {
  const min = iss.minimum;
  switch (iss.origin) {
    case 'string':
      if (iss.exact) return MSG.tamanho(Number(min));
      return Number(min) <= 1 ? MSG.obrigatorio : MSG.min(Number(min));
    case 'number':
    case 'int':
    case 'bigint':
      if (Number(min) === 0) return iss.inclusive === false ? 'O valor deve ser maior que zero' : MSG.valorNegativo;
      return iss.inclusive === false
        ? `Valor pequeno demais: deve ser maior que ${numero(min)}`
        : `Valor pequeno demais: o mínimo é ${numero(min)}`;
    case 'date':
      return 'Data anterior ao limite permitido';
    default:
      if (iss.exact) return `Informe exatamente ${numero(min)} ${unidade(iss.origin, min)}`;
      return Number(min) <= 1 ? MSG.escolhaUm : `Mínimo de ${numero(min)} ${unidade(iss.origin, min)}`;
  }
}

function formatoInvalido(iss: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (iss.format) {
    case 'email':
      return MSG.email;
    case 'url':
      return 'Informe um endereço (URL) válido';
    case 'date':
      return 'Data inválida (use aaaa-mm-dd)';
    case 'time':
      return MSG.horaInvalida;
    case 'datetime':
      return MSG.dataHora;
    default:
      return MSG.formato;
  }
}

function valorInvalido(iss: Extract<Issue, { code: 'invalid_value' }>): string {
  const valores = iss.values.filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
  if (valores.length === 0 || valores.length > 12) return 'Valor inválido';
  return valores.length === 1
    ? `Valor inválido: use ${String(valores[0])}`
    : `Valor inválido: use um destes: ${valores.map(String).join(', ')}`;
}

/**
 * For a schema's own `error`: "Este campo é obrigatório" only when the value is missing; any other issue of the
 * field (a wrong type, 1e9 over a maximum) falls through to the map, which says what is wrong. Prefer it to
 * `{ error: MSG.obrigatorio }`, which zod puts on every issue of the field.
 */
export const obrigatorioSeFaltar = (iss: Issue): string | undefined =>
  iss.input === undefined || iss.input === null ? MSG.obrigatorio : undefined;

/** zod issue → a Portuguese sentence for the person who filled the field. */
export function mensagemValidacao(iss: Issue): string {
  switch (iss.code) {
    case 'invalid_type':
      return tipoInvalido(iss);
    case 'too_big':
      return grandeDemais(iss);
    case 'too_small':
      return pequenoDemais(iss);
    case 'invalid_format':
      return formatoInvalido(iss);
    case 'not_multiple_of':
      return `Informe um múltiplo de ${numero(iss.divisor)}`;
    case 'unrecognized_keys':
      return MSG.campoNaoPermitido(iss.keys);
    case 'invalid_value':
      return valorInvalido(iss);
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return MSG.formato;
    default:
      return 'Valor inválido';
  }
}

z.config({ localeError: mensagemValidacao });
