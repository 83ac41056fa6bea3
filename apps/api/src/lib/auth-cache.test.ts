import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { AuthCache, type Carregado, type Invalidacao } from './auth-cache.ts';

// When the invalidation channel drops, logouts and deactivations made meanwhile were not heard: the cache empties
// and its observers (the open event streams) are told to treat every access as ended, so nothing stays open on a
// session that may be gone. The streams reconnect and authenticate again.

function bancoFalso() {
  const h: { mensagem?: (p: string) => void; reinicio?: () => void } = {};
  const database = {
    db: {} as Database['db'],
    async listen(_canal: string, onMessage: (p: string) => void, onReset?: () => void) {
      h.mensagem = onMessage;
      h.reinicio = onReset;
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, h };
}

const carregado = (sessao: number, usuario: number, empresa: number) =>
  ({ user: { id: usuario, sessao_id: sessao, empresa_id: empresa }, empresa: {} }) as unknown as Carregado;

describe('auth cache invalidations', () => {
  it('a lost channel empties the cache and tells the observers that everything may have ended', async () => {
    const { database, h } = bancoFalso();
    const cache = new AuthCache();
    await cache.start(database);
    const vistos: Invalidacao[] = [];
    cache.observar((i) => vistos.push(i));
    cache.set(carregado(1, 10, 100));
    expect(cache.get(1, 10)).toBeDefined();
    h.reinicio!();
    expect(cache.get(1, 10)).toBeUndefined();
    expect(vistos).toEqual([{ tudo: true }]);
  });

  it('a message drops the entries it names (session, user, business) and reaches the observers', async () => {
    const { database, h } = bancoFalso();
    const cache = new AuthCache();
    await cache.start(database);
    const vistos: Invalidacao[] = [];
    const parar = cache.observar((i) => vistos.push(i));
    cache.set(carregado(1, 10, 100));
    cache.set(carregado(2, 11, 100));
    cache.set(carregado(3, 12, 200));
    h.mensagem!(JSON.stringify({ empresa_id: 100 }));
    expect([cache.get(1, 10), cache.get(2, 11)]).toEqual([undefined, undefined]);
    expect(cache.get(3, 12)).toBeDefined();
    h.mensagem!('lixo');
    expect(cache.get(3, 12)).toBeUndefined();
    expect(vistos).toEqual([{ empresa_id: 100 }, { tudo: true }]);
    parar();
    h.mensagem!(JSON.stringify({ sessao_id: 3 }));
    expect(vistos).toHaveLength(2);
  });
});
