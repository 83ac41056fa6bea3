import type { LightMyRequestResponse } from 'fastify';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { bearer, type Fixture } from './helpers.ts';
import { criarDadosPedido, type DadosPedido } from './pedidos-fixture.ts';

/** Calls the API as one user; `ok` fails the test on an unexpected status. */
export function cliente(f: Fixture, token: string) {
  const req = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    f.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const ok = async <T = Comanda>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> => {
    const res: LightMyRequestResponse = await req(method, url, payload, headers);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  return { req, ok };
}

export interface Salao {
  d: DadosPedido;
  mesa: number;
  mesa2: number;
}

/** The menu of the orders' tests plus two tables. */
export async function montarSalao(f: Fixture, token: string, empresaId: number, sufixo: string): Promise<Salao> {
  const d = await criarDadosPedido(f.database.db, empresaId, sufixo);
  const { ok } = cliente(f, token);
  const mesa = (await ok<{ id: number }>('POST', '/mesas', { nome: '1', area: 'Salão', lugares: 4 })).id;
  const mesa2 = (await ok<{ id: number }>('POST', '/mesas', { nome: '2', area: 'Varanda', lugares: 2 })).id;
  return { d, mesa, mesa2 };
}

/** ½ calabresa ½ marguerita Grande with catupiry: 50 + max(5, 8) + 6 = 64,00. */
export const pizzaMeia = (d: DadosPedido) => ({
  produto_id: d.pizza,
  quantidade: 1,
  tamanho: 'Grande',
  opcoes: [
    { complemento_id: d.sabores, opcao_id: d.calabresa },
    { complemento_id: d.sabores, opcao_id: d.marguerita },
    { complemento_id: d.bordas, opcao_id: d.catupiry },
  ],
  observacao: 'bem assada',
});
export const refri = (d: DadosPedido, quantidade = 2) => ({ produto_id: d.refri, quantidade });
