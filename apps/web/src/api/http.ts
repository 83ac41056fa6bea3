// The one HTTP client (spec §7): same-origin /api, cookies sent, bearer token on every call but
// the public ones, one silent refresh for any number of concurrent 401s, logout + login redirect when that fails.
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { LoginResponse } from '@app/shared/schemas/auth.ts';
import { clearSession, getToken, setSessionFromAuth } from '../lib/session.ts';
import { currentPath as browserPath, navigateTo } from '../lib/navigation.ts';
import { loginUrl } from '../lib/redirect.ts';
import { skipsBearer } from './public-paths.ts';
import { browserLocks, createRefresher, type Refresher } from './refresh.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set once a request has been retried after a 401, so it is never refreshed twice (spec §7). */
    _retry?: boolean;
    /** The bearer token the request went out with; tells a late 401 apart from a fresh one. */
    _sentToken?: string | null;
  }
}

export interface HttpClientOptions {
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
  /** Cross-tab lock manager; defaults to navigator.locks when present. Pass null to disable. */
  locks?: Pick<LockManager, 'request'> | null;
  /** Where a logged-out user goes; defaults to the router (or a page load). */
  navigate?: (to: string) => void;
  /** The page being shown, for the redirect query. */
  currentPath?: () => string;
}

export interface HttpClient {
  http: AxiosInstance;
  refresher: Refresher;
  /** Clears the session and (by default) goes to /login?redirect=<current page> (spec §4). */
  logoutToLogin: (navigate?: boolean) => void;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const http = axios.create({
    baseURL: '/api',
    withCredentials: true,
    headers: { Accept: 'application/json, application/problem+json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const logoutToLogin = (navigate = true) => {
    clearSession();
    if (navigate) (options.navigate ?? navigateTo)(loginUrl((options.currentPath ?? browserPath)()));
  };

  const refresher = createRefresher({
    refresh: async () => {
      const { data } = await http.post<LoginResponse>('/auth/refresh');
      return setSessionFromAuth(data).token;
    },
    readToken: getToken,
    onFailure: (_error, { navigate }) => logoutToLogin(navigate),
    locks: options.locks === undefined ? browserLocks() : options.locks,
  });

  http.interceptors.request.use((config) => {
    if (skipsBearer(config.url)) {
      config.headers.delete('Authorization');
      config._sentToken = null;
    } else {
      const token = getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      config._sentToken = token;
    }
    // Spec §7: form data goes without a fixed content type, so the browser writes the multipart boundary.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) config.headers.delete('Content-Type');
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config || error.response?.status !== 401) throw error;
    const config = error.config;
    // Login answers 401 for bad credentials and refresh for a dead cookie: neither may trigger a refresh.
    if (skipsBearer(config.url)) throw error;
    if (config._retry) {
      // Spec §4: a failed retry after 401 logs out.
      logoutToLogin();
      throw error;
    }
    config._retry = true;
    try {
      await refresher.getFreshToken(config._sentToken ?? null);
    } catch {
      throw error; // the refresher already logged out, once for all queued requests
    }
    return http.request(config); // the request interceptor puts the new token on it
  });

  return { http, refresher, logoutToLogin };
}

export const { http, refresher } = createHttpClient();
