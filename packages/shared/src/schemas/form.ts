// Helpers for bodies that arrive as form data (urlencoded/multipart: every value is text) or as JSON.
// Spec §7: PATCH /empresas/{id} is a form; the web may also send JSON. Both must validate the same way.
import { z } from 'zod';
import { MSG } from './messages.ts';

const BOOL: Record<string, boolean> = { true: true, '1': true, on: true, false: false, '0': false, off: false };

export const formBool = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (BOOL[v.trim().toLowerCase()] ?? v) : v),
    z.boolean({ error: MSG.booleano }),
  );

export const formNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
    z.number({ error: MSG.numero }),
  );

export const formInt = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: MSG.inteiro }).int(MSG.inteiro),
  );

/** A JSON value sent as text in a form field (or as itself in a JSON body). Unparseable text → "Formato inválido". */
export const formJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol.for('json-invalido');
    }
  }, schema);

/** Empty text means "clear": '' and null both become null. */
export const formNullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? null : v), schema.nullable());

/** A form's optional text field: blank becomes null (the API's "no value"); anything else goes through `schema`. */
export const textoOuNulo = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(schema);

/** A closed body (API3 mass assignment): unknown keys such as `id`, `empresa_id`, `superadmin` answer 400. */
export const strictBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? MSG.campoNaoPermitido(iss.keys) : undefined),
  });
