import { describe, expect, it, vi } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createHttpClient } from './http.ts';
import { getSession, getToken, setSessionFromAuth } from '../lib/session.ts';
import { authResponse, makeToken } from '../test/fixtures.ts';

const OLD = makeToken(600, 'old');
const NEW = makeToken(900, 'new');

interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  contentType: string | undefined;
}

function respond(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
  if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
  return response;
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

/** A fake API: protected calls answer 200 only to the NEW token; /auth/refresh answers per `refreshOk`. */
function fakeApi({ refreshOk = true, validToken = NEW }: { refreshOk?: boolean; validToken?: string } = {}) {
  const calls: Call[] = [];
  let refreshes = 0;
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const call = {
      url: config.url ?? '',
      method: config.method ?? 'get',
      authorization: headers.get('Authorization')?.toString(),
      contentType: headers.get('Content-Type')?.toString(),
    };
    calls.push(call);
    await tick();
    if (call.url === '/auth/refresh') {
      refreshes++;
      await tick(10);
      return refreshOk ? respond(config, 200, authResponse(NEW)) : respond(config, 401, { detail: 'Sessão expirada' });
    }
    if (call.url.startsWith('/clientes/') || call.url === '/auth/login') return respond(config, 200, { ok: true });
    if (call.authorization === `Bearer ${validToken}`) return respond(config, 200, { url: call.url });
    return respond(config, 401, { detail: 'Token inválido' });
  };
  return { adapter, calls, refreshes: () => refreshes };
}

function setup(opts: Parameters<typeof fakeApi>[0] = {}) {
  setSessionFromAuth(authResponse(OLD));
  const api = fakeApi(opts);
  const navigate = vi.fn();
  const client = createHttpClient({
    adapter: api.adapter,
    locks: null,
    navigate,
    currentPath: () => '/admin/customers?page=2',
  });
  return { ...api, navigate, http: client.http };
}

describe('http client: 401 → single refresh → retry (spec §7)', () => {
  it('sends the bearer token on protected calls', async () => {
    const { http, calls } = setup({ validToken: OLD });
    await http.get('/auth/me');
    expect(calls[0]?.authorization).toBe(`Bearer ${OLD}`);
  });

  it('refreshes exactly once for many concurrent 401s and retries them all with the new token', async () => {
    const { http, calls, refreshes, navigate } = setup();
    const urls = [
      '/pedidos',
      '/clientes',
      '/empresas/1',
      '/empresas/1/status',
      '/horarios/1',
      '/permissoes',
      '/auth/me',
    ];
    const results = await Promise.all(urls.map((u) => http.get<{ url: string }>(u)));

    expect(results.map((r) => r.data.url)).toEqual(urls);
    expect(refreshes()).toBe(1);
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
    for (const u of urls) {
      const forUrl = calls.filter((c) => c.url === u);
      expect(forUrl.map((c) => c.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    }
    expect(getToken()).toBe(NEW);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after the refresh already finished', async () => {
    const { http, refreshes } = setup();
    await http.get('/pedidos'); // first refresh
    // a request that left with the old token and comes back late
    const late = http.request({ url: '/clientes', _sentToken: OLD });
    await expect(late).resolves.toMatchObject({ data: { url: '/clientes' } });
    expect(refreshes()).toBe(1);
  });

  it('on refresh failure rejects every queued request, clears the session and goes to login once', async () => {
    const { http, calls, refreshes, navigate } = setup({ refreshOk: false });
    const urls = ['/pedidos', '/clientes', '/empresas/1', '/horarios/1', '/permissoes'];
    const settled = await Promise.allSettled(urls.map((u) => http.get(u)));

    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    for (const s of settled) if (s.status === 'rejected') expect((s.reason as AxiosError).response?.status).toBe(401);
    // the refresh's own 401 does not trigger another refresh
    expect(refreshes()).toBe(1);
    expect(calls).toHaveLength(urls.length + 1);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fcustomers%3Fpage%3D2');
  });

  it('logs out when the retried request is refused again', async () => {
    const { http, refreshes, navigate } = setup({ validToken: 'nobody' });
    await expect(http.get('/pedidos')).rejects.toBeInstanceOf(AxiosError);
    expect(refreshes()).toBe(1);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fcustomers%3Fpage%3D2');
  });

  it('never refreshes on a login 401 (wrong password)', async () => {
    const api = fakeApi();
    const adapter: AxiosAdapter = (config) =>
      config.url === '/auth/login'
        ? Promise.resolve(respond(config, 401, { detail: 'E-mail ou senha inválidos' }))
        : api.adapter(config);
    const navigate = vi.fn();
    const { http } = createHttpClient({ adapter, locks: null, navigate });
    await expect(http.post('/auth/login', new URLSearchParams({ email: 'a@b.c', senha: 'x' }))).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(api.refreshes()).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the bearer off public client paths and login, and form data without a fixed content type', async () => {
    const { http, calls } = setup({ validToken: OLD });
    await http.post('/clientes/login', new URLSearchParams({ a: '1' }));
    await http.post('/auth/login', new URLSearchParams({ a: '1' }));
    const form = new FormData();
    form.append('nome', 'X');
    await http.post('/pedidos', form, { headers: { 'Content-Type': 'application/json' } });
    expect(calls[0]?.authorization).toBeUndefined();
    expect(calls[1]?.authorization).toBeUndefined();
    expect(calls[2]?.authorization).toBe(`Bearer ${OLD}`);
    expect(calls[2]?.contentType ?? '').not.toMatch(/json/);
  });
});

describe('http client: cross-tab lock', () => {
  it('uses the token another tab stored while this tab waited for the lock, without refreshing', async () => {
    setSessionFromAuth(authResponse(OLD));
    const api = fakeApi();
    const lockNames: string[] = [];
    const locks = {
      request: (async (name: string, cb: () => Promise<unknown>) => {
        lockNames.push(name);
        setSessionFromAuth(authResponse(NEW)); // the other tab refreshed while we waited
        return cb();
      }) as unknown as LockManager['request'],
    };
    const { http } = createHttpClient({ adapter: api.adapter, locks, navigate: vi.fn() });
    await expect(http.get('/pedidos')).resolves.toMatchObject({ data: { url: '/pedidos' } });
    expect(lockNames).toEqual(['auth-refresh']);
    expect(api.refreshes()).toBe(0);
  });
});
