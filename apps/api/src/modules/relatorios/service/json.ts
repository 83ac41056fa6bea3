// An answer already written as JSON text (D-353): the route sends it as it is, without zod's response encoding,
// which walked and copied every point of a year's series again before JSON.stringify. `T` is the answer it stands
// for (the route's schema); the tests parse such answers with that schema, keys strict.
export class JsonPronto<T> {
  declare readonly tipo?: T;
  constructor(readonly texto: string) {}

  /** The answer as objects (the CSV of the same table). */
  valor(): T {
    return JSON.parse(this.texto) as T;
  }
}
