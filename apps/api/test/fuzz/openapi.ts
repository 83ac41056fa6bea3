// The operations of the OpenAPI document the app serves, and a plausible value for any of its JSON Schemas:
// the fuzzer starts from a request that could pass and breaks one thing at a time. Reading the document the
// running app serves (not a list kept by hand) is what makes a route added later fuzzed with no change here.

export interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  properties?: Record<string, Esquema>;
  required?: string[];
  additionalProperties?: boolean | Esquema;
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export interface Parametro {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Esquema;
}

export interface Operacao {
  metodo: string;
  /** OpenAPI path, `/api/pedidos/{id}`. */
  caminho: string;
  parametros: Parametro[];
  corpo?: { tipos: string[]; esquema: Esquema };
  publica: boolean;
}

interface DocOpenApi {
  paths: Record<string, Record<string, { parameters?: Parametro[]; requestBody?: unknown; security?: unknown[] }>>;
}

const METODOS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operacoes(doc: unknown): Operacao[] {
  const out: Operacao[] = [];
  for (const [caminho, ops] of Object.entries((doc as DocOpenApi).paths)) {
    for (const [metodo, op] of Object.entries(ops)) {
      if (!METODOS.has(metodo)) continue;
      const rb = op.requestBody as { content?: Record<string, { schema?: Esquema }> } | undefined;
      const tipos = Object.keys(rb?.content ?? {});
      const esquema = tipos.map((t) => rb!.content![t]!.schema).find(Boolean);
      out.push({
        metodo: metodo.toUpperCase(),
        caminho,
        parametros: op.parameters ?? [],
        corpo: tipos.length ? { tipos, esquema: esquema ?? {} } : undefined,
        publica: !op.security || op.security.length === 0,
      });
    }
  }
  return out;
}

// Values that match the patterns the schemas use; anything else gets letters (and fails validation, which is fine).
const PADROES: [RegExp, string][] = [
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, '2024-05-10'],
  [/T\\d\{2\}:\\d\{2\}|T\(\?:/, '2024-05-10T12:00:00Z'],
  [/\[01\]\\d\|2\[0-3\]/, '18:00'],
  [/^\^#/, '#AA0000'],
  [/\\d\{5\}/, '80000-000'],
  [/@/, 'fuzz@teste.com'],
  [/\[0-9a-f\]\{32\}/, '0123456789abcdef0123456789abcdef.png'],
  [/\[0-9a-f\]\{64\}/, '0'.repeat(64)],
  [/\{20,64\}/, 'a'.repeat(24)],
  [/\{8,64\}/, 'abcdefgh'],
];

function texto(e: Esquema): string {
  if (e.format === 'email') return 'fuzz@teste.com';
  if (e.format === 'date-time') return '2024-05-10T12:00:00Z';
  if (e.pattern) for (const [re, v] of PADROES) if (re.test(e.pattern)) return v;
  const n = Math.max(e.minLength ?? 1, Math.min(e.maxLength ?? 5, 5));
  return 'a'.repeat(n);
}

function numero(e: Esquema): number {
  const exclusivo = e.exclusiveMinimum === true || typeof e.exclusiveMinimum === 'number';
  const min = typeof e.exclusiveMinimum === 'number' ? e.exclusiveMinimum : e.minimum;
  let v = min === undefined ? 1 : exclusivo ? min + 1 : min;
  if (v < 1 && (e.maximum === undefined || e.maximum >= 1)) v = 1;
  return e.maximum !== undefined ? Math.min(v, e.maximum) : v;
}

/** The first type that is not null. */
export function tipoDe(e: Esquema): string | undefined {
  if (Array.isArray(e.type)) return e.type.find((t) => t !== 'null');
  if (e.type) return e.type;
  if (e.properties) return 'object';
  return undefined;
}

/** A plausible value for a schema (the first enum value, the smallest number in range, a short text). */
export function exemplo(e: Esquema, profundidade = 0): unknown {
  if (e.const !== undefined) return e.const;
  if (e.default !== undefined) return e.default;
  if (e.enum?.length) return e.enum.find((v) => v !== null && v !== '') ?? e.enum[0];
  const alternativa = e.anyOf ?? e.oneOf;
  if (alternativa?.length)
    return exemplo(alternativa.find((a) => tipoDe(a) !== 'null') ?? alternativa[0]!, profundidade);
  if (e.allOf?.length) return exemplo(e.allOf[0]!, profundidade);
  if (profundidade > 6) return null;
  switch (tipoDe(e)) {
    case 'string':
      return texto(e);
    case 'integer':
    case 'number':
      return numero(e);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(e.minItems ?? 1, 1) }, () => exemplo(e.items ?? {}, profundidade + 1));
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, filho] of Object.entries(e.properties ?? {})) {
        if (e.required?.includes(k) || profundidade === 0) o[k] = exemplo(filho, profundidade + 1);
      }
      return o;
    }
    default:
      return 'a';
  }
}
